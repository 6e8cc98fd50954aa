// cl_khr_subgroups / cl_intel_subgroups: ids, reduce/scan, broadcast, shuffles, in a 2-D work-group.
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
kernel void subgrp(global const int *a, global const float *f, global int *o, global float *of) {
  size_t i = get_global_linear_id();
  int x = a[i];
  o[i * 8 + 0] = get_sub_group_id() * 1000 + get_sub_group_local_id();
  o[i * 8 + 1] = get_num_sub_groups() * 100 + get_sub_group_size();
  o[i * 8 + 2] = sub_group_reduce_add(x);
  o[i * 8 + 3] = sub_group_scan_exclusive_min(x);
  o[i * 8 + 4] = sub_group_scan_inclusive_max(x);
  o[i * 8 + 5] = sub_group_broadcast(x, 2);
  o[i * 8 + 6] = intel_sub_group_shuffle(x, (get_sub_group_local_id() * 5) % get_sub_group_size());
  o[i * 8 + 7] = intel_sub_group_shuffle_down(x, x * 3, 3) + intel_sub_group_shuffle_xor(x, 1) * 7;
  of[i] = sub_group_reduce_max(f[i]) + intel_sub_group_shuffle_up(f[i], -f[i], 1);
}
