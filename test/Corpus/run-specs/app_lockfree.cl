// Lock-free push of nodes onto per-bin linked lists in local memory with
// atomic_xchg on the list heads; each group then walks its lists. The
// list order depends on scheduling, so only order-independent results are
// written: list lengths, sums of the values, and a per-node flag that the
// walk reached it.
#define WG 128
#define BINS 16

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void app_lockfree(__global const int *vals, __global int *lens,
                  __global int *sums, __global int *reached) {
  __local int head[BINS];
  __local int next[WG];
  __local int seen[WG];
  int lid = get_local_id(0), gid = get_global_id(0);
  if (lid < BINS)
    head[lid] = -1;
  seen[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  int v = vals[gid];
  int bin = v & (BINS - 1);
  next[lid] = atomic_xchg(&head[bin], lid);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < BINS) {
    int len = 0, sum = 0;
    for (int n = head[lid]; n >= 0 && len <= WG; n = next[n]) {
      ++len;
      sum += vals[get_group_id(0) * WG + n];
      seen[n] = 1;
    }
    lens[get_group_id(0) * BINS + lid] = len;
    sums[get_group_id(0) * BINS + lid] = sum;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  reached[gid] = seen[lid];
}
