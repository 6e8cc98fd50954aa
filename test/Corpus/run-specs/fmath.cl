kernel void fmath(global const float *a, global float *o) {
  int i = get_global_id(0);
  float x = a[i];
  o[i * 10 + 0] = sqrt(fabs(x));
  o[i * 10 + 1] = rsqrt(fabs(x) + 1.0f);
  o[i * 10 + 2] = exp(x);
  o[i * 10 + 3] = log(fabs(x) + 0.5f);
  o[i * 10 + 4] = sin(x);
  o[i * 10 + 5] = cos(x);
  o[i * 10 + 6] = pow(fabs(x), 1.5f);
  o[i * 10 + 7] = x / (x * x + 1.0f);
  o[i * 10 + 8] = floor(x * 3.7f) + ceil(x) + trunc(x * 2.1f) + round(x * 5.5f);
  o[i * 10 + 9] = fmin(x, 0.25f) * fmax(x, -0.5f) + copysign(1.0f, x);
}
