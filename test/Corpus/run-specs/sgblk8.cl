// SIMD8 sub-groups with wide block reads/writes: uint8 block read, ushort8/uint4 block writes.
#pragma OPENCL EXTENSION cl_intel_subgroups : enable
#pragma OPENCL EXTENSION cl_intel_subgroups_short : enable
__attribute__((intel_reqd_sub_group_size(8)))
kernel void sgblk8(global const uint *src, global uint *dst, global ushort *hd) {
  uint sg = get_group_id(0) * get_num_sub_groups() + get_sub_group_id();
  uint8 v = intel_sub_group_block_read8(src + sg * 64);
  uint l = get_sub_group_local_id();
  uint4 w = (uint4)(v.s0 + v.s7, v.s1 ^ v.s6, v.s2 - v.s5, v.s3 * 3 + v.s4 + l);
  intel_sub_group_block_write4(dst + sg * 32, w);
  ushort8 h = convert_ushort8(v >> 16);
  intel_sub_group_block_write_us8(hd + sg * 64, h);
}
