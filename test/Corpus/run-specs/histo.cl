kernel void histo(global const uchar *data, global uint *bins, int n) {
  local uint lb[64];
  int lid = get_local_id(0);
  if (lid < 64) lb[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = get_global_id(0); i < n; i += get_global_size(0))
    atomic_inc(&lb[data[i] & 63]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < 64) atomic_add(&bins[lid], lb[lid]);
}
