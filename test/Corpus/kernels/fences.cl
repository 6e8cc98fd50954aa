// fences: OpenCL 1.x memory fences and barrier flavours: mem_fence,
// read_mem_fence, write_mem_fence on global and local memory, barrier with
// both fences.
// vISA: fence variants (global/local, commit/flush/invalidate flags,
// fence_sw when IGC only needs scheduling order), barrier.
kernel void fences(global int *g, global int *out) {
  local int l[256];
  int lid = get_local_id(0) & 255;
  g[get_global_id(0)] += 1;
  mem_fence(CLK_GLOBAL_MEM_FENCE);
  l[lid] = g[get_global_id(0)];
  write_mem_fence(CLK_LOCAL_MEM_FENCE);
  read_mem_fence(CLK_GLOBAL_MEM_FENCE);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  out[get_global_id(0)] = l[(lid + 3) % get_local_size(0)];
  mem_fence(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
}
