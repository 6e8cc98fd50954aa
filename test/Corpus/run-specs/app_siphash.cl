// SipHash-2-4 (ulong rotates and adds) of variable-length messages, and
// 64-bit FNV-1a of the same bytes: per work-item message of 8 + gid % 57
// bytes starting at a 64-byte stride.
#define ROTL(x, b) rotate((x), (ulong)(b))
#define SIPROUND                                                               \
  do {                                                                         \
    v0 += v1; v1 = ROTL(v1, 13); v1 ^= v0; v0 = ROTL(v0, 32);                  \
    v2 += v3; v3 = ROTL(v3, 16); v3 ^= v2;                                     \
    v0 += v3; v3 = ROTL(v3, 21); v3 ^= v0;                                     \
    v2 += v1; v1 = ROTL(v1, 17); v1 ^= v2; v2 = ROTL(v2, 32);                  \
  } while (0)

__kernel void app_siphash(__global const uchar *data, ulong k0, ulong k1,
                          __global ulong *sip, __global ulong *fnv) {
  int gid = get_global_id(0);
  int len = 8 + gid % 57;
  __global const uchar *m = data + gid * 64;
  ulong v0 = 0x736f6d6570736575ul ^ k0, v1 = 0x646f72616e646f6dul ^ k1;
  ulong v2 = 0x6c7967656e657261ul ^ k0, v3 = 0x7465646279746573ul ^ k1;
  int blocks = len / 8;
  for (int b = 0; b < blocks; ++b) {
    ulong w = 0;
    for (int k = 0; k < 8; ++k)
      w |= (ulong)m[8 * b + k] << (8 * k);
    v3 ^= w;
    SIPROUND;
    SIPROUND;
    v0 ^= w;
  }
  ulong last = (ulong)len << 56;
  for (int k = 0; k < len % 8; ++k)
    last |= (ulong)m[8 * blocks + k] << (8 * k);
  v3 ^= last;
  SIPROUND;
  SIPROUND;
  v0 ^= last;
  v2 ^= 0xff;
  SIPROUND;
  SIPROUND;
  SIPROUND;
  SIPROUND;
  sip[gid] = v0 ^ v1 ^ v2 ^ v3;
  ulong h = 0xcbf29ce484222325ul;
  for (int k = 0; k < len; ++k)
    h = (h ^ m[k]) * 0x100000001b3ul;
  fnv[gid] = h;
}
