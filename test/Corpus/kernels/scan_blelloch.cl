// scan_blelloch: work-efficient exclusive prefix sum (Blelloch) over 2 x
// local-size elements in local memory, with up-sweep and down-sweep phases.
// vISA: SLM traffic with power-of-two strides, barriers inside uniform
// loops, shl/shr on offsets, predicated stores for the active half.
kernel void scan_blelloch(global const int *in, global int *out, local int *t) {
  int lid = get_local_id(0);
  int n = 2 * get_local_size(0);
  size_t base = get_group_id(0) * n;
  t[2 * lid] = in[base + 2 * lid];
  t[2 * lid + 1] = in[base + 2 * lid + 1];
  int off = 1;
  for (int d = n >> 1; d > 0; d >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < d) {
      int ai = off * (2 * lid + 1) - 1, bi = off * (2 * lid + 2) - 1;
      t[bi] += t[ai];
    }
    off <<= 1;
  }
  if (lid == 0)
    t[n - 1] = 0;
  for (int d = 1; d < n; d <<= 1) {
    off >>= 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < d) {
      int ai = off * (2 * lid + 1) - 1, bi = off * (2 * lid + 2) - 1;
      int v = t[ai];
      t[ai] = t[bi];
      t[bi] += v;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[base + 2 * lid] = t[2 * lid];
  out[base + 2 * lid + 1] = t[2 * lid + 1];
}
