// CRC-32 (IEEE, reflected) with a lookup table the work-group builds in
// local memory, and Adler-32, each over a 128-byte block per work-item.
#define BLOCK 128

__kernel void app_crc(__global const uchar *data, __global uint *crc,
                      __global uint *adler) {
  __local uint table[256];
  int lid = get_local_id(0), gid = get_global_id(0);
  for (int i = lid; i < 256; i += get_local_size(0)) {
    uint c = i;
    for (int k = 0; k < 8; ++k)
      c = (c & 1u) ? 0xedb88320u ^ (c >> 1) : c >> 1;
    table[i] = c;
  }
  barrier(CLK_LOCAL_MEM_FENCE);

  __global const uchar *p = data + gid * BLOCK;
  uint c = 0xffffffffu;
  uint a = 1, b = 0;
  for (int i = 0; i < BLOCK; ++i) {
    uchar byte = p[i];
    c = table[(c ^ byte) & 0xffu] ^ (c >> 8);
    a = (a + byte) % 65521u;
    b = (b + a) % 65521u;
  }
  crc[gid] = ~c;
  adler[gid] = (b << 16) | a;
}
