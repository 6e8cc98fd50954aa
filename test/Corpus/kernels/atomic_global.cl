// atomic_global: every OpenCL 1.x 32-bit atomic on global int and uint.
// Only commutative results are observed (counters, min/max, and/or/xor) or
// each work-item uses its own slot (xchg/cmpxchg), so the result is
// deterministic.
// vISA: svm_atomic.{add,sub,inc,dec,min,max,minsint,maxsint,and,or,xor,xchg,
// cmpxchg} or dword_atomic on a bound surface; IGC may merge uniform atomics
// with sub-group reductions (sel/cmp/min/max around a single lane).
kernel void atomic_global(global int *g, global uint *u, global int *slots) {
  int i = get_global_id(0);
  atomic_add(&g[0], i);
  atomic_sub(&g[1], i);
  atomic_inc(&g[2]);
  atomic_dec(&g[3]);
  atomic_min(&g[4], i - 100);
  atomic_max(&g[5], i - 100);
  atomic_and(&g[6], ~(1 << (i & 31)));
  atomic_or(&g[7], 1 << (i & 31));
  atomic_xor(&g[8], i * 0x01010101);
  atomic_min(&u[0], (uint)i * 3u);
  atomic_max(&u[1], (uint)i * 3u);
  int old = atomic_xchg(&slots[2 * i], i + 7);
  atomic_cmpxchg(&slots[2 * i + 1], old, i + 9);
}
