// SIMD32 (intel_reqd_sub_group_size(32) where the compiler has it) with SLM,
// barriers, and uniform vs divergent branches; computes a per-group stencil.
#ifdef cl_intel_required_subgroup_size
#define SIMD32 __attribute__((intel_reqd_sub_group_size(32)))
#else
#define SIMD32
#endif
SIMD32 kernel void simd32br(global const float *a, global const int *mode, global float *o) {
  local float t[128 + 2];
  int l = get_local_id(0), g = get_global_id(0), n = get_local_size(0);
  t[l + 1] = a[g];
  if (l == 0)
    t[0] = g > 0 ? a[g - 1] : 0.0f;
  if (l == n - 1)
    t[n + 1] = g + 1 < get_global_size(0) ? a[g + 1] : 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  int m = mode[get_group_id(0)]; // uniform per group
  float r;
  if (m == 0)
    r = t[l] + t[l + 1] + t[l + 2];
  else if (m == 1)
    r = t[l + 1] * 2.0f - t[l];
  else
    r = fmax(t[l], t[l + 2]);
  if (l & 1) { // divergent
    for (int k = 0; k < (l & 7); ++k)
      r = r * 0.5f + t[(l + k) & 127];
  } else if ((l & 6) == 2) {
    r = -r;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  t[(l * 5) & 127] = r; // a permutation of 0..127 only when n == 128
  barrier(CLK_LOCAL_MEM_FENCE);
  o[g] = t[l] + r;
}
