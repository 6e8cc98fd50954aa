// 2-D convolution with a 5x5 __constant weight table (a kernel argument) and a
// program-scope __constant bias table, both indexed dynamically.
constant float bias[8] = {0.5f, -0.25f, 0.125f, 1.0f, -1.0f, 0.75f, 0.0f, 2.0f};
kernel void constconv(global const float *img, constant float *w, constant int *taps,
                      global float *out, int width, int height) {
  int x = get_global_id(0), y = get_global_id(1);
  float acc = 0.0f;
  int n = taps[(x + y) & 3];
  for (int k = 0; k < n; ++k) {
    int dy = k / 5 - 2, dx = k % 5 - 2;
    int xx = clamp(x + dx, 0, width - 1), yy = clamp(y + dy, 0, height - 1);
    acc = fma(w[k], img[yy * width + xx], acc);
  }
  out[y * width + x] = acc + bias[(x ^ y) & 7];
}
