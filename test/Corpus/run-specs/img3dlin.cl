// 3D image, normalized coords, linear filtering, output to a buffer.
constant sampler_t lin = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR;
kernel void img3dlin(read_only image3d_t src, global float4 *out) {
  int x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
  int w = get_image_width(src), h = get_image_height(src), d = get_image_depth(src);
  float4 c = (float4)((x + 0.75f) / w, (y + 0.25f) / h, (z + 0.5f) / d, 0.0f);
  float4 v = read_imagef(src, lin, c);
  out[(z * get_global_size(1) + y) * get_global_size(0) + x] = v;
}
