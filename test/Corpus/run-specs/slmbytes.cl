// Local memory of chars and shorts (byte/word scattered SLM access), local inc/dec atomics, a 2-D work-group.
kernel void slmbytes(global const uchar *a, global uchar *o, global short *s, global uint *cnt) {
  local uchar lb[256];
  local short lw[256];
  local uint lc[2];
  int lx = get_local_id(0), ly = get_local_id(1);
  int l = ly * 16 + lx;
  int g = get_global_id(1) * get_global_size(0) + get_global_id(0);
  if (l < 2) lc[l] = 1000;
  lb[l] = a[g];
  lw[255 - l] = (short)(a[g] * 3 - 300);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lb[l] & 1) atomic_inc(&lc[0]); else atomic_dec(&lc[1]);
  o[g] = lb[(l + 17) & 255] ^ lb[l ^ 0x55];
  s[g] = lw[l] + lw[(l * 7) & 255];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l == 0) { cnt[get_group_id(1) * get_num_groups(0) + get_group_id(0)] = lc[0] * 10000 + lc[1]; }
}
