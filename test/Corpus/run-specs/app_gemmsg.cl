// GEMM with Intel sub-groups: each sub-group of SG work-items computes an
// SGxSG tile of C; rows of A and B come in with intel_sub_group_block_read
// and A's elements are broadcast with intel_sub_group_shuffle.
#ifndef SG
#define SG 8
#endif

__attribute__((intel_reqd_sub_group_size(SG)))
__kernel void app_gemmsg(__global const float *A, __global const float *B,
                         __global float *C, int K, int N) {
  int lane = get_sub_group_local_id();
  int col0 = (get_global_id(0) / SG) * SG;
  int row0 = get_global_id(1) * SG;
  float acc[SG];
  for (int r = 0; r < SG; ++r)
    acc[r] = 0.0f;
  for (int k = 0; k < K; k += SG) {
    float b[SG];
    for (int i = 0; i < SG; ++i)
      b[i] = as_float(intel_sub_group_block_read(
          (const __global uint *)(B + (k + i) * N + col0)));
    for (int r = 0; r < SG; ++r) {
      float a = as_float(intel_sub_group_block_read(
          (const __global uint *)(A + (row0 + r) * K + k)));
      for (int i = 0; i < SG; ++i)
        acc[r] = fma(intel_sub_group_shuffle(a, i), b[i], acc[r]);
    }
  }
  for (int r = 0; r < SG; ++r)
    intel_sub_group_block_write((__global uint *)(C + (row0 + r) * N + col0),
                                as_uint(acc[r]));
}
