// The same exactly-specified functions on double (fp64 platforms), plus double <-> float/int conversions with rounding modes.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void dround(global const double2 *a, global const double2 *b, global double2 *o, global int2 *oi, global float2 *of) {
  int i = get_global_id(0);
  double2 x = a[i], y = b[i];
  double2 fl;
  int2 e;
  o[i * 6 + 0] = rint(x) + 10.0 * round(y);
  o[i * 6 + 1] = trunc(x) - floor(y) * 3.0 + ceil(x * 0.37);
  o[i * 6 + 2] = fract(x, &fl) + fl * 0.001;
  o[i * 6 + 3] = frexp(x, &e) + ldexp(y, convert_int2(x) & 7);
  o[i * 6 + 4] = fmod(x, y) + copysign(fabs(y), x);
  o[i * 6 + 5] = fmax(x, -y) + fmin(y, -x) + sqrt(y) / y;
  oi[i * 2] = e + ilogb(y) * 100;
  oi[i * 2 + 1] = convert_int2_rte(x * 1000.0) ^ convert_int2_rtn(y * 100.0) ^ convert_int2_sat(x * 1e9);
  of[i * 2] = convert_float2_rtz(x * y);
  of[i * 2 + 1] = convert_float2_rtp(x / 3.0) + convert_float2_rtn(y / 7.0);
}
