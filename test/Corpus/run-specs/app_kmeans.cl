// k-means assignment step: 8-feature points (float8 loads) against 16
// centroids in constant memory; each point gets its nearest centroid and
// distance, and the group counts members per cluster in local memory before
// adding them to the global counts.
#define K 16
#define D 8

__kernel void app_kmeans(__global const float *points,
                         __constant float8 *centroids, __global int *assign,
                         __global float *dist, __global uint *counts) {
  __local uint local_counts[K];
  int lid = get_local_id(0), gid = get_global_id(0);
  if (lid < K)
    local_counts[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);

  float8 p = vload8(gid, points);
  int best = 0;
  float bestd = INFINITY;
  for (int k = 0; k < K; ++k) {
    float8 d = p - centroids[k];
    float8 sq = d * d;
    float s = sq.s0 + sq.s1 + sq.s2 + sq.s3 + sq.s4 + sq.s5 + sq.s6 + sq.s7;
    if (s < bestd) {
      bestd = s;
      best = k;
    }
  }
  assign[gid] = best;
  dist[gid] = bestd;
  atomic_inc(&local_counts[best]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < K)
    atomic_add(&counts[lid], local_counts[lid]);
}
