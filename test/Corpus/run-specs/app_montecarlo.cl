// Monte-Carlo estimate of pi with two counter-based generators: Philox4x32-10
// (mul_hi) and xorshift64* (ulong multiply); hits are counted with exact
// 64-bit integer geometry, then summed per work-group in local memory.
#define SAMPLES 64

static uint4 philox_round(uint4 ctr, uint2 key) {
  uint lo0 = 0xD2511F53u * ctr.x, hi0 = mul_hi(0xD2511F53u, ctr.x);
  uint lo1 = 0xCD9E8D57u * ctr.z, hi1 = mul_hi(0xCD9E8D57u, ctr.z);
  return (uint4)(hi1 ^ ctr.y ^ key.x, lo1, hi0 ^ ctr.w ^ key.y, lo0);
}

static uint4 philox(uint4 ctr, uint2 key) {
  for (int r = 0; r < 10; ++r) {
    ctr = philox_round(ctr, key);
    key += (uint2)(0x9E3779B9u, 0xBB67AE85u);
  }
  return ctr;
}

static int inside(uint x, uint y) {
  ulong a = x >> 1, b = y >> 1;
  return a * a + b * b <= (1ul << 62);
}

__kernel void app_montecarlo(ulong seed, __global uint *philox_hits,
                             __global uint *xorshift_hits,
                             __global ulong *group_totals) {
  __local uint sums[64];
  uint gid = get_global_id(0), lid = get_local_id(0);
  uint2 key = (uint2)((uint)seed, (uint)(seed >> 32));
  uint ph = 0;
  for (uint s = 0; s < SAMPLES / 2; ++s) {
    uint4 r = philox((uint4)(s, gid, 0x1234u, 0), key);
    ph += inside(r.x, r.y) + inside(r.z, r.w);
  }
  ulong state = seed ^ (0x9E3779B97F4A7C15ul * (gid + 1));
  uint xh = 0;
  for (uint s = 0; s < SAMPLES; ++s) {
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    ulong r = state * 0x2545F4914F6CDD1Dul;
    xh += inside((uint)r, (uint)(r >> 32));
  }
  philox_hits[gid] = ph;
  xorshift_hits[gid] = xh;
  sums[lid] = ph + xh;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (lid < s)
      sums[lid] += sums[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    group_totals[get_group_id(0)] = (ulong)sums[0] * 1000000ul + get_group_id(0);
}
