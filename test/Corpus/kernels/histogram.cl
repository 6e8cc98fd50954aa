// histogram: 64-bin byte histogram, accumulated in local memory with
// atomic_inc and merged into global memory with atomic_add.
// vISA: byte gather_scaled of uchar input, dword_atomic.inc on %slm,
// svm_atomic.add / dword_atomic.add on global, barriers, loop over bins
// strided by local size.
#define BINS 64
kernel void histogram(global const uchar *data, int n, global uint *hist) {
  local uint bins[BINS];
  int lid = get_local_id(0);
  for (int b = lid; b < BINS; b += get_local_size(0))
    bins[b] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int k = get_global_id(0); k < n; k += get_global_size(0))
    atomic_inc(&bins[data[k] & (BINS - 1)]);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int b = lid; b < BINS; b += get_local_size(0))
    atomic_add(&hist[b], bins[b]);
}
