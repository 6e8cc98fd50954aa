// Run-length encoding of 256-byte blocks: run heads are flagged, a
// work-efficient (Blelloch) exclusive scan in local memory numbers the runs,
// and each head writes its (value, length) pair.
#define WG 256

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void app_rle(__global const uchar *in, __global uchar *values,
             __global ushort *lengths, __global int *run_counts) {
  __local int scan[WG];
  __local int starts[WG + 1];
  int lid = get_local_id(0);
  int base = get_group_id(0) * WG;
  uchar c = in[base + lid];
  int head = lid == 0 || c != in[base + lid - 1];
  scan[lid] = head;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int d = 1; d < WG; d <<= 1) {
    int i = (lid + 1) * 2 * d - 1;
    if (i < WG)
      scan[i] += scan[i - d];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  int total = scan[WG - 1];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid == 0)
    scan[WG - 1] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int d = WG / 2; d > 0; d >>= 1) {
    int i = (lid + 1) * 2 * d - 1;
    if (i < WG) {
      int t = scan[i - d];
      scan[i - d] = scan[i];
      scan[i] += t;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  int run = scan[lid];
  if (head)
    starts[run] = lid;
  if (lid == 0)
    starts[total] = WG;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (head) {
    values[base + run] = c;
    lengths[base + run] = (ushort)(starts[run + 1] - lid);
  }
  if (lid == 0)
    run_counts[get_group_id(0)] = total;
}
