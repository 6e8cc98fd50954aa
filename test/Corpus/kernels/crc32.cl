// crc32: table-driven CRC-32 of a len-byte block per work-item, with the
// table built by the kernel itself in local memory.
// vISA: SLM table, byte loads, xor/shr/and chains, gather with
// data-dependent indices, uniform loops.
kernel void crc32(global const uchar *data, int len, global uint *crc) {
  local uint table[256];
  for (int n = get_local_id(0); n < 256; n += get_local_size(0)) {
    uint c = (uint)n;
#pragma unroll 1
    for (int k = 0; k < 8; k++)
      c = (c & 1u) ? 0xedb88320u ^ (c >> 1) : c >> 1;
    table[n] = c;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  size_t i = get_global_id(0);
  global const uchar *p = data + i * len;
  uint c = 0xffffffffu;
  for (int k = 0; k < len; k++)
    c = table[(c ^ p[k]) & 0xffu] ^ (c >> 8);
  crc[i] = c ^ 0xffffffffu;
}
