// PCG32 random streams (64-bit LCG state, xorshift and rotate output), one
// stream per work-item with its own increment, and a Box-Muller-free
// integer test statistic: counts per 16 buckets and the stream's last state.
static uint pcg32_next(ulong *state, ulong inc) {
  ulong old = *state;
  *state = old * 6364136223846793005ul + inc;
  uint xorshifted = (uint)(((old >> 18u) ^ old) >> 27u);
  uint rot = (uint)(old >> 59u);
  return (xorshifted >> rot) | (xorshifted << ((-rot) & 31));
}

__kernel void app_pcg(ulong seed, int draws, __global uint *buckets,
                      __global ulong *final_state, __global uint *last) {
  int gid = get_global_id(0);
  ulong inc = ((ulong)gid << 1u) | 1u;
  ulong state = 0;
  pcg32_next(&state, inc);
  state += seed;
  pcg32_next(&state, inc);
  uint counts[16];
  for (int i = 0; i < 16; ++i)
    counts[i] = 0;
  uint r = 0;
  for (int i = 0; i < draws; ++i) {
    r = pcg32_next(&state, inc);
    counts[r >> 28]++;
  }
  for (int i = 0; i < 16; ++i)
    buckets[gid * 16 + i] = counts[i];
  final_state[gid] = state;
  last[gid] = r;
}
