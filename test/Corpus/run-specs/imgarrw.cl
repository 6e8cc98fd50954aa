// Writes to a 2D image array and reads a 1D image array with integer coords.
kernel void imgarrw(read_only image1d_array_t a, write_only image2d_array_t b) {
  int x = get_global_id(0), y = get_global_id(1), l = get_global_id(2);
  float4 v = read_imagef(a, (int2)(x, l));
  write_imagef(b, (int4)(x, y, l, 0), v * (float)(y + 1) + (float4)(l, y, x, get_image_array_size(b)));
}
