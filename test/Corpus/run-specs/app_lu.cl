// Gaussian elimination with partial pivoting: one 32x32 system per
// work-group, one row per work-item, the augmented matrix in local memory.
// The pivot is found by a parallel arg-max reduction; outputs are the pivot
// rows, the packed LU factors and the solution of A x = b.
#define LU_N 32

__kernel __attribute__((reqd_work_group_size(LU_N, 1, 1)))
void app_lu(__global const float *A, __global const float *b,
            __global float *x, __global int *piv, __global float *LU) {
  __local float m[LU_N][LU_N + 1];
  __local float colmax[LU_N];
  __local int colidx[LU_N];
  __local float xs[LU_N];
  int r = get_local_id(0);
  int g = get_group_id(0);
  __global const float *Ag = A + g * LU_N * LU_N;

  for (int c = 0; c < LU_N; ++c)
    m[r][c] = Ag[r * LU_N + c];
  m[r][LU_N] = b[g * LU_N + r];
  barrier(CLK_LOCAL_MEM_FENCE);

  for (int k = 0; k < LU_N; ++k) {
    colmax[r] = r >= k ? fabs(m[r][k]) : -1.0f;
    colidx[r] = r;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = LU_N / 2; s > 0; s >>= 1) {
      if (r < s) {
        float o = colmax[r + s];
        int oi = colidx[r + s];
        if (o > colmax[r] || (o == colmax[r] && oi < colidx[r])) {
          colmax[r] = o;
          colidx[r] = oi;
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    int p = colidx[0];
    if (r == 0)
      piv[g * LU_N + k] = p;
    if (p != k) {
      float t = m[k][r];
      m[k][r] = m[p][r];
      m[p][r] = t;
      if (r == 0) {
        t = m[k][LU_N];
        m[k][LU_N] = m[p][LU_N];
        m[p][LU_N] = t;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (r > k) {
      float f = m[r][k] / m[k][k];
      for (int c = k + 1; c <= LU_N; ++c)
        m[r][c] -= f * m[k][c];
      m[r][k] = f;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }

  for (int c = 0; c < LU_N; ++c)
    LU[g * LU_N * LU_N + r * LU_N + c] = m[r][c];

  for (int i = LU_N - 1; i >= 0; --i) {
    if (r == i)
      xs[i] = m[i][LU_N] / m[i][i];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (r < i)
      m[r][LU_N] -= m[r][i] * xs[i];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  x[g * LU_N + r] = xs[r];
}
