// Matrix transpose of uchar4 pixels through a 32x33 padded local tile (no
// bank conflicts), 32x8 work-groups, each work-item moving 4 rows, on a
// non-square matrix.
#define TILE 32
#define ROWS 8

__kernel __attribute__((reqd_work_group_size(TILE, ROWS, 1)))
void app_transpose(__global const uchar4 *in, __global uchar4 *out, int w,
                   int h) {
  __local uchar4 tile[TILE][TILE + 1];
  int lx = get_local_id(0), ly = get_local_id(1);
  int bx = get_group_id(0) * TILE, by = get_group_id(1) * TILE;
  for (int j = ly; j < TILE; j += ROWS)
    tile[j][lx] = in[(by + j) * w + bx + lx];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int j = ly; j < TILE; j += ROWS)
    out[(bx + j) * h + by + lx] = tile[lx][j].wzyx;
}
