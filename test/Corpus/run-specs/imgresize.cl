// Bilinear resize of an rgba_unorm_int8 image to a larger rg_unorm_int16
// image and a float buffer (half-pixel centre mapping, clamp to edge).
constant sampler_t smp = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR;
kernel void imgresize(read_only image2d_t src, write_only image2d_t dst, global float4 *o) {
  int x = get_global_id(0), y = get_global_id(1);
  int dw = get_image_width(dst), dh = get_image_height(dst);
  float2 c = (float2)((x + 0.5f) / dw, (y + 0.5f) / dh);
  float4 v = read_imagef(src, smp, c);
  write_imagef(dst, (int2)(x, y), (float4)(v.x * 0.5f + v.z * 0.5f, v.y, 0.0f, 1.0f));
  o[y * dw + x] = v;
}
