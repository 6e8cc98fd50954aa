// OpenCL 2.0 generic address space: one function used on global, local and private data; a generic pointer picked
// at run time from a table of global, local and private pointers (PoCL 3.1 lacks to_global & co).
int sum3(int *p, int stride) { return p[0] + p[stride] + p[2 * stride]; }
void bump(int *p, int v) { *p += v; }
kernel void generic2(global int *g, global int *o) {
  local int l[64];
  int pr[6];
  int i = get_global_id(0), lid = get_local_id(0);
  l[lid] = g[i] * 2;
  for (int k = 0; k < 6; ++k) pr[k] = g[(i + k) & 127] - k;
  barrier(CLK_LOCAL_MEM_FENCE);
  int *ptrs[3] = {g + (i & 63), l + (lid & 31), pr};
  int *p = ptrs[i % 3];
  o[i * 3] = sum3(p, 1 + (i % 3 == 2 ? 0 : i & 1));
  bump(&pr[i % 6], i);
  o[i * 3 + 1] = pr[(i + 1) % 6] + pr[i % 6];
  o[i * 3 + 2] = sum3(g + i % 100, 2) + sum3(l + lid % 60, 1) + sum3(pr + 1, 1);
}
