// image_sampler: sampled 2D image reads with a kernel-argument sampler and a
// constant sampler (normalized coordinates, linear filtering), integer and
// float coordinates, and a write_imagef.
// vISA: 3d_sample (sample_lz / sample_l) with sampler and surface operands,
// scatter4_typed.RGBA for write_imagef, float coordinate math (inv/div).
constant sampler_t lin = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR;
kernel void image_sampler(read_only image2d_t src, sampler_t s, write_only image2d_t dst) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float2 n = ((float2)(p.x, p.y) + 0.5f) / (float2)(get_image_width(src), get_image_height(src));
  float4 a = read_imagef(src, s, p);
  float4 b = read_imagef(src, s, (float2)(p.x + 0.5f, p.y + 0.5f));
  float4 c = read_imagef(src, lin, n);
  write_imagef(dst, p, (a + b + c) * (1.0f / 3.0f));
}
