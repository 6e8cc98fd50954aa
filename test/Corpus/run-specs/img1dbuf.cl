// image1d_buffer_t: read_imagef on rgba_float and read_imageui on r_uint32
// buffer images (sampler-less), gathered at permuted coordinates. The widths
// are arguments: PoCL 3.1 lacks get_image_width on read-only 1D buffer images.
kernel void img1dbuf(read_only image1d_buffer_t fimg, read_only image1d_buffer_t uimg,
                     global float4 *o, global uint *uo, int w, int uw) {
  int i = get_global_id(0);
  float4 a = read_imagef(fimg, i);
  float4 b = read_imagef(fimg, (i * 7 + 3) % w);
  uint4 u = read_imageui(uimg, (i * 5) % uw);
  o[i] = a * 0.5f + b.wzyx;
  uo[i] = u.x + u.y * 2 + u.w * 3 + (uint)w;
}
