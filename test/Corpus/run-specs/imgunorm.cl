// rgba_unorm_int8 / bgra: linear sampler with normalized coords, write back as unorm8.
constant sampler_t lin = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;
kernel void imgunorm(read_only image2d_t a, write_only image2d_t b, global float4 *o) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float2 n = ((float2)(p.x, p.y) + (float2)(1.0f, 0.5f)) / (float2)(get_image_width(a), get_image_height(a));
  float4 v = read_imagef(a, lin, n);
  o[p.y * get_global_size(0) + p.x] = v;
  write_imagef(b, p, v.zyxw * 0.5f + 0.25f);
}
