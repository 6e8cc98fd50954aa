// A 1024-work-item group (the most IGC allows): tree reduction in SLM with barriers across every thread.
kernel void wg1024(global const uint *in, global uint *out) {
  local uint s[1024];
  uint lid = get_local_id(0);
  s[lid] = in[get_global_id(0)] ^ (lid * 2654435761u);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint st = 512; st > 0; st >>= 1) {
    if (lid < st) s[lid] = s[lid] + rotate(s[lid + st], 3u);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = s[0] + s[lid & 7] * lid;
}
