// Power family: pow, pown, powr, rootn, with integer exponents from data.
kernel void mathpow(global const float *a, global const int *n, global float *o) {
  int i = get_global_id(0);
  float x = a[i];
  int k = n[i];
  global float *p = o + i * 8;
  p[0] = pown(x, k);
  p[1] = pown(x * 0.5f, -k);
  p[2] = rootn(fabs(x) + 0.5f, k == 0 ? 3 : k);
  p[3] = rootn(-fabs(x) - 1.0f, 3);
  p[4] = powr(fabs(x) + 0.25f, x);
  p[5] = pow(x, (float)k);
  p[6] = pow(fabs(x), 0.5f + x);
  p[7] = pown(-2.0f, k + 3);
}
