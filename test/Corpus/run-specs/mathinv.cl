// Inverse/hyperbolic/log-exp family: cbrt hypot atan2 atan2pi asinh acosh atanh
// expm1 log1p exp10 log10 exp2 log2 sinh cosh tanh asin acos atan sinpi cospi tanpi.
kernel void mathinv(global const float *a, global const float *b, global float *o) {
  int i = get_global_id(0);
  float x = a[i], y = b[i];
  float t = x * 0.9f / 4.0f; // (-0.9, 0.9)
  global float *p = o + i * 24;
  p[0] = cbrt(x * 100.0f);
  p[1] = hypot(x, y);
  p[2] = atan2(x, y);
  p[3] = atan2pi(y, x);
  p[4] = asinh(x * 10.0f);
  p[5] = acosh(fabs(x) + 1.0f);
  p[6] = atanh(t);
  p[7] = expm1(x * 0.1f);
  p[8] = log1p(fabs(y) * 10.0f);
  p[9] = exp10(x);
  p[10] = log10(fabs(y) + 0.01f);
  p[11] = exp2(y * 3.0f);
  p[12] = log2(fabs(x) + 1e-3f);
  p[13] = sinh(x);
  p[14] = cosh(y);
  p[15] = tanh(x);
  p[16] = asin(t);
  p[17] = acos(t);
  p[18] = atan(x * y);
  p[19] = sinpi(x);
  p[20] = cospi(y);
  p[21] = tanpi(t * 0.4f);
  p[22] = asinpi(t) + acospi(-t);
  p[23] = atanpi(y);
}
