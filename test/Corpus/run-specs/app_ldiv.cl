// 64-bit integer to decimal text: repeated ulong division and modulo by 10
// in a loop whose trip count varies per work-item, then digit sums and a
// base-36 rendering of the same number (ulong % 36).
__kernel void app_ldiv(__global const ulong *nums, __global char *text,
                       __global int2 *lens, __global ulong *check) {
  int gid = get_global_id(0);
  ulong v = nums[gid];
  char buf[24];
  int n = 0;
  ulong w = v;
  do {
    buf[n++] = '0' + (char)(w % 10);
    w /= 10;
  } while (w);
  __global char *t = text + gid * 48;
  for (int i = 0; i < n; ++i)
    t[i] = buf[n - 1 - i];
  t[n] = 0;
  int m = 0;
  w = v;
  ulong back = 0, scale = 1;
  do {
    ulong d = w % 36;
    t[24 + m++] = d < 10 ? '0' + (char)d : 'a' + (char)(d - 10);
    back += d * scale;
    scale *= 36;
    w /= 36;
  } while (w && m < 23);
  lens[gid] = (int2)(n, m);
  check[gid] = back ^ v;
}
