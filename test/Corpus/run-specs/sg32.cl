// Sub-group size 32 (where IGC accepts it): reduce, scan, shuffles across both SIMD16 halves.
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
__attribute__((intel_reqd_sub_group_size(32)))
kernel void sg32(global const int *a, global int *o) {
  int i = get_global_id(0);
  int x = a[i];
  uint l = get_sub_group_local_id();
  o[i * 6 + 0] = sub_group_reduce_max(x);
  o[i * 6 + 1] = sub_group_scan_inclusive_add(x);
  o[i * 6 + 2] = intel_sub_group_shuffle(x, 31 - l);
  o[i * 6 + 3] = intel_sub_group_shuffle_down(x, -x, 17);
  o[i * 6 + 4] = sub_group_broadcast(x, 20) + (int)get_sub_group_size();
  o[i * 6 + 5] = sub_group_any(x > 900) * 2 + sub_group_all(x > -1001);
}
