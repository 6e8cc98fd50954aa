kernel void mandel(global int *out, float x0, float y0, float step, int maxit) {
  int x = get_global_id(0), y = get_global_id(1);
  float cr = x0 + x * step, ci = y0 + y * step, zr = 0, zi = 0;
  int it = 0;
  while (it < maxit && zr * zr + zi * zi < 4.0f) {
    float t = zr * zr - zi * zi + cr;
    zi = 2.0f * zr * zi + ci;
    zr = t;
    ++it;
  }
  out[y * get_global_size(0) + x] = it;
}
