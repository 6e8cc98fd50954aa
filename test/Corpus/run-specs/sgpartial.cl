// Partial sub-groups: a work-group of 12 with sub-group size 8, and non-uniform control flow around sub-group ops.
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
__attribute__((intel_reqd_sub_group_size(8)))
kernel void sgpartial(global const int *a, global int *o) {
  int i = get_global_linear_id();
  int x = a[i];
  o[i * 6 + 0] = get_sub_group_size() * 100 + get_sub_group_local_id() * 10 + get_sub_group_id();
  o[i * 6 + 1] = sub_group_reduce_add(x);
  o[i * 6 + 2] = sub_group_scan_exclusive_add(x);
  o[i * 6 + 3] = sub_group_reduce_min(x);
  o[i * 6 + 4] = sub_group_broadcast(x, 0) + get_num_sub_groups() * 100000;
  o[i * 6 + 5] = sub_group_any(x > 40) + 2 * sub_group_all(x > -40);
}
