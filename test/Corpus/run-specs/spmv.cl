// Sparse matrix-vector product in CSR form, one row per work-item, and a
// vector variant with 4 work-items per row reduced through local memory.
kernel void spmv(global const int *rowptr, global const int *col, global const float *val,
                 global const float *x, global float *y, global float *y4) {
  int row = get_global_id(0);
  float s = 0.0f;
  for (int j = rowptr[row]; j < rowptr[row + 1]; ++j)
    s += val[j] * x[col[j]];
  y[row] = s;
  local float part[64][4];
  int l = get_local_id(0);
  for (int q = 0; q < 4; ++q) {
    int r = get_group_id(0) * 64 + (l / 4) + q * 16;
    float t = 0.0f;
    for (int j = rowptr[r] + (l & 3); j < rowptr[r + 1]; j += 4)
      t += val[j] * x[col[j]];
    part[(l / 4) + q * 16][l & 3] = t;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  y4[row] = (part[l][0] + part[l][1]) + (part[l][2] + part[l][3]);
}
