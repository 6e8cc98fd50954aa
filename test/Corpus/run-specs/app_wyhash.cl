// wyhash-style 64-bit hashing: 128-bit multiply-mix via mul_hi(ulong) and
// ulong products, unaligned 8-byte reads assembled from bytes, over
// messages of 16-80 bytes; plus a 64-bit splitmix finaliser.
static ulong mix(ulong a, ulong b) {
  return (a * b) ^ mul_hi(a, b);
}

static ulong read8(__global const uchar *p) {
  ulong v = 0;
  for (int i = 0; i < 8; ++i)
    v |= (ulong)p[i] << (8 * i);
  return v;
}

__kernel void app_wyhash(__global const uchar *data, ulong seed,
                         __global ulong *hashes, __global ulong *finals) {
  int gid = get_global_id(0);
  int len = 16 + (gid * 7) % 65;
  __global const uchar *p = data + gid * 96 + (gid % 5);
  const ulong s0 = 0xa0761d6478bd642ful, s1 = 0xe7037ed1a0b428dbul;
  ulong h = seed ^ mix(seed ^ s0, s1);
  int i = 0;
  for (; i + 16 <= len; i += 16)
    h = mix(read8(p + i) ^ s1, read8(p + i + 8) ^ h);
  ulong a = i < len ? read8(p + len - 8) : 0;
  h = mix(s1 ^ (ulong)len, mix(a ^ s1, h ^ s0));
  hashes[gid] = h;
  ulong z = h + 0x9e3779b97f4a7c15ul;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ul;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebul;
  finals[gid] = z ^ (z >> 31);
}
