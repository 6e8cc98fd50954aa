// intel_reqd_sub_group_size(8) with a 2-D group and reqd_work_group_size: sub-group ops mixed with SLM + barriers.
__attribute__((intel_reqd_sub_group_size(8)))
__attribute__((reqd_work_group_size(8, 4, 1)))
kernel void reqdsg(global const int *a, global int *o) {
  local int t[32];
  int lid = get_local_linear_id();
  int x = a[get_global_id(1) * get_global_size(0) + get_global_id(0)];
  int s = sub_group_reduce_add(x);
  int m = sub_group_scan_inclusive_max(x);
  t[lid] = s;
  barrier(CLK_LOCAL_MEM_FENCE);
  int other = t[(lid + 8) & 31];
  o[(get_global_id(1) * get_global_size(0) + get_global_id(0)) * 3 + 0] = other;
  o[(get_global_id(1) * get_global_size(0) + get_global_id(0)) * 3 + 1] = m + get_sub_group_id() * 1000;
  o[(get_global_id(1) * get_global_size(0) + get_global_id(0)) * 3 + 2] = sub_group_broadcast(x, 7) + get_sub_group_local_id();
}
