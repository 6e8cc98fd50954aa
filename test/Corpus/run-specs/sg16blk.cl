// Sub-group size 16: intel_sub_group_block_read/write (uint, uint2, uint4, ushort) on global memory.
#pragma OPENCL EXTENSION cl_intel_subgroups : enable
#pragma OPENCL EXTENSION cl_intel_subgroups_short : enable
__attribute__((intel_reqd_sub_group_size(16)))
kernel void sg16blk(global const uint *src, global uint *dst, global const ushort *hs, global ushort *hd) {
  uint sg = get_group_id(0) * get_num_sub_groups() + get_sub_group_id();
  const global uint *p = src + sg * 16 * 7;
  uint a = intel_sub_group_block_read(p);
  uint2 b = intel_sub_group_block_read2(p + 16);
  uint4 c = intel_sub_group_block_read4(p + 48);
  uint r = a + b.x * 3 + b.y * 5 + c.x - c.y + (c.z ^ c.w);
  uint l = get_sub_group_local_id();
  intel_sub_group_block_write(dst + sg * 16 * 3, r + intel_sub_group_shuffle(a, 15 - l));
  intel_sub_group_block_write2(dst + sg * 16 * 3 + 16, (uint2)(c.w, sub_group_reduce_add(a)));
  ushort h = intel_sub_group_block_read_us(hs + sg * 16);
  intel_sub_group_block_write_us(hd + sg * 16, (ushort)(h * 3 + l));
}
