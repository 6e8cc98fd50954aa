// mandelbrot: escape-time fractal on a 2D NDRange; per-pixel iteration
// counts diverge strongly.
// vISA: divergent float loop (goto with partial masks, cmp on f), mad,
// mul, conversions int<->float, byte store of the colour.
kernel void mandelbrot(global uchar *img, int width, int height, int max_iter) {
  int px = get_global_id(0), py = get_global_id(1);
  if (px >= width || py >= height)
    return;
  float cx = -2.0f + 3.0f * px / (float)width;
  float cy = -1.25f + 2.5f * py / (float)height;
  float x = 0.0f, y = 0.0f;
  int it = 0;
  while (it < max_iter && x * x + y * y <= 4.0f) {
    float t = x * x - y * y + cx;
    y = 2.0f * x * y + cy;
    x = t;
    it++;
  }
  img[py * width + px] = (uchar)(it * 255 / max_iter);
}
