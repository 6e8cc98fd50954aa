// Image query functions and a 1D-buffer image written with write_imageui.
kernel void imgquery(read_only image2d_t a, read_only image3d_t b, write_only image1d_buffer_t c, read_only image2d_array_t d, global int *o) {
  int i = get_global_id(0);
  if (i == 0) {
    o[0] = get_image_width(a); o[1] = get_image_height(a);
    o[2] = get_image_channel_data_type(a); o[3] = get_image_channel_order(a);
    int4 bd = get_image_dim(b);
    o[4] = bd.x; o[5] = bd.y; o[6] = bd.z; o[7] = bd.w;
    o[8] = get_image_channel_data_type(b); o[9] = get_image_channel_order(b);
    o[10] = get_image_height(b); o[11] = get_image_channel_data_type(d);
    int2 dd = get_image_dim(d);
    o[12] = dd.x; o[13] = dd.y; o[14] = get_image_array_size(d); o[15] = get_image_channel_order(d);
  }
  write_imageui(c, i, (uint4)(i * 3, i ^ 5, 65535 - i, i));
}
