kernel void cmpx(global int *counter, global int *slots, global float *fsum, global const float *v) {
  int i = get_global_id(0);
  int old, want;
  do { old = *counter; want = old + 1; } while (atomic_cmpxchg(counter, old, want) != old);
  slots[i] = atomic_max(&slots[64], i) >= 0 ? 1 : 0;
  atomic_xchg(&slots[65 + (i & 7)], i & ~7);
  atomic_min(&slots[73], -i);
  atomic_or(&slots[74], 1 << (i & 31));
}
