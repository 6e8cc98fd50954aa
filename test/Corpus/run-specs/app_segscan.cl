// Segmented inclusive scan (sum) of ints with head flags, per work-group, in
// local memory: Hillis-Steele on (flag, value) pairs. -DSIMD32 asks for
// SIMD32.
#define WG 128

#ifdef SIMD32
__attribute__((intel_reqd_sub_group_size(32)))
#endif
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void app_segscan(__global const int *in, __global const uchar *heads,
                 __global int *out, __global int *seg_ends) {
  __local int val[2][WG];
  __local uchar flag[2][WG];
  int lid = get_local_id(0), gid = get_global_id(0);
  int cur = 0;
  val[0][lid] = in[gid];
  flag[0][lid] = lid == 0 ? 1 : heads[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int off = 1; off < WG; off <<= 1) {
    int v = val[cur][lid];
    uchar f = flag[cur][lid];
    if (lid >= off && !f) {
      v += val[cur][lid - off];
      f = flag[cur][lid - off];
    }
    val[1 - cur][lid] = v;
    flag[1 - cur][lid] = f;
    cur = 1 - cur;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  int result = val[cur][lid];
  out[gid] = result;
  bool last = lid == WG - 1 || heads[gid + 1];
  seg_ends[gid] = last ? result : 0;
}
