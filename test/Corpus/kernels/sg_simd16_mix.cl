// sg_simd16_mix: a plain arithmetic kernel forced to SIMD16 with
// intel_reqd_sub_group_size, for comparison with the SIMD32 default.
// vISA: SimdSize=16 kernel attribute, (M1, 16) execution masks, a single
// instruction per operation instead of the M1/M5 halves of SIMD32.
__attribute__((intel_reqd_sub_group_size(16)))
kernel void sg_simd16_mix(global const float *a, global const int *b, global float *out) {
  size_t i = get_global_id(0);
  float x = a[i];
  int y = b[i];
  float r = x * (float)y + (float)(y >> 2);
  r = (y & 1) ? r * 0.5f : r + 1.0f;
  out[i] = r + (float)get_sub_group_local_id();
}
