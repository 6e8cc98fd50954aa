// Exactly rounded float built-ins: nextafter fdim fmod remainder ldexp ilogb
// logb nan copysign fmin fmax maxmag minmag trunc rint, including NaN/inf inputs.
kernel void mathexact(global const float *a, global const float *b,
                      global const int *k, global float *o, global int *io) {
  int i = get_global_id(0);
  float x = a[i], y = b[i];
  global float *p = o + i * 12;
  p[0] = nextafter(x, y);
  p[1] = fdim(x, y);
  p[2] = fmod(x, y);
  p[3] = remainder(x, y);
  p[4] = ldexp(x, k[i]);
  p[5] = logb(x);
  p[6] = nan((uint)i);
  p[7] = copysign(x, -y);
  p[8] = maxmag(x, y);
  p[9] = minmag(x, y);
  p[10] = rint(x * 3.5f);
  p[11] = fmod(y * 1000.0f, 0.375f);
  io[i * 2] = ilogb(x);
  io[i * 2 + 1] = isnan(p[6]) | isinf(y) << 1 | isnormal(x) << 2 | signbit(y) << 3 |
                  isfinite(x) << 4 | isunordered(x, y) << 5 | islessgreater(x, y) << 6;
}
