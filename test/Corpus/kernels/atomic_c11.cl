// atomic_c11: OpenCL 2.0 C11-style atomics with explicit memory orders and
// scopes, atomic_flag, atomic_work_item_fence and work_group_barrier with
// memory_scope_device.
// vISA: svm_atomic / dword_atomic with fence_global / fence_local around
// them (acquire/release/seq_cst lowering), fence with L1/flush modifiers,
// barrier.
// OCLOC-OPTIONS: -cl-std=CL2.0
kernel void atomic_c11(global atomic_int *ai, global atomic_uint *au,
                       global atomic_float *af, global int *out) {
  int i = get_global_id(0);
  atomic_fetch_add_explicit(&ai[0], i, memory_order_relaxed, memory_scope_device);
  atomic_fetch_sub_explicit(&ai[1], i, memory_order_acq_rel, memory_scope_work_group);
  atomic_fetch_or_explicit(&au[0], 1u << (i & 31), memory_order_release);
  atomic_fetch_and(&au[1], ~(1u << (i & 31)));
  atomic_fetch_xor(&au[2], (uint)i);
  atomic_fetch_min(&ai[2], -i);
  atomic_fetch_max_explicit(&au[3], (uint)i, memory_order_seq_cst, memory_scope_device);
  int expected = 0;
  atomic_compare_exchange_strong(&ai[3], &expected, 1);
  atomic_store_explicit(&af[1 + i], (float)i, memory_order_release, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acq_rel, memory_scope_device);
  work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_device);
  out[i] = (int)atomic_load_explicit(&af[1 + i], memory_order_acquire) + atomic_load(&ai[4]);
}
