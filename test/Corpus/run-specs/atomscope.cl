// OpenCL 2.0 atomics with explicit memory order and scope, on global and local atomic_int/atomic_uint.
kernel void atomscope(global const int *a, global atomic_int *gi, global atomic_uint *gu, global int *o) {
  local atomic_int li[3];
  int l = get_local_id(0);
  if (l == 0) {
    atomic_init(&li[0], 0);
    atomic_init(&li[1], 1 << 30);
    atomic_init(&li[2], 0);
  }
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  int x = a[get_global_id(0)];
  atomic_fetch_add_explicit(&gi[0], x, memory_order_relaxed, memory_scope_device);
  atomic_fetch_max_explicit(&gi[1], x, memory_order_relaxed, memory_scope_device);
  atomic_fetch_min_explicit(&gi[2], x, memory_order_acq_rel, memory_scope_device);
  atomic_fetch_or_explicit(&gu[0], 1u << (x & 31), memory_order_relaxed, memory_scope_device);
  atomic_fetch_xor_explicit(&gu[1], (uint)x * 2654435761u, memory_order_seq_cst, memory_scope_device);
  atomic_fetch_sub_explicit(&gu[2], (uint)(x & 255), memory_order_relaxed, memory_scope_device);
  atomic_fetch_add_explicit(&li[0], x, memory_order_relaxed, memory_scope_work_group);
  atomic_fetch_min_explicit(&li[1], x, memory_order_relaxed, memory_scope_work_group);
  int e = 0;
  atomic_compare_exchange_strong_explicit(&li[2], &e, 7, memory_order_acq_rel, memory_order_relaxed, memory_scope_work_group);
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  if (l == 0) {
    o[get_group_id(0) * 3 + 0] = atomic_load_explicit(&li[0], memory_order_relaxed, memory_scope_work_group);
    o[get_group_id(0) * 3 + 1] = atomic_load_explicit(&li[1], memory_order_relaxed, memory_scope_work_group);
    o[get_group_id(0) * 3 + 2] = atomic_exchange_explicit(&li[2], 0, memory_order_relaxed, memory_scope_work_group);
  }
}
