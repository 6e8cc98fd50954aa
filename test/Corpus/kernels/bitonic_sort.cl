// bitonic_sort: in-work-group bitonic sort of 256 keys in local memory
// (work-group size 128, two keys per work-item).
// Loops are kept rolled (#pragma unroll 1) to keep the dump small.
// vISA: nested uniform loops with barriers, SLM gather/scatter at
// data-dependent pairs, xor on indices, min/max or cmp+sel for the
// compare-exchange.
#define N 256
kernel void bitonic_sort(global int *data) {
  local int k[N];
  int lid = get_local_id(0);
  size_t base = get_group_id(0) * N;
  k[lid] = data[base + lid];
  k[lid + N / 2] = data[base + lid + N / 2];
  barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll 1
  for (int size = 2; size <= N; size <<= 1) {
#pragma unroll 1
    for (int stride = size >> 1; stride > 0; stride >>= 1) {
      int i = 2 * lid - (lid & (stride - 1));
      int j = i + stride;
      bool up = ((i & size) == 0);
      int a = k[i], b = k[j];
      if ((a > b) == up) {
        k[i] = b;
        k[j] = a;
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
  data[base + lid] = k[lid];
  data[base + lid + N / 2] = k[lid + N / 2];
}
