// half_* (reduced precision) and native_* float built-ins.
kernel void halfnative(global const float *a, global const float *b, global float *o) {
  int i = get_global_id(0);
  float x = a[i], y = b[i]; // x in (-3, 3), y in (0.5, 4)
  global float *p = o + i * 16;
  p[0] = half_sin(x);
  p[1] = half_cos(x);
  p[2] = half_exp(x);
  p[3] = half_log(y);
  p[4] = half_sqrt(y);
  p[5] = half_rsqrt(y);
  p[6] = half_recip(y);
  p[7] = half_divide(x, y);
  p[8] = half_powr(y, x * 0.5f);
  p[9] = native_sin(x);
  p[10] = native_cos(x);
  p[11] = native_exp2(x);
  p[12] = native_log2(y);
  p[13] = native_sqrt(y);
  p[14] = native_recip(y);
  p[15] = native_divide(x, y) + native_tan(x * 0.3f);
}
