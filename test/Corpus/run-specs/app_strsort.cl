// Sorting 16-byte keys (uchar16) per work-group in local memory: a
// parallel rank sort where each work-item compares its key with every
// other key lexicographically (first differing byte, ties by index) and
// scatters it to its rank; the byte comparison loop exits early.
#define WG 64

static int key_less(uchar16 a, uchar16 b) {
  uchar ab[16], bb[16];
  vstore16(a, 0, ab);
  vstore16(b, 0, bb);
  for (int i = 0; i < 16; ++i)
    if (ab[i] != bb[i])
      return ab[i] < bb[i];
  return 0;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void app_strsort(__global const uchar16 *keys, __global uchar16 *sorted,
                 __global int *ranks) {
  __local uchar16 k[WG];
  int lid = get_local_id(0), base = get_group_id(0) * WG;
  k[lid] = keys[base + lid];
  barrier(CLK_LOCAL_MEM_FENCE);
  uchar16 mine = k[lid];
  int rank = 0;
  for (int j = 0; j < WG; ++j) {
    uchar16 other = k[j];
    if (key_less(other, mine) || (j < lid && !key_less(mine, other)))
      ++rank;
  }
  sorted[base + rank] = mine;
  ranks[base + lid] = rank;
}
