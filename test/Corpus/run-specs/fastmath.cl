// Kernel built with -cl-fast-relaxed-math: native-precision transcendentals, reciprocal division.
kernel void fastmath(global const float4 *a, global float4 *o) {
  int i = get_global_id(0);
  float4 x = a[i];
  o[i * 4 + 0] = sqrt(x) / (x + 1.0f);
  o[i * 4 + 1] = exp(-x) * log(x + 2.0f);
  o[i * 4 + 2] = sin(x) + cos(x * 2.0f) * 0.5f;
  o[i * 4 + 3] = pow(x + 0.5f, (float4)1.5f) - rsqrt(x + 0.25f) + tanh(x - 1.0f);
}
