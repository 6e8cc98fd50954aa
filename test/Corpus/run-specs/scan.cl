kernel void scan(global const uint *in, global uint *out) {
  local uint t[128];
  int lid = get_local_id(0), n = get_local_size(0);
  t[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int off = 1; off < n; off <<= 1) {
    uint v = lid >= off ? t[lid - off] : 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    t[lid] += v;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = t[lid];
}
