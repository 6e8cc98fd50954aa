// LU decomposition (Doolittle, no pivoting, diagonally dominant input) of a
// 16x16 matrix per work-group: the pivot row and column staged in SLM each step.
kernel void lustep(global const float *A, global float *LU) {
  local float m[16][17];
  int c = get_local_id(0), r = get_local_id(1), g = get_group_id(0);
  m[r][c] = A[g * 256 + r * 16 + c] + (r == c ? 16.0f : 0.0f);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int k = 0; k < 15; ++k) {
    float piv = m[k][k];
    float lrk = m[r][k], ukc = m[k][c];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (r > k) {
      float l = lrk / piv;
      if (c == k)
        m[r][c] = l;
      else if (c > k)
        m[r][c] = m[r][c] - l * ukc;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  LU[g * 256 + r * 16 + c] = m[r][c];
}
