// A 3-D range with an odd 3x5x7 local size (105 work-items, partial SIMD
// threads) staging through SLM by linear local id, and per-dimension queries.
kernel void ndr3dodd(global const int *a, global int4 *o) {
  local int t[105];
  int lx = get_local_id(0), ly = get_local_id(1), lz = get_local_id(2);
  int ll = (lz * get_local_size(1) + ly) * get_local_size(0) + lx;
  size_t gl = (get_global_id(2) * get_global_size(1) + get_global_id(1)) * get_global_size(0) +
              get_global_id(0);
  t[ll] = a[gl];
  barrier(CLK_LOCAL_MEM_FENCE);
  int s = t[104 - ll] + t[(ll * 11) % 105];
  int grp = (get_group_id(2) * get_num_groups(1) + get_group_id(1)) * get_num_groups(0) + get_group_id(0);
  o[gl] = (int4)(s, grp, ll, (int)get_local_linear_id() - ll + (int)get_global_linear_id() - (int)gl);
}
