// Inversion of small 6x6 matrices, one per work-item, by Gauss-Jordan
// elimination with partial pivoting on private 2-D arrays (data-dependent
// row indices: indirect register access or private memory); returns the
// inverse and the determinant.
// -DSIMD32 asks for SIMD32.
#define N 6

#ifdef SIMD32
__attribute__((intel_reqd_sub_group_size(32)))
#endif
__kernel void app_minv(__global const float *mats, __global float *inv,
                       __global float *det) {
  int gid = get_global_id(0);
  float a[N][2 * N];
  for (int r = 0; r < N; ++r)
    for (int c = 0; c < N; ++c) {
      a[r][c] = mats[gid * N * N + r * N + c] + (r == c ? 2.0f : 0.0f);
      a[r][N + c] = r == c ? 1.0f : 0.0f;
    }
  float d = 1.0f;
  for (int k = 0; k < N; ++k) {
    int p = k;
    for (int r = k + 1; r < N; ++r)
      if (fabs(a[r][k]) > fabs(a[p][k]))
        p = r;
    if (p != k) {
      for (int c = 0; c < 2 * N; ++c) {
        float t = a[k][c];
        a[k][c] = a[p][c];
        a[p][c] = t;
      }
      d = -d;
    }
    float piv = a[k][k];
    d *= piv;
    float rp = 1.0f / piv;
    for (int c = 0; c < 2 * N; ++c)
      a[k][c] *= rp;
    for (int r = 0; r < N; ++r) {
      if (r == k)
        continue;
      float f = a[r][k];
      for (int c = 0; c < 2 * N; ++c)
        a[r][c] -= f * a[k][c];
    }
  }
  for (int r = 0; r < N; ++r)
    for (int c = 0; c < N; ++c)
      inv[gid * N * N + r * N + c] = a[r][N + c];
  det[gid] = d;
}
