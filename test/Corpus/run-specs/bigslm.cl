// The whole 64 KB of SLM: a local histogram of 16384 uint bins.
kernel void bigslm(global const uint *in, global uint *out, int n) {
  local uint bins[16384];
  int lid = get_local_id(0), ls = get_local_size(0);
  for (int i = lid; i < 16384; i += ls) bins[i] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = get_global_id(0); i < n; i += get_global_size(0)) atomic_inc(&bins[in[i] & 16383]);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = lid; i < 16384; i += ls) atomic_add(&out[i], bins[i]);
}
