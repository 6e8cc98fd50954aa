// math_native: native_* and half_* built-ins that map directly to the
// hardware math unit.
// vISA: sin, cos, exp (base 2), log (base 2), sqrt, rsqrt, inv and pow math
// instructions with little or no surrounding code (divisions become inv+mul).
kernel void math_native(global const float *in, global float *out) {
  size_t i = get_global_id(0);
  float x = in[i];
  float p = fabs(x) + 1.0f;
  float r = native_sin(x) + native_cos(x);
  r += native_exp2(x * 0.5f) + native_log2(p);
  r += native_exp(x * 0.1f) + native_log(p);
  r += native_sqrt(p) + native_rsqrt(p) + native_recip(p);
  r += native_divide(x, p) + native_powr(p, 1.5f) + native_tan(x * 0.1f);
  r += half_sqrt(p) + half_recip(p);
  out[i] = r;
}
