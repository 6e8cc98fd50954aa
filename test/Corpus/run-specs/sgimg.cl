// Media block reads/writes on images: intel_sub_group_block_read2/4/8 and the _us variants, SIMD8 and SIMD16.
#pragma OPENCL EXTENSION cl_intel_subgroups_short : enable
__attribute__((intel_reqd_sub_group_size(16)))
kernel void sgimg(read_only image2d_t a, write_only image2d_t b, read_only image2d_t h, write_only image2d_t hb) {
  int sg = get_sub_group_id() + get_group_id(0) * get_num_sub_groups();
  int2 c = (int2)((sg & 1) * 64, (sg >> 1) * 8);
  uint8 v = intel_sub_group_block_read8(a, c);
  uint4 w = intel_sub_group_block_read4(a, c + (int2)(0, 8) - (int2)(0, (sg >> 1) == 3 ? 16 : 0));
  intel_sub_group_block_write8(b, c, v + (uint8)(w, w.s3210));
  int2 hc = (int2)((sg & 1) * 32, (sg >> 1) * 4);
  ushort4 hv = intel_sub_group_block_read_us4(h, hc);
  ushort2 hv2 = intel_sub_group_block_read_us2(h, hc + (int2)(2, 1));
  intel_sub_group_block_write_us4(hb, hc, hv + (ushort4)(hv2, hv2.yx) + (ushort4)(get_sub_group_local_id()));
}
