kernel void intops(global const int *a, global const int *b, global int *o) {
  int i = get_global_id(0);
  int x = a[i], y = b[i] | 1;
  o[i * 12 + 0] = x / y;
  o[i * 12 + 1] = x % y;
  o[i * 12 + 2] = (uint)x / (uint)y;
  o[i * 12 + 3] = mul_hi(x, y);
  o[i * 12 + 4] = popcount(x);
  o[i * 12 + 5] = clz(x);
  o[i * 12 + 6] = rotate(x, y & 31);
  o[i * 12 + 7] = mad24(x & 0xffff, y & 0xffff, 7);
  o[i * 12 + 8] = abs_diff(x, y);
  o[i * 12 + 9] = hadd(x, y);
  o[i * 12 + 10] = clamp(x, -100, 100);
  o[i * 12 + 11] = add_sat(x, y) ^ sub_sat(x, y);
}
