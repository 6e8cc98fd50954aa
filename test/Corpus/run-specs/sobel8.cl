// Sobel on an r_unorm_int8 image (sampler, clamp-to-edge) written to an r_unorm_int8 image and to a uchar buffer.
constant sampler_t s = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
kernel void sobel8(read_only image2d_t in, write_only image2d_t out, global uchar *mag) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float a[9];
  for (int j = 0; j < 9; ++j) a[j] = rint(read_imagef(in, s, p + (int2)(j % 3 - 1, j / 3 - 1)).x * 255.0f);
  float gx = (a[2] + 2 * a[5] + a[8]) - (a[0] + 2 * a[3] + a[6]);
  float gy = (a[6] + 2 * a[7] + a[8]) - (a[0] + 2 * a[1] + a[2]);
  float m = fabs(gx) + fabs(gy);
  write_imagef(out, p, (float4)(m / 1020.0f, 0, 0, 1));
  mag[p.y * get_global_size(0) + p.x] = convert_uchar_sat(m / 4.0f);
}
