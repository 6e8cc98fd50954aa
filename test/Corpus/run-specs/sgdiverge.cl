// Sub-group operations inside divergent control flow at SIMD16: reductions
// and shuffles in loops with data-dependent trip counts (non-uniform ops),
// uniform branches on sub-group results (SG selects another sub-group size).
#pragma OPENCL EXTENSION cl_khr_subgroup_non_uniform_arithmetic : enable
#ifndef SG
#define SG 16
#endif
__attribute__((intel_reqd_sub_group_size(SG)))
kernel void sgdiverge(global const int *a, global int *o) {
  int i = get_global_id(0);
  uint lid = get_sub_group_local_id();
  int v = a[i];
  int acc = 0;
  for (int k = 0; k < (v & 7); ++k) {
    acc += sub_group_non_uniform_reduce_add(v + k);
    if (k == 2)
      acc ^= sub_group_non_uniform_scan_inclusive_max(v);
  }
  o[i * 4] = acc;
  int tot = sub_group_reduce_add(v);
  if (tot > 0) // uniform
    o[i * 4 + 1] = sub_group_shuffle(v, lid ^ 1);
  else
    o[i * 4 + 1] = sub_group_scan_exclusive_add(v);
  int r = 0;
  switch (v & 3) {
  case 0: r = sub_group_non_uniform_reduce_min(v); break;
  case 1: r = sub_group_non_uniform_reduce_max(v); break;
  default: r = sub_group_non_uniform_scan_inclusive_add(1); break;
  }
  o[i * 4 + 2] = r;
  o[i * 4 + 3] = sub_group_any(r > 100) + sub_group_all(r != 0) * 2;
}
