// Bit reversal by loops and by masks, rotate, and a CRC-32 style shift/xor loop.
uint rev32(uint x) {
  x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
  x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
  x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
  x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
  return (x >> 16) | (x << 16);
}
kernel void bitrev(global const ulong *a, global ulong *o, int nbits) {
  int i = get_global_id(0);
  ulong v = a[i], r = 0;
  for (int k = 0; k < 64; ++k) { r = (r << 1) | (v & 1); v >>= 1; }
  uint w = (uint)a[i], rw = 0;
  for (int k = 0; k < nbits; ++k) rw |= ((w >> k) & 1u) << (nbits - 1 - k);
  uint crc = 0xffffffffu;
  for (int k = 0; k < 8; ++k) {
    crc ^= (uint)(a[i] >> (k * 8)) & 0xffu;
    for (int j = 0; j < 8; ++j) crc = (crc >> 1) ^ (0xEDB88320u & -(crc & 1u));
  }
  o[i * 4 + 0] = r;
  o[i * 4 + 1] = ((ulong)rev32(w) << 32) | rw;
  o[i * 4 + 2] = rotate(a[i], (ulong)(i * 7)) ^ (ulong)rotate((uint)a[i], (uint)(67 - i));
  o[i * 4 + 3] = ~crc;
}
