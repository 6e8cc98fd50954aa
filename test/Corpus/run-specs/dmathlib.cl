// Double-precision library: cbrt hypot atan2 expm1 log1p erf tgamma fmod
// remainder remquo frexp modf ldexp nextafter fdim log10 exp10 pown rootn.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void dmathlib(global const double *a, global const double *b,
                     global double *o, global int *io) {
  int i = get_global_id(0);
  double x = a[i], y = b[i];
  global double *p = o + i * 16;
  p[0] = cbrt(x * 1000.0);
  p[1] = hypot(x, y);
  p[2] = atan2(x, y);
  p[3] = expm1(x * 0.01);
  p[4] = log1p(fabs(y));
  p[5] = erf(x * 0.3);
  p[6] = fmod(x, y);
  p[7] = remainder(x, y);
  int q, e;
  p[8] = remquo(x, y, &q);
  p[9] = frexp(x, &e);
  double ip;
  p[10] = modf(x * 1.37, &ip) + ip * 0.5;
  p[11] = ldexp(x, (i & 31) - 16);
  p[12] = nextafter(x, y);
  p[13] = fdim(x, y);
  p[14] = log10(fabs(x) + 1.0) + exp10(y * 0.1);
  p[15] = pown(x * 0.25, i & 7) + rootn(fabs(y) + 1.0, (i & 3) + 2);
  io[i * 2] = q & 7;
  io[i * 2 + 1] = e;
}
