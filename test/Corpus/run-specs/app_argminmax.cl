// Arg-min / arg-max reduction of floats with index tie-breaking (lowest
// index wins) in local memory, then the group's results via global
// atomics on packed (order-preserving key, index) ulongs.
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
#define WG 256

static uint ordered(float f) {
  uint u = as_uint(f);
  return (u & 0x80000000u) ? ~u : u | 0x80000000u;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void app_argminmax(__global const float *x, int n, __global int *group_min,
                   __global int *group_max, __global ulong *global_minmax) {
  __local float vmin[WG], vmax[WG];
  __local int imin[WG], imax[WG];
  int lid = get_local_id(0);
  float lo = INFINITY, hi = -INFINITY;
  int ilo = INT_MAX, ihi = INT_MAX;
  for (int i = get_global_id(0); i < n; i += get_global_size(0)) {
    float v = x[i];
    if (v < lo || (v == lo && i < ilo)) { lo = v; ilo = i; }
    if (v > hi || (v == hi && i < ihi)) { hi = v; ihi = i; }
  }
  vmin[lid] = lo; imin[lid] = ilo; vmax[lid] = hi; imax[lid] = ihi;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = WG / 2; s > 0; s >>= 1) {
    if (lid < s) {
      float o = vmin[lid + s];
      int oi = imin[lid + s];
      if (o < vmin[lid] || (o == vmin[lid] && oi < imin[lid])) {
        vmin[lid] = o;
        imin[lid] = oi;
      }
      o = vmax[lid + s];
      oi = imax[lid + s];
      if (o > vmax[lid] || (o == vmax[lid] && oi < imax[lid])) {
        vmax[lid] = o;
        imax[lid] = oi;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0) {
    group_min[get_group_id(0)] = imin[0];
    group_max[get_group_id(0)] = imax[0];
    atom_min(&global_minmax[0],
             (ulong)ordered(vmin[0]) << 32 | (uint)imin[0]);
    atom_max(&global_minmax[1],
             (ulong)ordered(vmax[0]) << 32 | (uint)(~imax[0]));
  }
}
