// High register pressure: 64 live float4 accumulators (forces spills / scratch on SIMD16/32).
kernel void spill(global const float4 *a, global float4 *o, int n) {
  int i = get_global_id(0);
  float4 acc[64];
  #pragma unroll
  for (int k = 0; k < 64; ++k) acc[k] = a[(i + k) & 255];
  for (int it = 0; it < n; ++it) {
    #pragma unroll
    for (int k = 0; k < 64; ++k) acc[k] = acc[k] * 0.5f + acc[(k + 1) & 63].yzwx * 0.25f;
  }
  float4 s = 0;
  #pragma unroll
  for (int k = 0; k < 64; ++k) s += acc[k] * (float)(k + 1);
  o[i] = s;
}
