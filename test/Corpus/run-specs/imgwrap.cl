// Linear filtering with normalized coordinates and REPEAT / MIRRORED_REPEAT on
// a 2-D rgba_float image, and linear filtering at fractional unnormalized
// coordinates with CLAMP_TO_EDGE.
constant sampler_t srep = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;
constant sampler_t smir = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_MIRRORED_REPEAT | CLK_FILTER_LINEAR;
constant sampler_t sedge = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR;
kernel void imgwrap(read_only image2d_t img, global float4 *o) {
  int x = get_global_id(0), y = get_global_id(1), w = get_global_size(0);
  float2 n = (float2)((x - 8) * 0.140625f, (y - 4) * 0.203125f); // multiples of 1/64
  float2 u = (float2)(x * 0.75f - 2.0f, y * 1.25f - 1.5f);
  int k = (y * w + x) * 3;
  o[k] = read_imagef(img, srep, n);
  o[k + 1] = read_imagef(img, smir, n);
  o[k + 2] = read_imagef(img, sedge, u);
}
