// OpenCL 2.0 atomics on global and local atomic_int / atomic_uint, with memory orders; results order-independent.
kernel void atom20(global atomic_int *g, global atomic_uint *u, global int *o) {
  local atomic_int l[4];
  int i = get_global_id(0), lid = get_local_id(0);
  if (lid < 4) atomic_init(&l[lid], lid == 1 ? 1000000 : 0);
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  atomic_fetch_add_explicit(&l[0], i, memory_order_relaxed, memory_scope_work_group);
  atomic_fetch_min_explicit(&l[1], i * 7 - 300, memory_order_relaxed, memory_scope_work_group);
  atomic_fetch_or(&l[2], 1 << (i & 30));
  atomic_fetch_add_explicit(&g[i & 7], i, memory_order_acq_rel);
  atomic_fetch_sub(&g[8], 1);
  atomic_fetch_max_explicit(&u[0], (uint)(i * 2654435761u), memory_order_seq_cst);
  atomic_fetch_xor(&u[1], (uint)i * 3u);
  int e = atomic_load_explicit(&l[3], memory_order_relaxed);
  while (!atomic_compare_exchange_weak(&l[3], &e, e + lid + 1))
    ;
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  if (lid == 0) {
    o[get_group_id(0) * 4 + 0] = atomic_load(&l[0]);
    o[get_group_id(0) * 4 + 1] = atomic_load_explicit(&l[1], memory_order_acquire);
    o[get_group_id(0) * 4 + 2] = atomic_load(&l[2]);
    o[get_group_id(0) * 4 + 3] = atomic_load(&l[3]);
  }
}
