// Adler-32 and Fletcher-16 checksums of 256-byte blocks (one block per
// work-item) and a CRC-16/CCITT computed bitwise with a data-dependent branch.
kernel void adler(global const uchar *data, global uint *ad, global ushort *fl, global ushort *crc) {
  int i = get_global_id(0);
  global const uchar *p = data + i * 256;
  uint a = 1, b = 0, f1 = 0, f2 = 0;
  ushort c = 0xffff;
  for (int k = 0; k < 256; ++k) {
    uchar v = p[k];
    a = (a + v) % 65521u;
    b = (b + a) % 65521u;
    f1 = (f1 + v) % 255u;
    f2 = (f2 + f1) % 255u;
    c ^= (ushort)v << 8;
    for (int j = 0; j < 8; ++j)
      c = (c & 0x8000) ? (ushort)((c << 1) ^ 0x1021) : (ushort)(c << 1);
  }
  ad[i] = (b << 16) | a;
  fl[i] = (ushort)((f2 << 8) | f1);
  crc[i] = c;
}
