#define T 8
kernel void matmul(global const float *a, global const float *b, global float *c, int n) {
  local float ta[T][T], tb[T][T];
  int r = get_local_id(1), col = get_local_id(0);
  int gr = get_global_id(1), gc = get_global_id(0);
  float acc = 0.0f;
  for (int k = 0; k < n; k += T) {
    ta[r][col] = a[gr * n + k + col];
    tb[r][col] = b[(k + r) * n + gc];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int j = 0; j < T; ++j) acc = fma(ta[r][j], tb[j][col], acc);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  c[gr * n + gc] = acc;
}
