// Float atomic add emulated with a compare-exchange loop (divergent retry loop), global and local.
inline void atomic_add_f(volatile global float *p, float v) {
  uint old = as_uint(*p), nv;
  do { nv = as_uint(as_float(old) + v); } while ((nv = atomic_cmpxchg((volatile global uint *)p, old, nv)) != old ? (old = nv, 1) : 0);
}
inline void atomic_add_lf(volatile local float *p, float v) {
  uint old = as_uint(*p), nv;
  for (;;) {
    nv = atomic_cmpxchg((volatile local uint *)p, old, as_uint(as_float(old) + v));
    if (nv == old) break;
    old = nv;
  }
}
kernel void fatomcas(global const int *a, global float *g, global float *per) {
  local float ls[4];
  int l = get_local_id(0);
  if (l < 4) ls[l] = 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  float v = (float)a[get_global_id(0)];
  atomic_add_f(&g[a[get_global_id(0)] & 3], v);
  atomic_add_lf(&ls[l & 3], v * 0.5f);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l < 4) per[get_group_id(0) * 4 + l] = ls[l];
}
