// A kernel that asks for a work-group walk order (y fastest) via intel_reqd_workgroup_walk_order, with
// sub-group-free code whose results depend only on the ids.
__attribute__((intel_reqd_workgroup_walk_order(1, 0, 2)))
kernel void walkord(global uint *o) {
  local uint t[64];
  uint lid = get_local_linear_id();
  t[lid] = get_local_id(0) * 100 + get_local_id(1) * 10 + get_local_id(2);
  barrier(CLK_LOCAL_MEM_FENCE);
  size_t g = (get_global_id(2) * get_global_size(1) + get_global_id(1)) * get_global_size(0) + get_global_id(0);
  o[g] = t[63 - lid] + (uint)get_group_id(0) * 1000 + (uint)get_group_id(1) * 10000;
}
