// calls_noinline: non-inlined helper functions (__attribute__((noinline)))
// called from several places, including from inside divergent control flow
// and from another helper. No recursion.
// vISA: call / ret subroutines (.function blocks inside the kernel), argument
// and return values passed in ordinary variables, SIMD8/16 selection for
// kernels with calls.
__attribute__((noinline)) int poly(int x, int a, int b) {
  return (x * a + b) ^ (x >> 3);
}
__attribute__((noinline)) float blend(float p, float q, int sel) {
  return sel ? p * 0.75f + q * 0.25f : p - q;
}
__attribute__((noinline)) int twice(int x) {
  return poly(x, 2, 1) + poly(x + 1, 3, -1);
}
kernel void calls_noinline(global const int *in, global const float *f, global int *out, global float *fout) {
  size_t i = get_global_id(0);
  int x = in[i];
  int r = poly(x, 5, 7);
  if (x & 1)
    r += twice(r);
  out[i] = r;
  fout[i] = blend(f[i], (float)r, x > 0);
}
