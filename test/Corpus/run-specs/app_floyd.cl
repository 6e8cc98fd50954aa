// All-pairs shortest paths (Floyd-Warshall) on a 64-node weighted digraph
// by one work-group: the distance matrix lives in local memory, each
// work-item relaxes one row per k, a barrier between the k steps; also
// records the next hop for path reconstruction.
#define NV 64
#define INF 0x3fffffff

__kernel __attribute__((reqd_work_group_size(NV, 1, 1)))
void app_floyd(__global const int *weights, __global int *dist,
               __global int *next) {
  __local int d[NV][NV + 1];
  int i = get_local_id(0);
  int nxt[NV];
  for (int j = 0; j < NV; ++j) {
    int wgt = weights[i * NV + j];
    d[i][j] = i == j ? 0 : (wgt > 0 ? wgt : INF);
    nxt[j] = wgt > 0 || i == j ? j : -1;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int k = 0; k < NV; ++k) {
    int dik = d[i][k];
    for (int j = 0; j < NV; ++j) {
      int alt = dik + d[k][j];
      if (alt < d[i][j]) {
        d[i][j] = alt;
        nxt[j] = nxt[k];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int j = 0; j < NV; ++j) {
    dist[i * NV + j] = d[i][j];
    next[i * NV + j] = nxt[j];
  }
}
