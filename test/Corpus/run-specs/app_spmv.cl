// Sparse matrix-vector products y = A x in three layouts: CSR with a row per
// work-item, CSR "vector" with 8 work-items per row and a local-memory
// reduction, and ELL (column-major, padded with column -1).
__kernel void app_spmv_csr(__global const int *rowptr, __global const int *cols,
                           __global const float *vals, __global const float *x,
                           __global float *y, int rows) {
  int row = get_global_id(0);
  if (row >= rows)
    return;
  float sum = 0.0f;
  for (int e = rowptr[row]; e < rowptr[row + 1]; ++e)
    sum += vals[e] * x[cols[e]];
  y[row] = sum;
}

#define LANES 8
__kernel void app_spmv_csrvec(__global const int *rowptr,
                              __global const int *cols,
                              __global const float *vals,
                              __global const float *x, __global float *y,
                              int rows, __local float *partial) {
  int lid = get_local_id(0);
  int lane = lid % LANES;
  int row = get_global_id(0) / LANES;
  float sum = 0.0f;
  if (row < rows)
    for (int e = rowptr[row] + lane; e < rowptr[row + 1]; e += LANES)
      sum += vals[e] * x[cols[e]];
  partial[lid] = sum;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = LANES / 2; s > 0; s >>= 1) {
    if (lane < s)
      partial[lid] += partial[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lane == 0 && row < rows)
    y[row] = partial[lid];
}

__kernel void app_spmv_ell(__global const int *cols, __global const float *vals,
                           __global const float *x, __global float *y,
                           int rows, int width) {
  int row = get_global_id(0);
  if (row >= rows)
    return;
  float sum = 0.0f;
  for (int k = 0; k < width; ++k) {
    int c = cols[k * rows + row];
    if (c < 0)
      break;
    sum = fma(vals[k * rows + row], x[c], sum);
  }
  y[row] = sum;
}
