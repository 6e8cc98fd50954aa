// Reads an rg_half and an r_uint8 image and writes an rg_half image (pocl-run-images.test).
kernel void k(read_only image2d_t a, read_only image2d_t b, write_only image2d_t c, global float4 *o, global uint4 *u) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float4 v = read_imagef(a, p);
  o[p.y * 2 + p.x] = v;
  u[p.y * 2 + p.x] = read_imageui(b, p);
  write_imagef(c, p, v * 3.0f + 0.0001f);
}
