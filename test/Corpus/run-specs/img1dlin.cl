// 1D image with a linear filter and normalized coords (REPEAT) plus read_imageui on a 1D uint image.
constant sampler_t lin = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;
kernel void img1dlin(read_only image1d_t a, read_only image1d_t u, global float4 *o, global uint4 *ou) {
  int i = get_global_id(0);
  float x = (i * 0.25f + 0.125f) / 16.0f - 0.5f;
  o[i] = read_imagef(a, lin, x);
  ou[i] = read_imageui(u, i & 31) + (uint4)(get_image_width(u));
}
