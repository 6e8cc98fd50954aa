// convert_* between double/float and every integer width with every _sat and
// rounding-mode combination, and integer -> float/double with rounding modes.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void convround(global const double *d, global const float *f, global const long *l,
                      global long *o, global float *fo, global double *dout) {
  int i = get_global_id(0);
  double x = d[i];
  float y = f[i];
  global long *p = o + i * 32;
  p[0] = convert_char_sat_rte(x);
  p[1] = convert_uchar_sat_rtz(x);
  p[2] = convert_short_sat_rtp(x);
  p[3] = convert_ushort_sat_rtn(x);
  p[4] = convert_int_sat_rte(x * 1e8);
  p[5] = convert_uint_sat_rtz(x * 1e8);
  p[6] = convert_long_sat_rtp(x * 1e17);
  p[7] = (long)convert_ulong_sat_rtn(x * 1e17);
  p[8] = convert_char_rte(y * 0.5f);
  p[9] = convert_uchar_rtz(fabs(y));
  p[10] = convert_short_rtp(y * 100.0f);
  p[11] = convert_ushort_rtn(fabs(y) * 100.0f);
  p[12] = convert_int_rte(y * 1e6f);
  p[13] = convert_uint_rtz(fabs(y) * 1e7f);
  p[14] = convert_long_rtp(y * 1e12f);
  p[15] = (long)convert_ulong_rtn(fabs(y) * 1e15f);
  p[16] = convert_char_sat(y * 10.0f);
  p[17] = convert_uchar_sat_rtp(y * 10.0f);
  p[18] = convert_short_sat_rtn(y * 1000.0f);
  p[19] = convert_ushort_sat_rte(y * 1000.0f);
  p[20] = convert_int_sat_rtn(y * 1e9f);
  p[21] = convert_uint_sat_rtp(y * 1e9f);
  p[22] = convert_long_sat_rtz(y * 1e18f);
  p[23] = (long)convert_ulong_sat(y * 1e19f);
  p[24] = convert_int_rtn(x);
  p[25] = convert_int_rtp(x);
  p[26] = convert_long_rte(x * 1e3);
  p[27] = convert_long_rtz(-x * 1e3);
  p[28] = convert_short_sat(x * 1e4);
  p[29] = convert_char_sat_rtz(x * 7.0);
  p[30] = convert_uint_sat(x);
  p[31] = convert_ulong_sat_rtz(x) & 0xffff;
  long v = l[i];
  fo[i * 6 + 0] = convert_float_rte(v);
  fo[i * 6 + 1] = convert_float_rtz(v);
  fo[i * 6 + 2] = convert_float_rtp(v);
  fo[i * 6 + 3] = convert_float_rtn(v);
  fo[i * 6 + 4] = convert_float_rtz((int)v) + convert_float_rtp((uint)v);
  fo[i * 6 + 5] = convert_float_rtn((ulong)v) + convert_float_rtz(x);
  dout[i * 4 + 0] = convert_double_rtz(v);
  dout[i * 4 + 1] = convert_double_rtp(v);
  dout[i * 4 + 2] = convert_double_rtn((ulong)v);
  dout[i * 4 + 3] = convert_double(y) + convert_double_rte((int)v);
}
