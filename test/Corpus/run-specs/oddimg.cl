// Odd-sized images (17x13 rgba_unorm_int8, 33x7 r_float, 5x3x3 rgba_float 3D) read with samplers and written back.
constant sampler_t s = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
kernel void oddimg(read_only image2d_t a, write_only image2d_t b, read_only image2d_t c, read_only image3d_t d, global float4 *o) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x < get_image_width(a) && y < get_image_height(a)) {
    float4 v = read_imagef(a, s, (int2)(x + 1, y - 1));
    write_imagef(b, (int2)(x, y), v.wzyx);
  }
  float r = read_imagef(c, s, (int2)(x * 2 + 1, y % 7)).x;
  float4 q = read_imagef(d, s, (int4)(x % 5, y % 3, (x + y) % 3, 0));
  o[y * 17 + x] = q * r;
}
