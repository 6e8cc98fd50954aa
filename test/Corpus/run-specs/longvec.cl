// long4 / ulong8 vectors: mul_hi, mad_sat, add_sat, sub_sat, clamp, rotate,
// upsample, popcount, clz, ctz, abs_diff, hadd, mad_hi.
kernel void longvec(global const long4 *a, global const long4 *b,
                    global const ulong8 *c, global long4 *o, global ulong8 *uo,
                    global const uint8 *lo32) {
  int i = get_global_id(0);
  long4 x = a[i], y = b[i];
  ulong8 u = c[i];
  o[i * 6 + 0] = mul_hi(x, y);
  o[i * 6 + 1] = mad_sat(x, y, x);
  o[i * 6 + 2] = add_sat(x, y) ^ sub_sat(x, y);
  o[i * 6 + 3] = clamp(x, min(y, (long4)-1000000000000L), max(y, (long4)-1000000000000L));
  o[i * 6 + 4] = rotate(x, y) + popcount(y) + clz(x);
  o[i * 6 + 5] = ctz(x) + mad_hi(x, y, (long4)7) + hadd(x, y) + as_long4(abs_diff(x, y));
  uint8 h = lo32[i];
  uo[i * 4 + 0] = upsample(h, h * 3u);
  uo[i * 4 + 1] = mul_hi(u, u.s70615243) + rhadd(u, u.s12345670);
  uo[i * 4 + 2] = mad_sat(u, (ulong8)3, u.s76543210) + add_sat(u, u);
  uo[i * 4 + 3] = rotate(u, (ulong8)(1, 7, 13, 31, 32, 33, 63, 64)) + popcount(u) + clz(u) + ctz(u);
}
