// GEMM C = alpha*A*B + beta*C with register blocking: each work-item keeps a
// 4x4 block of C in four float4 accumulators, loads B rows as float4 and
// A as scalars.
__kernel void app_gemm(__global const float *A, __global const float *B,
                       __global float *C, int M, int N, int K, float alpha,
                       float beta) {
  int col = get_global_id(0) * 4;
  int row = get_global_id(1) * 4;
  float4 acc0 = 0.0f, acc1 = 0.0f, acc2 = 0.0f, acc3 = 0.0f;
  for (int k = 0; k < K; ++k) {
    float4 b = vload4(0, B + k * N + col);
    acc0 = fma((float4)(A[(row + 0) * K + k]), b, acc0);
    acc1 = fma((float4)(A[(row + 1) * K + k]), b, acc1);
    acc2 = fma((float4)(A[(row + 2) * K + k]), b, acc2);
    acc3 = fma((float4)(A[(row + 3) * K + k]), b, acc3);
  }
  float4 *accs[4] = {&acc0, &acc1, &acc2, &acc3};
  for (int i = 0; i < 4; ++i) {
    __global float *c = C + (row + i) * N + col;
    vstore4(alpha * *accs[i] + beta * vload4(0, c), 0, c);
  }
}
