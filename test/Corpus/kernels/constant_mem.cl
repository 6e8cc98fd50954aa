// constant_mem: program-scope __constant tables and a __constant kernel
// argument, read with uniform and with per-work-item indices.
// vISA: constant buffer / global constant surface reads, uniform loads as
// oword_ld_unaligned or svm_block_ld, faddr/relocated constant base for the
// program-scope table, gather for divergent indices.
constant int lut[16] = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3};
constant float weights[4] = {0.125f, 0.375f, 0.375f, 0.125f};
kernel void constant_mem(constant float4 *coef, global const int *in, global float *out, int k) {
  size_t i = get_global_id(0);
  int x = in[i];
  float4 c = coef[k];
  float r = c.x + c.y * x + c.z * x * x + c.w * lut[k & 15];
  r += lut[x & 15] * weights[x & 3];
  out[i] = r;
}
