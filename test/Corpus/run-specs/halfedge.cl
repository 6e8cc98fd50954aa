// vstore_half rounding at the edges: overflow to infinity or HALF_MAX, half denormals, NaN and infinity, signed zero.
kernel void halfedge(global const uint *bits, global half *o, global float *back) {
  int i = get_global_id(0);
  float x = as_float(bits[i]);
  global half *h = o;
  vstore_half_rte(x, i * 4 + 0, h);
  vstore_half_rtz(x, i * 4 + 1, h);
  vstore_half_rtp(x, i * 4 + 2, h);
  vstore_half_rtn(x, i * 4 + 3, h);
  back[i] = vload_half(i * 4, h) + vload_half(i * 4 + 1, h);
}
