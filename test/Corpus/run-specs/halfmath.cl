// half-precision arithmetic (cl_khr_fp16): vector ops, fma, min/max, conversions, compares.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void halfmath(global const half8 *a, global const half8 *b, global half8 *o, global short *s) {
  int i = get_global_id(0);
  half8 x = a[i], y = b[i];
  half8 r = fma(x, y, (half8)0.5h);
  r = r + x * (half)0.25h - fmin(x, y) + fmax(x, y);
  o[i * 2] = r;
  o[i * 2 + 1] = select(x, y, isgreater(x, y)) * (half)2.0h + convert_half8(convert_int8(x));
  s[i] = convert_short_sat_rte(x.s0 * (half)100.0h) + (short)(y.s3 < x.s5);
}
