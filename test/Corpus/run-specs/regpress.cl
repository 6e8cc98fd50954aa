// High register pressure: four float16 accumulators over an unrolled loop.
kernel void regpress(global const float16 *a, global const float *w, global float16 *o, int n) {
  int i = get_global_id(0);
  float16 acc0 = 0, acc1 = 0, acc2 = 0, acc3 = 0;
  float16 x = a[i];
  #pragma unroll
  for (int k = 0; k < 16; ++k) {
    float16 y = a[(i + k + 1) % n];
    acc0 = fma(x, (float16)w[k], acc0);
    acc1 = fma(y, (float16)w[k + 16], acc1);
    acc2 += x * y;
    acc3 = max(acc3, y - x);
    x = x.s123456789abcdef0 * 0.5f + y * 0.25f;
  }
  o[i * 2] = acc0 + acc1;
  o[i * 2 + 1] = acc2 - acc3;
}
