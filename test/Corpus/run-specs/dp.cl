#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void dp(global const double *a, global double *o, global long *l) {
  int i = get_global_id(0);
  double x = a[i];
  o[i * 4 + 0] = x * x - 3.0 * x + 1.0 / (x + 11.0);
  o[i * 4 + 1] = sqrt(fabs(x));
  o[i * 4 + 2] = (double)(long)(x * 1e6);
  o[i * 4 + 3] = fma(x, x, -x);
  l[i] = (long)(x * 1e12) / 7 + (long)(x * 1e9) % 13;
}
