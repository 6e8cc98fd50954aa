// fp64_math: double-precision rounding and a few transcendental built-ins
// (floor/ceil/rint/trunc/round, rsqrt, exp, log). Refused on ICLLP/TGLLP.
// vISA: rounding on df (rnde, or and/shr/cmp bit manipulation), long df
// polynomial sequences with mad, divm/sqrtm (SKL-style IEEE macros) and inv,
// bit casts between df and q for exponent manipulation, faddr of IGC's
// math tables.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void fp64_math(global const double *a, global double *out) {
  size_t i = get_global_id(0);
  double x = a[i];
  double r = floor(x) + ceil(x) * 2.0 + rint(x) * 3.0 + trunc(x) * 4.0 + round(x) * 5.0;
  r += rsqrt(fabs(x) + 1.0);
  r += exp(x * 0.01);
  r += log(fabs(x) + 2.0);
  out[i] = r;
}
