// Padded local tile transpose (16x17) on a 2-D NDRange, SIMD32-friendly, with a non-square matrix.
kernel void transpose(global const float *in, global float *out, int w, int h) {
  local float tile[16][17];
  int x = get_global_id(0), y = get_global_id(1);
  int lx = get_local_id(0), ly = get_local_id(1);
  tile[ly][lx] = in[y * w + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  int ox = get_group_id(1) * 16 + lx, oy = get_group_id(0) * 16 + ly;
  out[oy * h + ox] = tile[lx][ly];
}
