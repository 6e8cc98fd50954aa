// sobel: 3x3 Sobel edge detector on a 2D image with a clamping sampler.
// vISA: nine sample_lz / load_lz messages with neighbouring coordinates,
// mad chains, sqrt (hypot-like magnitude), scatter4_typed.
constant sampler_t smp = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
kernel void sobel(read_only image2d_t src, write_only image2d_t dst) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float l[3][3];
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      l[dy + 1][dx + 1] = read_imagef(src, smp, p + (int2)(dx, dy)).x;
  float gx = (l[0][2] + 2.0f * l[1][2] + l[2][2]) - (l[0][0] + 2.0f * l[1][0] + l[2][0]);
  float gy = (l[2][0] + 2.0f * l[2][1] + l[2][2]) - (l[0][0] + 2.0f * l[0][1] + l[0][2]);
  float m = sqrt(gx * gx + gy * gy);
  write_imagef(dst, p, (float4)(m, m, m, 1.0f));
}
