// LZ77 match finding: for each position of a byte stream, the longest
// earlier match within a 256-byte window (at most 32 bytes long), as
// (distance, length); the group stages its window and block in local
// memory. Divergent nested loops with early exits.
// -DSIMD32 asks for SIMD32.
#define WG 64
#define WIN 256
#define MAXLEN 32

#ifdef SIMD32
__attribute__((intel_reqd_sub_group_size(32)))
#endif
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void app_lz77(__global const uchar *data, int n, __global ushort2 *matches) {
  __local uchar buf[WIN + WG + MAXLEN];
  int lid = get_local_id(0);
  int start = get_group_id(0) * WG;
  int base = start - WIN;
  for (int i = lid; i < WIN + WG + MAXLEN; i += WG) {
    int g = base + i;
    buf[i] = g >= 0 && g < n ? data[g] : 0;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  int pos = start + lid;
  int p = WIN + lid;
  int limit = min(MAXLEN, n - pos);
  ushort best_len = 0, best_dist = 0;
  for (int dist = 1; dist <= WIN && pos - dist >= 0; ++dist) {
    int len = 0;
    while (len < limit && buf[p - dist + len] == buf[p + len])
      ++len;
    if (len > best_len) {
      best_len = len;
      best_dist = dist;
      if (len == limit)
        break;
    }
  }
  matches[pos] = (ushort2)(best_dist, best_len);
}
