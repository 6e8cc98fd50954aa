// -cl-mad-enable: a*b+c may become a mad with a rounded or unrounded product.
kernel void madenable(global const float *a, global const float *b, global float *o, int n) {
  int i = get_global_id(0);
  float acc = 0.0f, x = a[i];
  for (int k = 0; k < n; ++k) {
    float y = b[(i + k) % n];
    acc = x * y + acc;
    x = x * 0.75f + y * 0.25f;
  }
  o[i] = acc;
  o[i + n] = mad(a[i], b[i], -x);
}
