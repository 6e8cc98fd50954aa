// 8- and 16-bit vector integer built-ins: clz/ctz/popcount on char8 and
// ushort8, rotate with negative and oversized counts, upsample char->short
// and short->int, mad_hi/mad_sat/mul_hi on short8, sub_sat/add_sat on uchar16,
// abs/abs_diff on char16, shifts of char vectors by counts >= the width.
kernel void smallint(global const char16 *a, global const short8 *b, global char16 *co,
                     global short8 *so, global int8 *io) {
  int i = get_global_id(0);
  char16 x = a[i];
  short8 y = b[i];
  uchar16 ux = as_uchar16(x);
  co[i * 4 + 0] = clz(x) + ctz(x) + popcount(x);
  co[i * 4 + 1] = rotate(x, x.sfedcba9876543210) ^ (x << (char16)9) ^ (x >> x.s0123456789abcdef);
  co[i * 4 + 2] = as_char16(add_sat(ux, ux.s13579bdf02468ace) - sub_sat(ux, (uchar16)100));
  co[i * 4 + 3] = as_char16(abs(x)) + as_char16(abs_diff(x, x.s2301674589abefcd)) + hadd(x, x.sf0e1d2c3b4a59687);
  so[i * 3 + 0] = mul_hi(y, y.s76543210) + mad_hi(y, (short8)-3, y);
  so[i * 3 + 1] = mad_sat(y, y.s10325476, y) + upsample(x.lo, as_uchar8(x.hi));
  so[i * 3 + 2] = as_short8(clz(as_ushort8(y)) + popcount(as_ushort8(y)) + ctz(as_ushort8(y))) + rotate(y, (short8)(-1, 17, 3, -15, 0, 16, 31, -32));
  io[i] = upsample(y, as_ushort8(y.s45670123)) + mul24(convert_int8(y), convert_int8(x.lo) << 8) + mad24(convert_int8(y), (int8)-7, convert_int8(x.hi));
}
