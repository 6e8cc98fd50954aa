// Signed integer images: read_imagei on r_sint16 with a nearest sampler, write_imagei on rg_sint32 and rgba_sint8.
constant sampler_t s = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;
kernel void imgsint(read_only image2d_t a, write_only image2d_t b, write_only image2d_t c) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  int4 v = read_imagei(a, s, p - (int2)(1, 1)); // .w not used: PoCL returns alpha 0 for CL_R integer reads
  int4 u = read_imagei(a, s, p);
  write_imagei(b, p, (int4)(v.x * 3, u.x - v.x, v.y, 0));
  write_imagei(c, p, (int4)(u.x >> 8, v.x & 127, -u.x >> 9, v.y));
}
