// Two-channel images: rg_float read with a nearest sampler, rg_sint16 read
// sampler-less and written to rg_uint8, and bgra_unorm_int8 written.
constant sampler_t s = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;
kernel void imgrg(read_only image2d_t f, read_only image2d_t si, write_only image2d_t uo,
                  write_only image2d_t bg, global float2 *o) {
  int x = get_global_id(0), y = get_global_id(1), w = get_global_size(0);
  float4 a = read_imagef(f, s, (int2)(x - 1, y + 1)); // CLAMP: border (0,0,0,1) outside
  int4 b = read_imagei(si, (int2)(w - 1 - x, y));
  write_imageui(uo, (int2)(x, y), convert_uint4_sat(b) + (uint4)(1, 2, 3, 4));
  write_imagef(bg, (int2)(x, y), (float4)(a.x, a.y, a.w * 0.5f, clamp(a.x + a.y, 0.0f, 1.0f)));
  o[y * w + x] = a.xy + convert_float2(b.xy) + (float2)(a.z, a.w);
}
