// One 4-bit radix-sort pass over a work-group's 256 keys: local histogram, exclusive scan and stable scatter.
kernel void radix(global const uint *keys, global uint *out, global uint *hist, uint shift) {
  local uint cnt[16];
  local uint off[16];
  local uint k[256];
  uint lid = get_local_id(0);
  uint key = keys[get_global_id(0)];
  k[lid] = key;
  if (lid < 16) cnt[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  uint d = (key >> shift) & 15;
  atomic_inc(&cnt[d]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid == 0) {
    uint s = 0;
    for (int i = 0; i < 16; ++i) { off[i] = s; s += cnt[i]; }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  uint rank = 0;
  for (uint j = 0; j < lid; ++j) rank += ((k[j] >> shift) & 15) == d;
  out[get_group_id(0) * 256 + off[d] + rank] = key;
  if (lid < 16) hist[get_group_id(0) * 16 + lid] = cnt[lid];
}
