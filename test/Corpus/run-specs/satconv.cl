// Saturating and rounding-mode conversions between float, int widths and long.
kernel void satconv(global const float *a, global int *o, global long *lo, global uchar *uc) {
  int i = get_global_id(0);
  float x = a[i];
  o[i * 8 + 0] = convert_int_sat(x * 1e9f);
  o[i * 8 + 1] = convert_int_sat_rte(x * 3e8f);
  o[i * 8 + 2] = convert_int_rtp(x * 1000.0f);
  o[i * 8 + 3] = convert_int_rtn(x * 1000.0f);
  o[i * 8 + 4] = convert_short_sat(x * 40000.0f);
  o[i * 8 + 5] = convert_ushort_sat_rtz(x * 70000.0f);
  o[i * 8 + 6] = convert_char_sat_rte(x * 200.0f);
  o[i * 8 + 7] = (int)convert_uint_sat(x * 5e9f);
  lo[i * 2 + 0] = convert_long_sat(x * 1e19f);
  lo[i * 2 + 1] = (long)convert_ulong_sat_rte(x * 2e19f);
  uc[i] = convert_uchar_sat(x * 300.0f);
  float4 v = (float4)(x, -x, x * 2.5f, x - 1.5f) * 100.0f;
  uchar4 q = convert_uchar4_sat_rte(v);
  char4 r = convert_char4_sat(v);
  o[i * 8 + 0] ^= as_int(q) + as_int(r);
}
