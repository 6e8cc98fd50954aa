// cl_khr_subgroup_ballot / non_uniform_arithmetic inside divergent branches (only active items take part), size 16.
#pragma OPENCL EXTENSION cl_khr_subgroup_ballot : enable
#pragma OPENCL EXTENSION cl_khr_subgroup_non_uniform_arithmetic : enable
#pragma OPENCL EXTENSION cl_khr_subgroup_non_uniform_vote : enable
__attribute__((intel_reqd_sub_group_size(16)))
kernel void sgnonuni(global const int *a, global int *o) {
  int i = get_global_id(0);
  int x = a[i];
  uint4 bal = sub_group_ballot(x > 0);
  o[i * 6 + 0] = (int)bal.x;
  o[i * 6 + 1] = (int)sub_group_ballot_bit_count(bal) * 100 + (int)sub_group_ballot_inclusive_scan(bal);
  o[i * 6 + 2] = 0; o[i * 6 + 3] = 0;
  if (x > 0) {
    o[i * 6 + 2] = sub_group_non_uniform_reduce_add(x);
    o[i * 6 + 3] = sub_group_non_uniform_scan_inclusive_max(x) + sub_group_elect() * 100000;
  } else {
    o[i * 6 + 2] = sub_group_non_uniform_reduce_min(x);
    o[i * 6 + 3] = sub_group_non_uniform_broadcast(x, (uint)sub_group_ballot_find_lsb(sub_group_ballot(1)));
  }
  o[i * 6 + 4] = sub_group_non_uniform_all(x > -500) + 2 * sub_group_non_uniform_any(x > 990);
  o[i * 6 + 5] = sub_group_non_uniform_reduce_xor(x) + (int)sub_group_ballot_find_msb(bal);
}
