// Linear filtering across the image border: CLK_ADDRESS_CLAMP (border colour
// blended in) on rgba_float and rgba_snorm_int16, CLAMP_TO_EDGE on
// rgba_unorm_int16, at unnormalized coordinates a quarter texel apart that
// reach 1.5 texels outside the image.
constant sampler_t sclamp = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_LINEAR;
constant sampler_t sedge = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR;
kernel void imgborder(read_only image2d_t f, read_only image2d_t sn, read_only image2d_t un,
                      global float4 *o) {
  int x = get_global_id(0), y = get_global_id(1), w = get_global_size(0);
  float2 c = (float2)(x * 0.25f - 1.5f, y * 0.25f - 1.5f);
  int k = (y * w + x) * 3;
  o[k] = read_imagef(f, sclamp, c);
  o[k + 1] = read_imagef(sn, sclamp, c + (float2)(0.5f, 0.0f));
  o[k + 2] = read_imagef(un, sedge, c.yx);
}
