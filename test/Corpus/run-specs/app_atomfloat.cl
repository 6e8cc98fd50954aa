// Scatter-add of floats with an atomic_cmpxchg loop (the usual emulation of
// a float atomic add), into 64 bins in local memory and then global memory.
// The values are small integers, so every order of additions gives the same
// exact sums.
static void atomic_add_local_float(volatile __local float *p, float v) {
  uint old = as_uint(*p), assumed;
  do {
    assumed = old;
    old = atomic_cmpxchg((volatile __local uint *)p, assumed,
                         as_uint(as_float(assumed) + v));
  } while (old != assumed);
}

static void atomic_add_global_float(volatile __global float *p, float v) {
  uint old = as_uint(*p), assumed;
  do {
    assumed = old;
    old = atomic_cmpxchg((volatile __global uint *)p, assumed,
                         as_uint(as_float(assumed) + v));
  } while (old != assumed);
}

__kernel void app_atomfloat(__global const float *vals,
                            __global const uchar *bins,
                            __global float *sums) {
  __local float local_sums[64];
  int lid = get_local_id(0), gid = get_global_id(0);
  if (lid < 64)
    local_sums[lid] = 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_add_local_float(&local_sums[bins[gid] & 63], vals[gid]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < 64 && local_sums[lid] != 0.0f)
    atomic_add_global_float(&sums[lid], local_sums[lid]);
}
