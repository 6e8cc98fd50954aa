// Odd-even transposition sort of 2*local_size keys in local memory: barrier inside a data-independent loop.
kernel void oddeven(global int *d, local int *s) {
  int lid = get_local_id(0), n = 2 * get_local_size(0);
  global int *g = d + get_group_id(0) * n;
  s[lid] = g[lid];
  s[lid + n / 2] = g[lid + n / 2];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int ph = 0; ph < n; ++ph) {
    int k = 2 * lid + (ph & 1);
    if (k + 1 < n) {
      int a = s[k], b = s[k + 1];
      if (a > b) { s[k] = b; s[k + 1] = a; }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  g[lid] = s[lid];
  g[lid + n / 2] = s[lid + n / 2];
}
