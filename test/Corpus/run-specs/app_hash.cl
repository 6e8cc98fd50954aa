// Hashing 32-byte keys: MurmurHash3 (x86_32) and xxHash32, then a Bloom
// filter insert of three bits per key with global atomic_or.
#define KEY_WORDS 8

static inline uint rotl32(uint x, uint r) { return rotate(x, r); }

static uint murmur3_32(const uint *key, uint seed) {
  const uint c1 = 0xcc9e2d51u, c2 = 0x1b873593u;
  uint h = seed;
  for (int i = 0; i < KEY_WORDS; ++i) {
    uint k = key[i] * c1;
    k = rotl32(k, 15) * c2;
    h ^= k;
    h = rotl32(h, 13) * 5u + 0xe6546b64u;
  }
  h ^= KEY_WORDS * 4;
  h ^= h >> 16;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  h *= 0xc2b2ae35u;
  h ^= h >> 16;
  return h;
}

#define P1 2654435761u
#define P2 2246822519u
#define P3 3266489917u
#define P4 668265263u
#define P5 374761393u

static uint xxh32(const uint *key, uint seed) {
  uint v1 = seed + P1 + P2, v2 = seed + P2, v3 = seed, v4 = seed - P1;
  for (int i = 0; i < KEY_WORDS; i += 4) {
    v1 = rotl32(v1 + key[i] * P2, 13) * P1;
    v2 = rotl32(v2 + key[i + 1] * P2, 13) * P1;
    v3 = rotl32(v3 + key[i + 2] * P2, 13) * P1;
    v4 = rotl32(v4 + key[i + 3] * P2, 13) * P1;
  }
  uint h = rotl32(v1, 1) + rotl32(v2, 7) + rotl32(v3, 12) + rotl32(v4, 18);
  h += KEY_WORDS * 4;
  h ^= h >> 15;
  h *= P2;
  h ^= h >> 13;
  h *= P3;
  h ^= h >> 16;
  return h;
}

__kernel void app_hash(__global const uint *keys, uint seed,
                       __global uint *murmur, __global uint *xx,
                       __global uint *bloom, uint bloom_bits) {
  int gid = get_global_id(0);
  uint key[KEY_WORDS];
  for (int i = 0; i < KEY_WORDS; ++i)
    key[i] = keys[gid * KEY_WORDS + i];
  uint h1 = murmur3_32(key, seed);
  uint h2 = xxh32(key, seed);
  murmur[gid] = h1;
  xx[gid] = h2;
  for (uint i = 0; i < 3; ++i) {
    uint bit = (h1 + i * h2) % bloom_bits;
    atomic_or(&bloom[bit >> 5], 1u << (bit & 31));
  }
}
