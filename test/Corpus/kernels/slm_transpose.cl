// slm_transpose: 16x16 tile transpose through a statically sized local array
// with a 2D NDRange (get_local_id/get_group_id in x and y).
// vISA: %slm accesses with computed offsets, SLMSize kernel attribute,
// barrier, mul/mad address arithmetic on 2D ids, %thread_x/%thread_y style
// local ids, group ids from r0.
#define TILE 16
kernel void slm_transpose(global const int *in, global int *out, int width, int height) {
  local int tile[TILE][TILE + 1];
  int lx = get_local_id(0), ly = get_local_id(1);
  int gx = get_group_id(0) * TILE + lx;
  int gy = get_group_id(1) * TILE + ly;
  if (gx < width && gy < height)
    tile[ly][lx] = in[gy * width + gx];
  barrier(CLK_LOCAL_MEM_FENCE);
  int tx = get_group_id(1) * TILE + lx;
  int ty = get_group_id(0) * TILE + ly;
  if (tx < height && ty < width)
    out[ty * height + tx] = tile[lx][ly];
}
