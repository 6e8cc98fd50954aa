// A large NDRange (1M work-items in 4096 groups) with SLM and a barrier: a 3-point stencil over 1M floats.
kernel void bigrun(global const float *in, global float *out) {
  local float t[258];
  int lid = get_local_id(0), g = get_global_id(0), n = get_global_size(0);
  t[lid + 1] = in[g];
  if (lid == 0) t[0] = in[g > 0 ? g - 1 : 0];
  if (lid == get_local_size(0) - 1) t[lid + 2] = in[g + 1 < n ? g + 1 : g];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[g] = 0.25f * t[lid] + 0.5f * t[lid + 1] + 0.25f * t[lid + 2];
}
