// Double math (fp64 platforms): sqrt, exp, sin, fma, division, conversions to/from long.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void dmath(global const double *a, global const double *b, global double *o, global long *lo, global const long *li) {
  int i = get_global_id(0);
  double x = a[i], y = b[i];
  o[i * 8 + 0] = sqrt(fabs(x));
  o[i * 8 + 1] = exp(x * 0.1);
  o[i * 8 + 2] = sin(y);
  o[i * 8 + 3] = fma(x, y, -1.0 / 3.0);
  o[i * 8 + 4] = x / y;
  o[i * 8 + 5] = (double)li[i];
  o[i * 8 + 6] = convert_double(convert_ulong((ulong)li[i] >> 1));
  o[i * 8 + 7] = rsqrt(fabs(y) + 1.0) + cos(x * 0.25);
  lo[i * 3] = convert_long(x * 1e12);
  lo[i * 3 + 1] = convert_long_sat(y * 1e20);
  lo[i * 3 + 2] = convert_long_rte(x * y * 1e9);
}
