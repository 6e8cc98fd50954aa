// Stream compaction with OpenCL 2.0 work-group functions: an exclusive
// work-group scan of keep flags gives each kept element its place in the
// group's output block, work_group_reduce_add its count, and a
// work_group_broadcast shares the group's first kept value.
__kernel void app_wgcompact(__global const float *in, float threshold,
                            __global float *out, __global int *counts,
                            __global float *firsts) {
  int gid = get_global_id(0);
  float v = in[gid];
  int keep = v > threshold;
  int pos = work_group_scan_exclusive_add(keep);
  int total = work_group_reduce_add(keep);
  int base = get_group_id(0) * get_local_size(0);
  if (keep)
    out[base + pos] = v;
  int first_lane = work_group_reduce_min(keep ? (int)get_local_id(0) : INT_MAX);
  float first = work_group_broadcast(v, first_lane == INT_MAX ? 0 : first_lane);
  if (get_local_id(0) == 0) {
    counts[get_group_id(0)] = total;
    firsts[get_group_id(0)] = first;
  }
}
