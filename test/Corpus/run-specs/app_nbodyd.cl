// Direct-sum gravity in double precision with a softening term: positions
// staged through a local tile, sqrt and division per interaction (the math
// macros of Gen8/9 in double).
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#define TILE 64

__kernel __attribute__((reqd_work_group_size(TILE, 1, 1)))
void app_nbodyd(__global const double4 *pos, int n, double eps2,
                __global double4 *acc) {
  __local double4 tile[TILE];
  int gid = get_global_id(0), lid = get_local_id(0);
  double4 me = pos[gid];
  double3 a = (double3)(0.0);
  for (int base = 0; base < n; base += TILE) {
    tile[lid] = pos[base + lid];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int j = 0; j < TILE; ++j) {
      double3 d = tile[j].xyz - me.xyz;
      double r2 = dot(d, d) + eps2;
      double inv = 1.0 / (r2 * sqrt(r2));
      a += d * (tile[j].w * inv);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  acc[gid] = (double4)(a, me.w);
}
