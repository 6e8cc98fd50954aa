// Sobel edge detection on a float image buffer: gradient magnitude (sqrt)
// and direction bucket (atan2 quantised to 8 sectors), zero at the border.
__kernel void app_sobel(__global const float *src, __global float *mag,
                        __global uchar *dir) {
  int x = get_global_id(0), y = get_global_id(1);
  int w = get_global_size(0), h = get_global_size(1);
  int i = y * w + x;
  if (x == 0 || y == 0 || x == w - 1 || y == h - 1) {
    mag[i] = 0.0f;
    dir[i] = 0;
    return;
  }
  float a = src[i - w - 1], b = src[i - w], c = src[i - w + 1];
  float d = src[i - 1], f = src[i + 1];
  float g = src[i + w - 1], hh = src[i + w], k = src[i + w + 1];
  float gx = (c + 2.0f * f + k) - (a + 2.0f * d + g);
  float gy = (g + 2.0f * hh + k) - (a + 2.0f * b + c);
  mag[i] = sqrt(gx * gx + gy * gy);
  int sector = (int)floor(atan2pi(gy, gx) * 4.0f + 4.5f) & 7;
  dir[i] = (uchar)sector;
}
