// msg_block: the OpenCL meaning of msg_block.visaasm, a hand-written vISA
// kernel run as two SIMD16 threads: segment 0 crosses between the threads
// through SLM (a barrier and fences), segment 1 through SLM again after a
// split barrier, segments 2-5 through OWord block reads and writes of
// each thread's 64 bytes; each adds its segment number on the way.
__attribute__((intel_reqd_sub_group_size(16)))
kernel void msg_block(global const uint *in, global uint *out) {
  local uint tmp[32];
  uint i = get_local_id(0);
  tmp[i] = in[i] + 100;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[i] = tmp[31 - i];
  for (uint j = 1; j < 6; ++j)
    out[j * 32 + i] = in[j * 32 + i] + j;
}
