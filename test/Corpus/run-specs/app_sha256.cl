// SHA-256 of one 64-byte message per work-item: the message block and the
// padding block go through the 64-round compression (uint rotates, message
// schedule in a private array, round constants in __constant memory).
// -DSIMD32 asks for SIMD32.
__constant uint K256[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1,
    0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
    0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
    0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
    0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
    0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
    0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
    0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
    0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

#define ROTR(x, n) rotate((x), (uint)(32 - (n)))

static void compress(uint *state, const uint *block) {
  uint w[64];
  for (int i = 0; i < 16; ++i)
    w[i] = block[i];
  for (int i = 16; i < 64; ++i) {
    uint s0 = ROTR(w[i - 15], 7) ^ ROTR(w[i - 15], 18) ^ (w[i - 15] >> 3);
    uint s1 = ROTR(w[i - 2], 17) ^ ROTR(w[i - 2], 19) ^ (w[i - 2] >> 10);
    w[i] = w[i - 16] + s0 + w[i - 7] + s1;
  }
  uint a = state[0], b = state[1], c = state[2], d = state[3];
  uint e = state[4], f = state[5], g = state[6], h = state[7];
  for (int i = 0; i < 64; ++i) {
    uint S1 = ROTR(e, 6) ^ ROTR(e, 11) ^ ROTR(e, 25);
    uint ch = (e & f) ^ (~e & g);
    uint t1 = h + S1 + ch + K256[i] + w[i];
    uint S0 = ROTR(a, 2) ^ ROTR(a, 13) ^ ROTR(a, 22);
    uint maj = (a & b) ^ (a & c) ^ (b & c);
    uint t2 = S0 + maj;
    h = g;
    g = f;
    f = e;
    e = d + t1;
    d = c;
    c = b;
    b = a;
    a = t1 + t2;
  }
  state[0] += a; state[1] += b; state[2] += c; state[3] += d;
  state[4] += e; state[5] += f; state[6] += g; state[7] += h;
}

#ifdef SIMD32
__attribute__((intel_reqd_sub_group_size(32)))
#endif
__kernel void app_sha256(__global const uchar *msg, __global uint *digest) {
  int gid = get_global_id(0);
  uint state[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                   0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
  uint block[16];
  __global const uchar *m = msg + gid * 64;
  for (int i = 0; i < 16; ++i)
    block[i] = (uint)m[4 * i] << 24 | (uint)m[4 * i + 1] << 16 |
               (uint)m[4 * i + 2] << 8 | m[4 * i + 3];
  compress(state, block);
  for (int i = 0; i < 16; ++i)
    block[i] = 0;
  block[0] = 0x80000000u;
  block[15] = 512;
  compress(state, block);
  for (int i = 0; i < 8; ++i)
    digest[gid * 8 + i] = state[i];
}
