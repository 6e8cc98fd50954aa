// OpenCL 2.0 generic address space: one noinline helper dereferences generic pointers to global, local and private memory.
__attribute__((noinline)) int accum(int *p, int n, int k) {
  int s = 0;
  for (int j = 0; j < n; ++j) { s += p[j] * (j + k); p[j] += k; }
  return s;
}
kernel void gas(global int *g, global int *o) {
  local int l[512];
  int priv[8];
  int i = get_global_id(0), li = get_local_id(0);
  for (int j = 0; j < 8; ++j) l[li * 8 + j] = g[i] * 2 + j;
  for (int j = 0; j < 8; ++j) priv[j] = i + j;
  barrier(CLK_LOCAL_MEM_FENCE);
  int *pg = (int *)(g + (i & ~3));
  int *pl = (i & 1) ? (int *)&l[li * 8] : (int *)&priv[0];
  int a = li % 4 == 0 ? accum(pg, 4, 1) : 0;
  barrier(CLK_GLOBAL_MEM_FENCE);
  int b = accum(pl, 8, 3);
  o[i * 4 + 0] = a;
  o[i * 4 + 1] = b;
  o[i * 4 + 2] = priv[li & 7];
  // to_private(pl) is left out: IGC tags private generic pointers only on BDW (see the spec comment).
  o[i * 4 + 3] = (to_global(pg) != 0) + (to_local(pl) != 0) * 2;
}
