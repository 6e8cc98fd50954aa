// 3-D 7-point stencil (one Jacobi step of a heat equation) on a 3-D NDRange,
// staging an (8+2)x(4+2)x(4+2) tile with halo in local memory.
#define BX 8
#define BY 4
#define BZ 4

__kernel __attribute__((reqd_work_group_size(BX, BY, BZ)))
void app_stencil3d(__global const float *in, __global float *out,
                   float alpha) {
  __local float tile[BZ + 2][BY + 2][BX + 2];
  int nx = get_global_size(0), ny = get_global_size(1), nz = get_global_size(2);
  int lx = get_local_id(0), ly = get_local_id(1), lz = get_local_id(2);
  int x0 = get_group_id(0) * BX - 1, y0 = get_group_id(1) * BY - 1,
      z0 = get_group_id(2) * BZ - 1;
  int lin = (lz * BY + ly) * BX + lx;
  const int volume = (BX + 2) * (BY + 2) * (BZ + 2);
  for (int i = lin; i < volume; i += BX * BY * BZ) {
    int tx = i % (BX + 2), ty = (i / (BX + 2)) % (BY + 2),
        tz = i / ((BX + 2) * (BY + 2));
    int gx = x0 + tx, gy = y0 + ty, gz = z0 + tz;
    float v = 0.0f;
    if (gx >= 0 && gx < nx && gy >= 0 && gy < ny && gz >= 0 && gz < nz)
      v = in[(gz * ny + gy) * nx + gx];
    tile[tz][ty][tx] = v;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  int x = lx + 1, y = ly + 1, z = lz + 1;
  float c = tile[z][y][x];
  float lap = tile[z][y][x - 1] + tile[z][y][x + 1] + tile[z][y - 1][x] +
              tile[z][y + 1][x] + tile[z - 1][y][x] + tile[z + 1][y][x] -
              6.0f * c;
  out[(get_global_id(2) * ny + get_global_id(1)) * nx + get_global_id(0)] =
      c + alpha * lap;
}
