// sg_block_buf: cl_intel_subgroups block reads and writes on global buffers
// (uint, uint2, uint4 and ushort variants), forced SIMD8.
// vISA: svm_block_ld / oword_ld / oword_ld_unaligned for the reads,
// oword_st / svm_block_st for the writes, scalar (M1_NM, 1) address setup.
__attribute__((intel_reqd_sub_group_size(8)))
kernel void sg_block_buf(global uint *in, global uint *out, global ushort *hin, global ushort *hout) {
  size_t base = get_group_id(0) * get_local_size(0) * 4;
  uint a = intel_sub_group_block_read(in + base);
  uint2 b = intel_sub_group_block_read2(in + base + 8);
  uint4 c = intel_sub_group_block_read4(in + base + 24);
  ushort h = intel_sub_group_block_read_us(hin + get_group_id(0) * get_local_size(0));
  intel_sub_group_block_write(out + base, a + b.x);
  intel_sub_group_block_write2(out + base + 8, b * 2);
  intel_sub_group_block_write4(out + base + 24, c + (uint4)(a));
  intel_sub_group_block_write_us(hout + get_group_id(0) * get_local_size(0), h + (ushort)1);
}
