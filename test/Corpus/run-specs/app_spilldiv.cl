// High register pressure inside divergent control flow: 16 float4
// accumulators live across a data-dependent loop whose body branches per
// work-item, so IGC spills (and fills) under partial execution masks.
// -DSIMD32 asks for SIMD32.
#define NACC 16

#ifdef SIMD32
__attribute__((intel_reqd_sub_group_size(32)))
#endif
__kernel void app_spilldiv(__global const float4 *in, __global const int *steps,
                           __global float4 *out) {
  int gid = get_global_id(0);
  float4 acc[NACC];
  for (int k = 0; k < NACC; ++k)
    acc[k] = in[(gid + k) & 255];
  int n = steps[gid];
  for (int i = 0; i < n; ++i) {
    float4 v = in[(gid * 7 + i) & 255];
    if ((i + gid) % 3 == 0) {
      for (int k = 0; k < NACC; ++k)
        acc[k] = acc[k] * 0.5f + v * (float)(k + 1);
    } else if ((i ^ gid) & 1) {
      for (int k = 0; k < NACC; ++k)
        acc[k] = acc[(k + 1) % NACC] - v * 0.25f;
    } else {
      float4 t = acc[0];
      for (int k = 0; k < NACC - 1; ++k)
        acc[k] = acc[k + 1] + t;
      acc[NACC - 1] = t * v;
    }
  }
  float4 sum = (float4)(0.0f);
  for (int k = 0; k < NACC; ++k)
    sum += acc[k] * (float)(k + 1);
  out[gid] = sum;
}
