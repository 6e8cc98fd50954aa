// OpenCL 2.0 atomic_fetch_*_explicit with memory_scope_work_group and
// memory_scope_device on local and global atomic_int/uint, atomic_flag,
// atomic_compare_exchange_strong/weak, atomic_load/store; order-independent results.
kernel void atomexplicit(global const int *a, global atomic_int *g, global atomic_uint *gu,
                         global int *o) {
  local atomic_int li[6];
  local atomic_flag lf;
  int l = get_local_id(0), i = get_global_id(0);
  if (l < 6)
    atomic_init(&li[l], l == 3 ? 0x7fffffff : 0);
  if (l == 0)
    atomic_flag_clear_explicit(&lf, memory_order_relaxed, memory_scope_work_group);
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  int v = a[i];
  atomic_fetch_add_explicit(&li[0], v, memory_order_relaxed, memory_scope_work_group);
  atomic_fetch_sub_explicit(&li[1], v & 0xff, memory_order_acq_rel, memory_scope_work_group);
  atomic_fetch_or_explicit(&li[2], 1 << (v & 31), memory_order_release, memory_scope_work_group);
  atomic_fetch_min_explicit(&li[3], v, memory_order_relaxed, memory_scope_work_group);
  atomic_fetch_max_explicit(&li[4], v, memory_order_seq_cst, memory_scope_work_group);
  if (!atomic_flag_test_and_set_explicit(&lf, memory_order_acq_rel, memory_scope_work_group))
    atomic_fetch_add_explicit(&li[5], 1, memory_order_relaxed, memory_scope_work_group);
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  if (l < 6)
    atomic_fetch_add_explicit(&g[l], atomic_load_explicit(&li[l], memory_order_relaxed,
                                                          memory_scope_work_group),
                              memory_order_relaxed, memory_scope_device);
  atomic_fetch_xor_explicit(&gu[0], (uint)v, memory_order_relaxed, memory_scope_device);
  atomic_fetch_and_explicit(&gu[1], (uint)v | 0x0f0f0f0fu, memory_order_release, memory_scope_device);
  atomic_fetch_max_explicit(&gu[2], (uint)v, memory_order_relaxed, memory_scope_device);
  atomic_fetch_min_explicit(&gu[3], (uint)v, memory_order_relaxed, memory_scope_device);
  uint seen = atomic_fetch_add_explicit(&gu[4], 1u, memory_order_acq_rel, memory_scope_device);
  int e = 0;
  bool won = atomic_compare_exchange_strong(&g[6], &e, 1);
  atomic_fetch_add(&g[7], won ? 1000 : 1);
  int cur = atomic_load(&g[8]);
  while (!atomic_compare_exchange_weak(&g[8], &cur, cur + (v & 15)))
    ;
  o[i] = seen < get_global_size(0) ? 1 : 0;
  atomic_store_explicit(&gu[5], 77u, memory_order_relaxed, memory_scope_device);
}
