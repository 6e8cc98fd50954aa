// Cholesky factorisation A = L L^T of symmetric positive definite 16x16
// matrices (built in the kernel as B B^T + 16 I from the input), one
// matrix per work-group of 16, column by column in local memory with sqrt,
// then a forward substitution L y = b.
#define N 16

__kernel __attribute__((reqd_work_group_size(N, 1, 1)))
void app_cholesky(__global const float *Bm, __global const float *b,
                  __global float *L, __global float *y) {
  __local float a[N][N + 1];
  __local float ys[N];
  int r = get_local_id(0), g = get_group_id(0);
  __global const float *B = Bm + g * N * N;
  for (int c = 0; c < N; ++c) {
    float s = r == c ? (float)N : 0.0f;
    for (int k = 0; k < N; ++k)
      s = fma(B[r * N + k], B[c * N + k], s);
    a[r][c] = s;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int k = 0; k < N; ++k) {
    if (r == k)
      a[k][k] = sqrt(a[k][k]);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (r > k)
      a[r][k] /= a[k][k];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (r > k)
      for (int c = k + 1; c <= r; ++c)
        a[r][c] -= a[r][k] * a[c][k];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int c = 0; c < N; ++c)
    L[g * N * N + r * N + c] = c <= r ? a[r][c] : 0.0f;
  for (int i = 0; i < N; ++i) {
    if (r == i) {
      float s = b[g * N + i];
      for (int k = 0; k < i; ++k)
        s -= a[i][k] * ys[k];
      ys[i] = s / a[i][i];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  y[g * N + r] = ys[r];
}
