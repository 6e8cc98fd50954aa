// Double-precision register pressure in divergent code: 12 double4
// accumulators updated under per-work-item branches in a loop (spills of
// 64-bit data under partial masks on BDW/SKL/BXT).
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#define NACC 12

__kernel void app_dspill(__global const double4 *in, __global const int *steps,
                         __global double4 *out) {
  int gid = get_global_id(0);
  double4 acc[NACC];
  for (int k = 0; k < NACC; ++k)
    acc[k] = in[(gid + 3 * k) & 127];
  int n = steps[gid];
  for (int i = 0; i < n; ++i) {
    double4 v = in[(gid + i) & 127];
    if ((gid + i) & 1) {
      for (int k = 0; k < NACC; ++k)
        acc[k] = fma(acc[k], v, (double4)(0.125 * k));
    } else {
      for (int k = NACC - 1; k > 0; --k)
        acc[k] = acc[k] - acc[k - 1] * 0.5;
    }
  }
  double4 s = (double4)(0.0);
  for (int k = 0; k < NACC; ++k)
    s += acc[k];
  out[gid] = s;
}
