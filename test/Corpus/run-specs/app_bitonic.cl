// Full bitonic sort of 512 key/value pairs (uint keys, uint payloads, 4 KB)
// per work-group in local memory, 256 work-items, ascending or descending.
#define NSORT 512

__kernel __attribute__((reqd_work_group_size(NSORT / 2, 1, 1)))
void app_bitonic(__global uint *keys, __global uint *vals, int descending) {
  __local uint k[NSORT];
  __local uint v[NSORT];
  int lid = get_local_id(0);
  int base = get_group_id(0) * NSORT;
  k[lid] = keys[base + lid];
  k[lid + NSORT / 2] = keys[base + lid + NSORT / 2];
  v[lid] = vals[base + lid];
  v[lid + NSORT / 2] = vals[base + lid + NSORT / 2];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int size = 2; size <= NSORT; size <<= 1) {
    for (int stride = size >> 1; stride > 0; stride >>= 1) {
      int pos = 2 * lid - (lid & (stride - 1));
      bool dir = ((pos & size) == 0) != (descending != 0);
      uint ka = k[pos], kb = k[pos + stride];
      if ((ka > kb) == dir) {
        uint va = v[pos], vb = v[pos + stride];
        k[pos] = kb;
        k[pos + stride] = ka;
        v[pos] = vb;
        v[pos + stride] = va;
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
  keys[base + lid] = k[lid];
  keys[base + lid + NSORT / 2] = k[lid + NSORT / 2];
  vals[base + lid] = v[lid];
  vals[base + lid + NSORT / 2] = v[lid + NSORT / 2];
}
