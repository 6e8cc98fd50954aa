// Robust statistics over data with NaNs and infinities: per-group fmin /
// fmax (which ignore a NaN operand), a count of NaNs (isnan), the sum of
// the finite values (isfinite), all through a local tree reduction.
#define WG 128

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void app_nanreduce(__global const float *x, __global float4 *stats,
                   __global int *nans) {
  __local float lo[WG], hi[WG], sum[WG];
  __local int cnt[WG];
  int lid = get_local_id(0);
  float v = x[get_global_id(0)];
  lo[lid] = v;
  hi[lid] = v;
  sum[lid] = isfinite(v) ? v : 0.0f;
  cnt[lid] = isnan(v);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = WG / 2; s > 0; s >>= 1) {
    if (lid < s) {
      lo[lid] = fmin(lo[lid], lo[lid + s]);
      hi[lid] = fmax(hi[lid], hi[lid + s]);
      sum[lid] += sum[lid + s];
      cnt[lid] += cnt[lid + s];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0) {
    stats[get_group_id(0)] = (float4)(lo[0], hi[0], sum[0], (float)cnt[0]);
    nans[get_group_id(0)] = cnt[0];
  }
}
