// Naive string search: each work-item tests one text position against a
// pattern in local memory (early exit on mismatch) and counts matches per group.
kernel void strsearch(global const char *text, int n, global const char *pat, int m,
                      global int *hit, global int *count) {
  local char p[32];
  local int cnt;
  int l = get_local_id(0), i = get_global_id(0);
  if (l < m)
    p[l] = pat[l];
  if (l == 0)
    cnt = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  int ok = i + m <= n;
  for (int k = 0; ok && k < m; ++k)
    if (text[i + k] != p[k])
      ok = 0;
  hit[i] = ok ? i : -1;
  if (ok)
    atomic_inc(&cnt);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l == 0)
    count[get_group_id(0)] = cnt;
}
