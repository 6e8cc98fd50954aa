// OpenCL 2.0 work-group functions on a 2-D work-group: reduce, scans, broadcast, any/all.
kernel void wgfuncs(global const int *a, global const float *f, global int *o, global float *of) {
  size_t i = get_global_linear_id();
  int x = a[i];
  int r = work_group_reduce_max(x);
  int si = work_group_scan_inclusive_add(x);
  int se = work_group_scan_exclusive_min(x);
  int b = work_group_broadcast(x, 3, 1);
  int an = work_group_any(x > 990);
  int al = work_group_all(x > -1000);
  o[i * 4 + 0] = r + b;
  o[i * 4 + 1] = si;
  o[i * 4 + 2] = se;
  o[i * 4 + 3] = an * 2 + al;
  of[i] = work_group_reduce_add(f[i]) + work_group_scan_exclusive_max(f[i]);
}
