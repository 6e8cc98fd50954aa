// Double-precision dot product: each work-item accumulates a strided slice
// with fma, then the group reduces in local memory; one partial per group.
__kernel void app_dotd(__global const double *x, __global const double *y,
                       int n, __global double *partials,
                       __local double *scratch) {
  int lid = get_local_id(0);
  double sum = 0.0;
  for (int i = get_global_id(0); i < n; i += get_global_size(0))
    sum = fma(x[i], y[i], sum);
  scratch[lid] = sum;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (lid < s)
      scratch[lid] += scratch[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    partials[get_group_id(0)] = scratch[0];
}
