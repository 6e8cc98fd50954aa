// Degenerate work-groups: one work-item per group (local size 1), local
// memory, a barrier and work-group functions on a single item.
kernel void wgone(global const float *a, global float *o) {
  local float t[4];
  int i = get_global_id(0);
  t[get_local_id(0)] = a[i] * 2.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  float r = work_group_reduce_add(t[0]) + work_group_scan_exclusive_max(a[i]);
  o[i * 2] = r + (float)get_local_size(0) + (float)get_num_groups(0);
  o[i * 2 + 1] = work_group_broadcast(a[i], 0) - (float)work_group_all(a[i] > 0.0f);
}
