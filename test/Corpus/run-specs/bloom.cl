// Bloom filter: insert keys with 3 hashes (murmur-style mixing, 64-bit
// multiply) by global atomic_or on a bit array, and hash query keys (membership is
// only defined after the kernel, so the queries' bit positions are written out).
uint mix32(uint h) {
  h ^= h >> 16;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  h *= 0xc2b2ae35u;
  return h ^ (h >> 16);
}
kernel void bloom(global const uint *keys, global const uint *queries, global uint *bits,
                  global int *found, uint nbits) {
  int i = get_global_id(0);
  uint k = keys[i];
  ulong h64 = (ulong)k * 0x9e3779b97f4a7c15UL;
  uint h[3] = {mix32(k), mix32(k ^ 0xdeadbeefu), (uint)(h64 >> 32)};
  for (int j = 0; j < 3; ++j) {
    uint b = h[j] % nbits;
    atomic_or(&bits[b >> 5], 1u << (b & 31));
  }
  uint q = queries[i];
  ulong q64 = (ulong)q * 0x9e3779b97f4a7c15UL;
  uint qh[3] = {mix32(q), mix32(q ^ 0xdeadbeefu), (uint)(q64 >> 32)};
  found[i] = (int)(qh[0] % nbits) + (int)(qh[1] % nbits) * 3 + (int)(qh[2] % nbits) * 7;
}
