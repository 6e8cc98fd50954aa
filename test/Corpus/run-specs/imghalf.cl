// half-float images read as float (rgba_half with a sampler, r_half sampler-less) and a float write to rg_half.
constant sampler_t sn = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_MIRRORED_REPEAT | CLK_FILTER_NEAREST;
kernel void imghalf(read_only image2d_t a, read_only image2d_t r, write_only image2d_t b, global float4 *o) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float2 n = ((float2)(p.x, p.y) + 0.25f) / 8.0f - 0.5f;
  float4 v = read_imagef(a, sn, n);
  float4 w = read_imagef(r, p);
  o[p.y * 16 + p.x] = v + w.x;
  write_imagef(b, p, (float4)(v.x * w.x, v.y - w.x, 0, 1));
}
