// Sub-group size fixed at 8: shuffles, broadcast, reduce and scan are fully defined.
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
__attribute__((intel_reqd_sub_group_size(8)))
kernel void sg8(global const int *a, global const float *f, global int *o, global float *of) {
  int i = get_global_id(0);
  int x = a[i];
  uint l = get_sub_group_local_id();
  o[i * 8 + 0] = sub_group_reduce_add(x);
  o[i * 8 + 1] = sub_group_scan_inclusive_add(x);
  o[i * 8 + 2] = sub_group_scan_exclusive_max(x);
  o[i * 8 + 3] = sub_group_broadcast(x, 5);
  o[i * 8 + 4] = intel_sub_group_shuffle(x, 7 - l);
  o[i * 8 + 5] = intel_sub_group_shuffle_down(x, x + 1000, 3);
  o[i * 8 + 6] = intel_sub_group_shuffle_up(x - 1000, x, 2);
  o[i * 8 + 7] = intel_sub_group_shuffle_xor(x, 5) + (int)get_sub_group_size() * 100000;
  of[i * 2] = sub_group_reduce_min(f[i]);
  of[i * 2 + 1] = intel_sub_group_shuffle(f[i], (l * 3) & 7);
}
