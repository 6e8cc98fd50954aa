// write_imagef to r_unorm_int8 / rgba_snorm_int16 / r_unorm_int16 (rounding, clamping) and read back from an snorm image.
kernel void imgfmt(read_only image2d_t s16, write_only image2d_t u8, write_only image2d_t sn, write_only image2d_t u16, global float4 *o) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float4 v = read_imagef(s16, p);
  o[p.y * 16 + p.x] = v;
  float f = (p.x * 16 + p.y) / 255.0f;
  write_imagef(u8, p, (float4)(f * 1.5f - 0.25f, 0, 0, 1));
  write_imagef(sn, p, v * 1.75f);
  write_imagef(u16, p, (float4)(fabs(v.x) + 0.00001f, 0, 0, 0));
}
