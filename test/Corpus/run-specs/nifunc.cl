// Work-item functions called inside non-inlined functions (implicit arguments reach callees).
__attribute__((noinline)) size_t where(int d) { return get_global_id(d) * 1000 + get_local_id(d) * 10 + get_group_id(d); }
__attribute__((noinline)) uint sizes(void) { return get_local_size(0) * 100 + get_num_groups(1) * 10 + get_work_dim(); }
kernel void nifunc(global ulong *o, global uint *os) {
  size_t i = get_global_id(1) * get_global_size(0) + get_global_id(0);
  o[i * 2] = where(0);
  o[i * 2 + 1] = where(1);
  os[i] = sizes() + (uint)get_global_size(0);
}
