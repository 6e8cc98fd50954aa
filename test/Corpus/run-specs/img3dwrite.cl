// cl_khr_3d_image_writes: write_imagef / write_imageui to 3-D images with
// integer coordinates, then get_image_depth queries into a buffer.
#pragma OPENCL EXTENSION cl_khr_3d_image_writes : enable
kernel void img3dwrite(global const float4 *src, write_only image3d_t fimg,
                       write_only image3d_t uimg, global int *q) {
  int x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
  int w = get_image_width(fimg), h = get_image_height(fimg);
  float4 v = src[(z * h + y) * w + x];
  write_imagef(fimg, (int4)(x, y, z, 0), v * (float)(z + 1));
  write_imageui(uimg, (int4)(w - 1 - x, y, z, 0), convert_uint4_sat(v * 100.0f) + (uint4)(x, y, z, 1));
  if (x == 0 && y == 0 && z == 0) {
    int4 d = get_image_dim(uimg);
    q[0] = get_image_depth(fimg);
    q[1] = d.x * 100 + d.y * 10 + d.z;
    q[2] = get_image_channel_order(uimg) - CLK_RGBA;
    q[3] = get_image_channel_data_type(fimg) - CLK_FLOAT;
  }
}
