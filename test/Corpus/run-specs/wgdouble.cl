// Work-group reduce/scan/broadcast on double and ulong over a 2-D work-group.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void wgdouble(global const double *a, global const ulong *b, global double *o, global ulong *uo) {
  int i = get_global_id(1) * get_global_size(0) + get_global_id(0);
  double x = a[i];
  ulong y = b[i];
  o[i * 5 + 0] = work_group_reduce_add(x);
  o[i * 5 + 1] = work_group_reduce_min(x) + work_group_reduce_max(x);
  o[i * 5 + 2] = work_group_scan_inclusive_add(x);
  o[i * 5 + 3] = work_group_scan_exclusive_max(x);
  o[i * 5 + 4] = work_group_broadcast(x, 3, 1);
  uo[i * 3 + 0] = work_group_reduce_add(y);
  uo[i * 3 + 1] = work_group_scan_exclusive_add(y);
  uo[i * 3 + 2] = work_group_scan_inclusive_min(y) ^ work_group_reduce_max(y);
}
