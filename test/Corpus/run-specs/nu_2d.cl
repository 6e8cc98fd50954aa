// Non-uniform 2-D range (OpenCL 2.0): 19 x 13 work-items in groups of 8 x 4,
// so edge groups of 3 x 4, 8 x 1 and 3 x 1. A local tile of the enqueued
// size, a barrier, each work-item reading its mirror in its own group.
kernel void nu_2d(global const float *in, global float *out, global int *info,
                  int width) {
  local float tile[8 * 4];
  size_t lx = get_local_id(0), ly = get_local_id(1);
  size_t x = get_global_id(0), y = get_global_id(1);
  size_t w = get_local_size(0), h = get_local_size(1);
  tile[ly * w + lx] = in[y * width + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  float m = tile[(h - 1 - ly) * w + (w - 1 - lx)];
  size_t i = y * width + x;
  out[i] = m * 2.0f + (float)get_group_id(0) - (float)get_group_id(1) * 0.5f;
  info[4 * i + 0] = (int)(w * 100 + h);
  info[4 * i + 1] =
      (int)(get_enqueued_local_size(0) * 100 + get_enqueued_local_size(1));
  info[4 * i + 2] = (int)(get_num_groups(0) * 100 + get_num_groups(1) +
                          get_global_size(0) * 10000 +
                          get_global_size(1) * 1000000);
  info[4 * i + 3] =
      (int)(get_global_linear_id() * 1000 + get_local_linear_id());
}
