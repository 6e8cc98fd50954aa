// msg_surface: the OpenCL meaning of msg_surface.visaasm, a hand-written
// vISA kernel that moves each 16-dword segment j of `in` to `out` through
// different surface message forms (untyped and byte scattered gathers and
// scatters of 4 to 32 lanes, global offsets, predicates, several
// channels, SLM), adding j on the way. The last segment goes through SLM,
// as here.
__attribute__((intel_reqd_sub_group_size(16)))
kernel void msg_surface(global const uint *in, global uint *out) {
  local uint tmp[16];
  uint i = get_global_id(0);
  for (uint j = 0; j < 15; ++j)
    out[j * 16 + i] = in[j * 16 + i] + j;
  tmp[i] = in[240 + i];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[240 + i] = tmp[i] + 15;
}
