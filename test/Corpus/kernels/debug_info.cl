// debug_info: a small kernel with a loop and a noinline helper compiled
// with -g, so IGC emits source-location information into the vISA stream
// (the FILE path is the fixed work copy /tmp/visa-corpus-work/src/...).
// vISA: FILE and LOC instructions interleaved with the code, call/ret.
// OCLOC-OPTIONS: -g
__attribute__((noinline)) float smooth(float a, float b) {
  return a * 0.75f + b * 0.25f;
}
kernel void debug_info(global const float *in, global float *out, int n) {
  size_t i = get_global_id(0);
  float acc = in[i];
  for (int k = 1; k < n; k++)
    acc = smooth(acc, in[i + k]);
  out[i] = acc;
}
