// Correctly rounded float division and sqrt (-cl-fp32-correctly-rounded-divide-sqrt), incl. tiny and huge operands.
kernel void crdiv(global const float *a, global const float *b, global float *o) {
  int i = get_global_id(0);
  float x = a[i], y = b[i];
  o[i * 4 + 0] = x / y;
  o[i * 4 + 1] = sqrt(fabs(x));
  o[i * 4 + 2] = (x * 1e30f) / (y * 1e-30f);
  o[i * 4 + 3] = 1.0f / (y * 3e37f);
}
