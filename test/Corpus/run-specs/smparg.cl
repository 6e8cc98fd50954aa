// Integer image reads through kernel-argument samplers (int and float coordinates): IGC queries the sampler's
// address mode and normalization at run time.
kernel void smparg(read_only image2d_t a, read_only image2d_t b, sampler_t s1, sampler_t s2, global int4 *o, global uint4 *ou) {
  int x = get_global_id(0), y = get_global_id(1);
  int4 v = read_imagei(a, s1, (float2)(x - 1.5f, y + 0.25f));
  int4 w = read_imagei(a, s1, (int2)(x - 2, y));
  uint4 u = read_imageui(b, s1, (int2)(x + 3, y - 1));
  uint4 q = read_imageui(b, s2, (float2)((x + 0.5f) / 16.0f, (y + 0.5f) / 8.0f));
  o[y * 16 + x] = v + w * 3;
  ou[y * 16 + x] = u + q * 5;
}
