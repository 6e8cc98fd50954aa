// Exclusive prefix sum of bytes into uints, 512 bytes per work-group of 256
// (two elements per work-item, uchar2 loads), Blelloch up-/down-sweep in
// local memory; also writes each block's total.
#define WG 256
#define NB (2 * WG)

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void app_bytescan(__global const uchar2 *in, __global uint2 *out,
                  __global uint *block_sums) {
  __local uint s[NB];
  int lid = get_local_id(0);
  uchar2 v = in[get_global_id(0)];
  s[2 * lid] = v.x;
  s[2 * lid + 1] = v.y;
  int offset = 1;
  for (int d = NB >> 1; d > 0; d >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < d) {
      int ai = offset * (2 * lid + 1) - 1, bi = offset * (2 * lid + 2) - 1;
      s[bi] += s[ai];
    }
    offset <<= 1;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid == 0) {
    block_sums[get_group_id(0)] = s[NB - 1];
    s[NB - 1] = 0;
  }
  for (int d = 1; d < NB; d <<= 1) {
    offset >>= 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < d) {
      int ai = offset * (2 * lid + 1) - 1, bi = offset * (2 * lid + 2) - 1;
      uint t = s[ai];
      s[ai] = s[bi];
      s[bi] += t;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = (uint2)(s[2 * lid], s[2 * lid + 1]);
}
