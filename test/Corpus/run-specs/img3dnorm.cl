// 3D image: normalized nearest sampling with mirrored repeat, and CLK_ADDRESS_NONE integer reads, kernel-argument sampler.
constant sampler_t mir = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_MIRRORED_REPEAT | CLK_FILTER_NEAREST;
kernel void img3dnorm(read_only image3d_t a, sampler_t s, global float4 *o) {
  int x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
  float4 c = (float4)((x + 0.5f) / 4.0f - 1.0f, (y + 0.5f) / 8.0f + 0.5f, (z + 0.5f) / 2.0f, 0);
  float4 v = read_imagef(a, mir, c);
  float4 w = read_imagef(a, s, (int4)(x & 3, y, z & 1, 0));
  o[(z * 8 + y) * 8 + x] = v + 2.0f * w;
}
