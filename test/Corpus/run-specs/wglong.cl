// Work-group functions on long, uint and float over a 3-D group.
kernel void wglong(global const long *a, global const float *f, global long *o, global float *of, global uint *ou) {
  size_t i = get_global_linear_id();
  long x = a[i];
  o[i * 2] = work_group_reduce_min(x) + work_group_broadcast(x, 1, 1, 1);
  o[i * 2 + 1] = work_group_scan_exclusive_add(x);
  of[i] = work_group_reduce_max(f[i]) - work_group_scan_inclusive_min(f[i]);
  ou[i] = work_group_reduce_add((uint)get_local_linear_id()) + work_group_any(x == a[0]);
}
