// -cl-finite-math-only -cl-no-signed-zeros -cl-unsafe-math-optimizations:
// min/max/compare-select sequences and reassociable sums.
kernel void finitemath(global const float *a, global const float *b, global float *o, global int *io) {
  int i = get_global_id(0);
  float x = a[i], y = b[i];
  float s = 0.0f;
  for (int k = 0; k < 8; ++k)
    s += x * (float)k + y;
  o[i * 4 + 0] = s;
  o[i * 4 + 1] = x < y ? y - x : x - y;
  o[i * 4 + 2] = fmax(x, y) - fmin(x, y * 0.5f);
  o[i * 4 + 3] = (x * y + x) / (y + 5.0f);
  io[i] = (x == y) | (x <= y) << 1 | (x > 0.0f) << 2 | isless(x, y) << 3;
}
