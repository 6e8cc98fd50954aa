// XTEA block cipher (64 rounds) in CTR mode: each work-item encrypts its
// counter block with a 128-bit key in __constant memory and XORs the
// keystream into two uint2 data blocks.
__constant uint KEY[4] = {0x01234567u, 0x89abcdefu, 0xfedcba98u, 0x76543210u};

static uint2 xtea_encrypt(uint2 v) {
  uint sum = 0, delta = 0x9E3779B9u;
  for (int i = 0; i < 32; ++i) {
    v.x += (((v.y << 4) ^ (v.y >> 5)) + v.y) ^ (sum + KEY[sum & 3]);
    sum += delta;
    v.y += (((v.x << 4) ^ (v.x >> 5)) + v.x) ^ (sum + KEY[(sum >> 11) & 3]);
  }
  return v;
}

__kernel void app_xtea(ulong nonce, __global const uint4 *in,
                       __global uint4 *out) {
  uint gid = get_global_id(0);
  ulong ctr = nonce + 2ul * gid;
  uint2 k0 = xtea_encrypt((uint2)((uint)ctr, (uint)(ctr >> 32)));
  uint2 k1 = xtea_encrypt((uint2)((uint)(ctr + 1), (uint)((ctr + 1) >> 32)));
  out[gid] = in[gid] ^ (uint4)(k0, k1);
}
