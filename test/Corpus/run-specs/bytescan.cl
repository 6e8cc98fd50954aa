// Exclusive prefix sum of bytes (uchar in, ushort out) over a 256-item group:
// each item loads a uchar4, scans locally, then a Blelloch scan of the sums in SLM.
kernel void bytescan(global const uchar4 *in, global ushort4 *out, global uint *totals) {
  local uint t[256];
  int l = get_local_id(0), i = get_global_id(0);
  uchar4 v = in[i];
  uint s0 = v.x, s1 = s0 + v.y, s2 = s1 + v.z, s3 = s2 + v.w;
  t[l] = s3;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int d = 1; d < 256; d <<= 1) { // up-sweep
    int k = (l + 1) * d * 2 - 1;
    if (k < 256)
      t[k] += t[k - d];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0) {
    totals[get_group_id(0)] = t[255];
    t[255] = 0;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int d = 128; d >= 1; d >>= 1) { // down-sweep
    int k = (l + 1) * d * 2 - 1;
    if (k < 256) {
      uint x = t[k - d];
      t[k - d] = t[k];
      t[k] += x;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  uint base = t[l];
  out[i] = convert_ushort4((uint4)(base, base + s0, base + s1, base + s2));
}
