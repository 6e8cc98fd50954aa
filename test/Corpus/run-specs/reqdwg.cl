// reqd_work_group_size + a local-memory tree reduction of longs and a max.
__attribute__((reqd_work_group_size(64, 1, 1)))
kernel void reqdwg(global const int *a, global long *sum, global int *mx) {
  local long ls[64];
  local int lm[64];
  int l = get_local_id(0);
  int x = a[get_global_id(0)];
  ls[l] = (long)x * x;
  lm[l] = x;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = 32; s > 0; s >>= 1) {
    if (l < s) { ls[l] += ls[l + s]; lm[l] = max(lm[l], lm[l + s]); }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0) { sum[get_group_id(0)] = ls[0]; mx[get_group_id(0)] = lm[0]; }
}
