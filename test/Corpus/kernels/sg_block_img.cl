// sg_block_img: cl_intel_subgroups block reads and writes on 2D images,
// forced SIMD16.
// vISA: media_ld / media_st (block width/height, surface, X/Y offsets),
// mov of the block payload.
__attribute__((intel_reqd_sub_group_size(16)))
kernel void sg_block_img(read_only image2d_t src, write_only image2d_t dst) {
  int2 coord = (int2)(get_group_id(0) * 16 * 4, get_group_id(1) * 2);
  uint a = intel_sub_group_block_read(src, coord);
  uint2 b = intel_sub_group_block_read2(src, coord + (int2)(0, 1));
  ushort c = intel_sub_group_block_read_us(src, coord);
  intel_sub_group_block_write(dst, coord, a + b.y);
  intel_sub_group_block_write2(dst, coord + (int2)(0, 1), b + (uint2)(c));
}
