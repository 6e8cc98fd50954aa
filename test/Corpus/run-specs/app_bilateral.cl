// Bilateral filter (5x5) on a float image: spatial weights from a
// __constant table, range weights exp(-d^2 / (2 sigma^2)), normalised sum.
#define RAD 2

__constant float spatial[2 * RAD + 1] = {0.1353353f, 0.6065307f, 1.0f,
                                         0.6065307f, 0.1353353f};

__kernel void app_bilateral(__global const float *src, __global float *dst,
                            float inv_two_sigma2) {
  int x = get_global_id(0), y = get_global_id(1);
  int w = get_global_size(0), h = get_global_size(1);
  float c = src[y * w + x];
  float sum = 0.0f, norm = 0.0f;
  for (int dy = -RAD; dy <= RAD; ++dy) {
    int yy = clamp(y + dy, 0, h - 1);
    for (int dx = -RAD; dx <= RAD; ++dx) {
      int xx = clamp(x + dx, 0, w - 1);
      float v = src[yy * w + xx];
      float d = v - c;
      float wgt = spatial[dy + RAD] * spatial[dx + RAD] *
                  exp(-d * d * inv_two_sigma2);
      sum += wgt * v;
      norm += wgt;
    }
  }
  dst[y * w + x] = sum / norm;
}
