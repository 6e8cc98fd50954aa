// calls_stack: the same kind of noinline helpers compiled with
// -cl-opt-disable, where IGC turns them into stack calls: each helper is a
// separate vISA object (.global_function, dumped as the *.fN.visaasm files).
// vISA: fcall / fret, %arg / %retval, %sp / %fp stack manipulation with
// svm_block_ld/st or scratch, unoptimised (O0) code with many movs and
// stack-resident locals.
// OCLOC-OPTIONS: -cl-opt-disable
__attribute__((noinline)) int mix3(int a, int b, int c) {
  return a * 3 + b * 5 - c;
}
__attribute__((noinline)) float scale(float x, float s) {
  return x * s + 1.0f;
}
kernel void calls_stack(global const int *in, global float *out) {
  size_t i = get_global_id(0);
  int x = in[i];
  int r = mix3(x, x + 1, x + 2);
  if (r > 0)
    r = mix3(r, 1, 2);
  out[i] = scale((float)r, 0.5f);
}
