// Sub-group size 32: ballot and non-uniform operations inside divergent branches and a divergent loop.
#pragma OPENCL EXTENSION cl_khr_subgroup_ballot : enable
#pragma OPENCL EXTENSION cl_khr_subgroup_non_uniform_arithmetic : enable
__attribute__((intel_reqd_sub_group_size(32)))
kernel void sgdiv32(global const int *a, global int *o) {
  int i = get_global_id(0);
  int x = a[i];
  uint l = get_sub_group_local_id();
  int r0 = -1, r1 = -1, r2 = 0;
  if (l & 1) {
    uint4 b = sub_group_ballot(x > 0);
    r0 = (int)b.x;
    r1 = sub_group_non_uniform_scan_exclusive_add(x);
  } else if (l < 20) {
    r0 = (int)sub_group_ballot_bit_count(sub_group_ballot(1));
    r1 = sub_group_non_uniform_reduce_max(x);
  }
  for (int k = 0; k < (x & 7); ++k)
    r2 += sub_group_non_uniform_reduce_add(k + 1);
  o[i * 3 + 0] = r0;
  o[i * 3 + 1] = r1;
  o[i * 3 + 2] = r2;
}
