// Single-precision denormals: products and sums that underflow into the denormal range, and denormal inputs.
kernel void denorm(global const float *a, global float *o) {
  int i = get_global_id(0);
  float x = a[i];
  o[i * 4 + 0] = x * 1e-30f;
  o[i * 4 + 1] = (x * 1e-30f) * 1e10f;
  o[i * 4 + 2] = x * 1e-42f + 1e-40f;
  o[i * 4 + 3] = fabs(x) > 1e-36f ? 0.0f : x * 4.0f;
}
