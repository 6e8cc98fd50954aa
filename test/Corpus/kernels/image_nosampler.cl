// image_nosampler: sampler-less reads (OpenCL 1.2 read_imagei/ui/f with
// integer coordinates only), integer image writes and image queries.
// vISA: 3d_load (load_lz) without sampler state, scatter4_typed for
// write_imagei/write_imageui, image size/format queries from the implicit
// payload (get_image_width/height/dim/channel_order/data_type).
kernel void image_nosampler(read_only image2d_t src, write_only image2d_t idst,
                            write_only image2d_t udst, global int *info) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  int4 v = read_imagei(src, p);
  uint4 u = read_imageui(src, (int2)(p.y, p.x));
  float4 f = read_imagef(src, p + (int2)(1, 0));
  write_imagei(idst, p, v * 2 - (int4)(1));
  write_imageui(udst, p, u + convert_uint4(f));
  if (p.x == 0 && p.y == 0) {
    int2 d = get_image_dim(src);
    info[0] = get_image_width(src);
    info[1] = get_image_height(src);
    info[2] = d.x * d.y;
    info[3] = get_image_channel_order(src);
    info[4] = get_image_channel_data_type(src);
  }
}
