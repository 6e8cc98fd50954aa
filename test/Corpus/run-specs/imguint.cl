// Integer images: read_imageui on r_uint8, write_imageui on rgba_uint16, sampler-less.
kernel void imguint(read_only image2d_t a, write_only image2d_t b, global uint *o) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  uint4 v = read_imageui(a, p);
  uint4 r = (uint4)(v.x * 200u, v.x + p.x, v.y + 7u, 65535u - v.x);
  write_imageui(b, p, r);
  o[p.y * get_global_size(0) + p.x] = v.x | (v.y << 16) | (v.z << 24);
}
