// atomic_float: float atomic_xchg on global and local memory (the only float
// atomic in OpenCL 1.2). Each work-item exchanges its own slot.
// vISA: svm_atomic.xchg / dword_atomic.xchg with float data reinterpreted as
// integer, SLM dword_atomic.
kernel void atomic_float(global float *g, global float *old_out) {
  local float l[256];
  int lid = get_local_id(0) & 255;
  l[lid] = 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  float v = (float)get_global_id(0) * 0.5f;
  float o1 = atomic_xchg(&g[get_global_id(0)], v);
  float o2 = atomic_xchg(&l[lid], o1 + 1.0f);
  barrier(CLK_LOCAL_MEM_FENCE);
  old_out[get_global_id(0)] = o2 + l[lid];
}
