// k-means assignment: nearest of K=8 centroids (constant memory) for float4
// points, the index as uint, and per-cluster counts and sums with atomics.
kernel void kmeans(global const float4 *pts, constant float4 *cent, global uint *assign,
                   global int *counts, global float *dist) {
  int i = get_global_id(0);
  float4 p = pts[i];
  float best = INFINITY;
  uint bi = 0;
  for (uint k = 0; k < 8; ++k) {
    float4 d = p - cent[k];
    float dd = dot(d, d);
    if (dd < best) {
      best = dd;
      bi = k;
    }
  }
  assign[i] = bi;
  dist[i] = sqrt(best);
  atomic_inc(&counts[bi]);
  atomic_add(&counts[8 + bi], (int)(p.x * 1000.0f));
}
