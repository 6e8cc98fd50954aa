// Image arrays with linear filtering: a 1D array read with CLAMP_TO_EDGE, a
// 2D array with CLAMP (border blended), both at unnormalized quarter-texel
// coordinates, the layer coordinate rounded to the nearest layer and
// clamped; array-size queries. (Normalized coordinates are avoided: PoCL
// 3.1 normalizes the layer of a 1D array too, which OpenCL never does.)
constant sampler_t sedge = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR;
constant sampler_t sclamp = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_LINEAR;
kernel void imgarrlin(read_only image1d_array_t a1, read_only image2d_array_t a2, global float4 *o,
                      global int *q) {
  int x = get_global_id(0), y = get_global_id(1), w = get_global_size(0);
  float u = (x - 6) * 0.375f;                   // quarter texels, beyond both edges
  float layer = y * 0.75f - 0.9f;               // no .5 ties; rounds to -1..4, clamped
  o[(y * w + x) * 2] = read_imagef(a1, sedge, (float2)(u, layer));
  float4 c = (float4)(x * 0.25f - 1.0f, y * 0.5f - 0.75f, layer, 0.0f);
  o[(y * w + x) * 2 + 1] = read_imagef(a2, sclamp, c);
  if (x == 0 && y == 0) {
    q[0] = (int)get_image_array_size(a1);
    q[1] = (int)get_image_array_size(a2);
    q[2] = get_image_width(a2) * 100 + get_image_height(a2);
  }
}
