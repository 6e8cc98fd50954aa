kernel void longs(global const long *a, global const ulong *b, global long *o) {
  int i = get_global_id(0);
  long x = a[i]; ulong y = b[i] | 1;
  o[i * 6 + 0] = x * (long)y;
  o[i * 6 + 1] = x / (long)(y >> 40 | 1);
  o[i * 6 + 2] = (long)(y % 1000003);
  o[i * 6 + 3] = x >> (y & 63);
  o[i * 6 + 4] = (long)(y << (x & 63));
  o[i * 6 + 5] = mul_hi(x, (long)y) + (x < (long)y);
}
