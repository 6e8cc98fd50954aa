// 3-D work-groups staging a tile in local memory (indexed by 3-D local ids) and writing a rotated tile.
kernel void tile3d(global const float *a, global float *o) {
  local float t[4][4][8];
  int lx = get_local_id(0), ly = get_local_id(1), lz = get_local_id(2);
  int X = get_global_size(0), Y = get_global_size(1);
  int gx = get_global_id(0), gy = get_global_id(1), gz = get_global_id(2);
  t[lz][ly][lx] = a[(gz * Y + gy) * X + gx];
  barrier(CLK_LOCAL_MEM_FENCE);
  float v = t[lz][lx & 3][(ly * 2 + (lx >> 2)) & 7] + t[3 - lz][3 - ly][7 - lx];
  int ox = get_group_id(0) * 8 + (7 - lx);
  o[(gz * Y + gy) * X + ox] = v * (float)(get_group_id(2) + 1);
}
