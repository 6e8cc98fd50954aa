// Integer image arrays: read_imagei on a 1D array through a kernel sampler with float coords (CLAMP, border 0),
// write_imageui to a 2D array, read_imageui from a 2D array with a constant sampler.
constant sampler_t cs = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
kernel void imgarrint(read_only image1d_array_t a, sampler_t s, write_only image2d_array_t b, read_only image2d_array_t c, global int4 *o) {
  int x = get_global_id(0), y = get_global_id(1), l = get_global_id(2);
  int4 v = read_imagei(a, s, (float2)(x - 2.5f, (float)l));
  uint4 u = read_imageui(c, cs, (int4)(x + 1, y, l, 0));
  write_imageui(b, (int4)(x, y, l, 0), u + convert_uint4(abs(v)));
  o[(l * 4 + y) * 16 + x] = v + (int4)(get_image_array_size(b));
}
