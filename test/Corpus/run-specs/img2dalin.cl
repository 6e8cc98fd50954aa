// 2D image array sampled with linear filtering and normalized coords (layer index rounds), clamp addressing.
constant sampler_t lin = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_CLAMP | CLK_FILTER_LINEAR;
kernel void img2dalin(read_only image2d_array_t a, global float4 *o) {
  int x = get_global_id(0), y = get_global_id(1);
  float u = (x - 1.5f) / 8.0f, v = (y + 0.25f) / 8.0f;
  // PoCL 5 scales the layer by the array size under normalized coords (OpenCL never does): only layers that clamp or are 0 agree
  float layer = (x % 4 == 1) ? 0.0f : (float)(x % 4) - 0.4f;
  o[y * 10 + x] = read_imagef(a, lin, (float4)(u, v, layer, 0));
}
