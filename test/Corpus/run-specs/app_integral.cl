// Integral image (summed-area table) of 32x32 tiles of an 8-bit image: each
// work-group of 32 loads its tile into local memory, scans rows, then
// columns, and writes the tile's table and its total.
#define T 32

__kernel __attribute__((reqd_work_group_size(T, 1, 1)))
void app_integral(__global const uchar *src, int w, __global uint *dst,
                  __global uint *totals) {
  __local uint tile[T][T + 1];
  int lid = get_local_id(0);
  int tiles_x = w / T;
  int tx = get_group_id(0) % tiles_x, ty = get_group_id(0) / tiles_x;
  for (int r = 0; r < T; ++r)
    tile[r][lid] = src[(ty * T + r) * w + tx * T + lid];
  barrier(CLK_LOCAL_MEM_FENCE);
  uint run = 0;
  for (int c = 0; c < T; ++c) {
    run += tile[lid][c];
    tile[lid][c] = run;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  run = 0;
  for (int r = 0; r < T; ++r) {
    run += tile[r][lid];
    tile[r][lid] = run;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int r = 0; r < T; ++r)
    dst[(ty * T + r) * w + tx * T + lid] = tile[r][lid];
  if (lid == 0)
    totals[get_group_id(0)] = tile[T - 1][T - 1];
}
