// Image writes that need conversion rules: write_imagef of values outside
// [0,1] / [-1,1] (and +-inf) to unorm8 / snorm16, write_imagei and
// write_imageui of values outside the channel range to sint8 / uint16
// (saturated, OpenCL 8.3), then the same images read back sampler-less.
kernel void imgsat(global const float4 *f, global const int4 *n, write_only image2d_t un8,
                   write_only image2d_t sn16, write_only image2d_t si8, write_only image2d_t ui16) {
  int x = get_global_id(0), y = get_global_id(1), w = get_global_size(0);
  float4 v = f[y * w + x];
  int4 k = n[y * w + x];
  write_imagef(un8, (int2)(x, y), v);
  write_imagef(sn16, (int2)(x, y), v * 0.75f);
  write_imagei(si8, (int2)(x, y), k);
  write_imageui(ui16, (int2)(x, y), as_uint4(k) >> (uint4)(0, 4, 12, 16));
}
