// Sub-group operations on long and double values with a fixed sub-group size of 16.
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__attribute__((intel_reqd_sub_group_size(16)))
kernel void sgdbl(global const long *a, global const double *d, global long *o, global double *od) {
  int i = get_global_id(0);
  long x = a[i];
  uint l = get_sub_group_local_id();
  o[i * 4 + 0] = sub_group_reduce_add(x);
  o[i * 4 + 1] = sub_group_scan_inclusive_max(x);
  o[i * 4 + 2] = intel_sub_group_shuffle(x, (l + 5) & 15);
  o[i * 4 + 3] = sub_group_broadcast(x, 11);
  od[i * 2] = intel_sub_group_shuffle_down(d[i], -d[i], 4);
  od[i * 2 + 1] = sub_group_reduce_max(d[i]);
}
