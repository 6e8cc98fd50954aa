constant sampler_t smp = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
kernel void blur(read_only image2d_t in, write_only image2d_t out) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float4 s = 0;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx)
      s += read_imagef(in, smp, p + (int2)(dx, dy));
  write_imagef(out, p, s / 9.0f);
}
