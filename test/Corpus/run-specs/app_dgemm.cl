// Double-precision GEMM with 16x16 local-memory tiles (the classic tiled
// kernel in double), C = A * B for 64x48 * 48x32.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#define TS 16

__kernel __attribute__((reqd_work_group_size(TS, TS, 1)))
void app_dgemm(__global const double *A, __global const double *B,
               __global double *C, int M, int N, int K) {
  __local double As[TS][TS];
  __local double Bs[TS][TS + 1];
  int col = get_global_id(0), row = get_global_id(1);
  int lx = get_local_id(0), ly = get_local_id(1);
  double acc = 0.0;
  for (int t = 0; t < K; t += TS) {
    As[ly][lx] = A[row * K + t + lx];
    Bs[ly][lx] = B[(t + ly) * N + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < TS; ++k)
      acc = fma(As[ly][k], Bs[k][lx], acc);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[row * N + col] = acc;
}
