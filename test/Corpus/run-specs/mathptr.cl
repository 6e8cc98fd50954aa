// Math built-ins with pointer outputs (remquo, frexp, modf, fract, sincos,
// lgamma_r) writing to private, local and global memory.
kernel void mathptr(global const float *a, global const float *b,
                    global float *fo, global int *io, global float *gp,
                    global int *gi, local float *lp) {
  int i = get_global_id(0), l = get_local_id(0);
  float x = a[i], y = b[i];
  int q;
  float r = remquo(x, y, &q); // private
  fo[i * 8 + 0] = r;
  io[i * 4 + 0] = q & 7;
  int e;
  fo[i * 8 + 1] = frexp(x, &e);
  io[i * 4 + 1] = e;
  local int li[64];
  fo[i * 8 + 2] = modf(x * 3.7f, &lp[l]); // local
  fo[i * 8 + 3] = fract(y * 5.3f, &gp[i * 2]); // global
  fo[i * 8 + 4] = sincos(x, &gp[i * 2 + 1]);
  fo[i * 8 + 5] = frexp(y * 1e-30f, &li[l]);
  barrier(CLK_LOCAL_MEM_FENCE);
  int s;
  fo[i * 8 + 6] = lgamma_r(fabs(x) + 0.5f, &s);
  io[i * 4 + 2] = s + li[(l + 1) & 63];
  fo[i * 8 + 7] = lp[(l + 3) & 63];
  int4 q4;
  float4 r4 = remquo((float4)(x, y, x + y, x - y), (float4)(y, x, 1.5f, -2.25f), &q4);
  gi[i] = (q4.x & 3) | (q4.y & 3) << 2 | (q4.z & 3) << 4 | (q4.w & 3) << 6;
  io[i * 4 + 3] = as_int(r4.x + r4.y + r4.z + r4.w);
}
