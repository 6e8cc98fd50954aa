// Stream-compaction counters (order-independent results) with a global atomic counter and a per-group local counter (append buffers).
kernel void compact(global const int *in, global int *out, global int *cnt, global int *gcnt) {
  local int lc;
  local int base;
  int i = get_global_id(0), lid = get_local_id(0);
  if (lid == 0) lc = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  int v = in[i];
  int slot = -1;
  if (v % 3 == 0) slot = atomic_inc(&lc);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid == 0) { base = atomic_add(cnt, lc); gcnt[get_group_id(0)] = lc; }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[i] = slot >= 0 ? v : 0;
  if (slot >= 0) atomic_add(&gcnt[4 + get_group_id(0)], slot + 1);
  atomic_max(&cnt[1], v);
  atomic_min(&cnt[2], v);
  atomic_xchg(&cnt[3], 7);
  if (v == in[0]) atomic_cmpxchg(&cnt[4], 0, 1);
}
