// -cl-denorms-are-zero with normal-range data: the flush mode must not change
// ordinary arithmetic, conversions or rounding built-ins.
kernel void dazmath(global const float *a, global const float *b, global float *o, global int *io) {
  int i = get_global_id(0);
  float x = a[i], y = b[i];
  o[i * 4 + 0] = fma(x, y, -x);
  o[i * 4 + 1] = x / y;
  o[i * 4 + 2] = sqrt(fabs(x)) + floor(y * 3.3f);
  o[i * 4 + 3] = mad(x, 1e-20f, y * 1e-18f) * 1e18f;
  io[i * 2] = convert_int_rte(x * 1000.0f);
  io[i * 2 + 1] = (int)(y * 1e6f);
}
