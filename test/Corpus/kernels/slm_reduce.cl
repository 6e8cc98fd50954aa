// slm_reduce: classic tree reduction in local memory with work_group_barrier.
// Each work-group writes one partial sum.
// vISA: SLM scatter4_scaled/gather4_scaled on %slm, barrier, fence_local /
// fence_sw, goto-based loop with a uniform trip count, cmp predicates,
// shr of the stride.
// OCLOC-OPTIONS: -cl-std=CL2.0
kernel void slm_reduce(global const float *in, global float *out, local float *tmp) {
  size_t lid = get_local_id(0);
  size_t n = get_local_size(0);
  tmp[lid] = in[get_global_id(0)];
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = n / 2; s > 0; s >>= 1) {
    if (lid < s)
      tmp[lid] += tmp[lid + s];
    work_group_barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    out[get_group_id(0)] = tmp[0];
}
