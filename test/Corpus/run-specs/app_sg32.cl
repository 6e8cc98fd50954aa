// SIMD32 sub-group algorithms (cl_intel_subgroups at size 32): a
// sub-group-wide bitonic sort of one key per lane with xor shuffles, a
// segmented max with shuffle_up, and ballot-like counts via reductions.
__attribute__((intel_reqd_sub_group_size(32)))
__kernel void app_sg32(__global const int *in, __global int *sorted,
                       __global int *runmax, __global int *counts) {
  int gid = get_global_id(0);
  uint lane = get_sub_group_local_id();
  int v = in[gid];
  for (uint size = 2; size <= 32; size <<= 1) {
    for (uint stride = size >> 1; stride > 0; stride >>= 1) {
      int o = intel_sub_group_shuffle_xor(v, stride);
      bool up = ((lane & size) == 0);
      bool lower = (lane & stride) == 0;
      int lo = min(v, o), hi = max(v, o);
      v = (lower == up) ? lo : hi;
    }
  }
  sorted[gid] = v;
  int m = in[gid];
  for (uint d = 1; d < 32; d <<= 1) {
    int o = intel_sub_group_shuffle_up(m, m, d);
    if (lane >= d)
      m = max(m, o);
  }
  runmax[gid] = m;
  int negatives = sub_group_reduce_add(in[gid] < 0 ? 1 : 0);
  if (lane == 0)
    counts[gid / 32] = negatives;
}
