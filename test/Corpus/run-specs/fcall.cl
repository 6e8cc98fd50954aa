// Non-inlined functions with struct returns, divergent loops with break/continue and a switch.
typedef struct { float a; int b; short c; } res_t;
__attribute__((noinline)) res_t step(float x, int k) {
  res_t r;
  r.a = x;
  r.b = 0;
  r.c = 0;
  for (int j = 0; j < k; ++j) {
    if (((int)r.a & 7) == 3) continue;
    switch ((j + k) & 3) {
      case 0: r.a = r.a * 1.5f - 1.0f; break;
      case 1: r.b += j; break;
      case 2: r.c -= (short)j; if (r.b > 40) break; r.a += 2.0f; break;
      default: r.b ^= 5;
    }
    if (r.a > 1000.0f) break;
  }
  return r;
}
__attribute__((noinline)) int mix(res_t r, int i) { return r.b * 31 + r.c + i; }
kernel void fcall(global const float *x, global const int *k, global float *o, global int *oi) {
  int i = get_global_id(0);
  res_t r = step(x[i], k[i]);
  if (i & 1) { res_t q = step(r.a, 5); r.b += q.b; }
  o[i] = r.a;
  oi[i] = mix(r, i);
}
