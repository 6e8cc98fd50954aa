// double8 accumulators (fp64 platforms only): register pressure with 64-bit lanes.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void dbl8acc(global const double8 *a, global double8 *o, global long *lo) {
  int i = get_global_id(0);
  double8 s = 0, p = 1, m = a[i];
  for (int k = 0; k < 12; ++k) {
    double8 y = a[(i * 7 + k) & 63];
    s += y * (double)(k + 1);
    p = p * 0.5 + y;
    m = fmin(m, y);
  }
  o[i * 3] = s;
  o[i * 3 + 1] = p;
  o[i * 3 + 2] = m;
  lo[i] = convert_long(s.s0 * 1000.0) + convert_long(p.s7 * 1000.0);
}
