// matmul_tiled: square matrix multiply with 8x8 local-memory tiles, 2D
// NDRange, a uniform loop over tiles and an unrolled inner product.
// vISA: %slm scatter/gather, barrier, mad chains, uniform loop (goto with
// (M1, 1)), mul for 2D address computation.
#define TS 8
kernel void matmul_tiled(global const float *A, global const float *B, global float *C, int n) {
  local float As[TS][TS], Bs[TS][TS];
  int lx = get_local_id(0), ly = get_local_id(1);
  int col = get_group_id(0) * TS + lx, row = get_group_id(1) * TS + ly;
  float acc = 0.0f;
  for (int t = 0; t < n / TS; t++) {
    As[ly][lx] = A[row * n + t * TS + lx];
    Bs[ly][lx] = B[(t * TS + ly) * n + col];
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
    for (int k = 0; k < TS; k++)
      acc = mad(As[ly][k], Bs[k][lx], acc);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[row * n + col] = acc;
}
