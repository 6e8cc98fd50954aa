// Sub-group block reads/writes at SIMD16/32 widths: uchar/ushort/uint8 variants on global buffers, exchanged through local memory.
#pragma OPENCL EXTENSION cl_intel_subgroups_char : enable
#pragma OPENCL EXTENSION cl_intel_subgroups_short : enable
__attribute__((intel_reqd_sub_group_size(16)))
kernel void sgblk(global uint *in, global uint *out, global uchar *cin, global uchar *cout, global ushort *hin) {
  local uint slm[128];
  size_t g = get_group_id(0), sg = get_sub_group_id();
  size_t base = (g * get_num_sub_groups() + sg) * 16 * 8;
  uint8 v = intel_sub_group_block_read8(in + base);
  uchar c = intel_sub_group_block_read_uc(cin + (g * get_num_sub_groups() + sg) * 16);
  ushort2 h = intel_sub_group_block_read_us2(hin + (g * get_num_sub_groups() + sg) * 32);
  slm[sg * 16 + get_sub_group_local_id()] = v.s0 + v.s7 + c;
  barrier(CLK_LOCAL_MEM_FENCE);
  uint r = slm[((sg + 1) % get_num_sub_groups()) * 16 + get_sub_group_local_id()];
  intel_sub_group_block_write8(out + base, v * (uint8)(r) + (uint8)(h.x, h.y, 1, 2, 3, 4, 5, 6));
  intel_sub_group_block_write_uc(cout + (g * get_num_sub_groups() + sg) * 16, (uchar)(c + r));
}
