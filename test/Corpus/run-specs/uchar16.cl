// uchar16 / char8 vector arithmetic: add_sat, hadd, rhadd, abs_diff, rotate, min/max, mul_hi, comparisons.
kernel void uchar16ops(global const uchar16 *a, global const uchar16 *b, global uchar16 *o, global char8 *c) {
  int i = get_global_id(0);
  uchar16 x = a[i], y = b[i];
  uchar16 r = add_sat(x, y) ^ hadd(x, y);
  r += rhadd(x, y) + abs_diff(x, y);
  r = rotate(r, (uchar16)(3)) | (min(x, y) & max(x, y));
  r += mul_hi(x, y) + sub_sat(x, y);
  r = r + (as_uchar16(x > y) & (uchar16)(5));
  o[i] = r;
  char8 s = as_char8(x.lo), t = as_char8(y.hi);
  c[i] = add_sat(s, t) + as_char8(abs(s - t)) + (s >> (char8)(2)) + clz(t) + popcount(s);
}
