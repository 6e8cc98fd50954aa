// generic_ptr: OpenCL 2.0 generic address space: a noinline helper taking a
// generic pointer called with global, local and private pointers, plus
// to_global/to_local casts.
// vISA: run-time address-space tests (cmp on the pointer tag bits / local
// window), both SLM and stateless paths in one function, call/ret.
// OCLOC-OPTIONS: -cl-std=CL2.0
__attribute__((noinline)) int sum3(const int *p) {
  return p[0] + p[1] + p[2];
}
kernel void generic_ptr(global const int *in, global int *out) {
  local int l[258];
  int priv[3];
  size_t lid = get_local_id(0) & 255;
  l[lid] = in[get_global_id(0)];
  if (lid < 2)
    l[256 + lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  priv[0] = (int)lid; priv[1] = 2; priv[2] = 3;
  int *gp = (lid & 1) ? (int *)&l[lid] : (int *)&in[get_global_id(0)];
  int r = sum3(&in[get_global_id(0)]) + sum3(&l[lid]) + sum3(priv) + sum3(gp);
  global int *g = to_global(gp);
  local int *lp = to_local(gp);
  r += (g != 0) ? 1 : 0;
  r += (lp != 0) ? 2 : 0;
  out[get_global_id(0)] = r;
}
