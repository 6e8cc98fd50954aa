// wg_collectives: OpenCL 2.0 work-group functions: work_group_reduce_add,
// work_group_scan_inclusive_add / exclusive_max, work_group_broadcast,
// work_group_any / work_group_all.
// vISA: sub-group reductions combined through SLM (scatter/gather on %slm),
// barriers, per-lane scans with shifted register regions.
// OCLOC-OPTIONS: -cl-std=CL2.0
kernel void wg_collectives(global const int *in, global int *out) {
  size_t i = get_global_id(0);
  int x = in[i];
  int s = work_group_reduce_add(x);
  int p = work_group_scan_inclusive_add(x);
  int m = work_group_scan_exclusive_max(x);
  int b = work_group_broadcast(x, 0);
  int v = work_group_any(x < 0) + 2 * work_group_all(x < 1000);
  out[i] = s + 3 * p + 5 * m + 7 * b + v;
}
