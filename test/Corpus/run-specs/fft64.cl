// A 64-point radix-2 decimation-in-time complex FFT per work-group (32
// work-items, one butterfly each per stage) in local memory, float2 data.
kernel void fft64(global const float2 *in, global float2 *out) {
  local float2 buf[64];
  int l = get_local_id(0), g = get_group_id(0);
  global const float2 *src = in + g * 64;
  for (int k = l; k < 64; k += 32) {
    uint b = 0;
    for (int q = 0; q < 6; ++q)
      b |= ((k >> q) & 1) << (5 - q);
    buf[b] = src[k];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int hs = 1; hs < 64; hs <<= 1) {
    int grp = l / hs, pos = l % hs;
    int i0 = grp * 2 * hs + pos, i1 = i0 + hs;
    float ang = -3.14159265358979f * (float)pos / (float)hs;
    float c, s = sincos(ang, &c);
    float2 a = buf[i0], b = buf[i1];
    float2 t = (float2)(b.x * c - b.y * s, b.x * s + b.y * c);
    barrier(CLK_LOCAL_MEM_FENCE);
    buf[i0] = a + t;
    buf[i1] = a - t;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[g * 64 + l] = buf[l];
  out[g * 64 + l + 32] = buf[l + 32];
}
