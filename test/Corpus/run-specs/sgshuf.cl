// intel_sub_group_shuffle_down/up/xor and intel_sub_group_shuffle on char,
// short, int, long, float, double and vector types at SIMD8 (SG selects
// another sub-group size).
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#ifndef SG
#define SG 8
#endif
__attribute__((intel_reqd_sub_group_size(SG)))
kernel void sgshuf(global const int *a, global const long *b, global const float4 *f,
                   global int *o, global long *lo, global float4 *fo, global double *dd) {
  int i = get_global_id(0);
  uint lid = get_sub_group_local_id();
  int v = a[i];
  long w = b[i];
  float4 x = f[i];
  int nxt = a[(i + SG) % get_global_size(0)];
  global int *p = o + i * 8;
  p[0] = intel_sub_group_shuffle_down(v, nxt, lid & (SG - 1));
  p[1] = intel_sub_group_shuffle_up(nxt, v, (lid * 3) & (SG - 1));
  p[2] = intel_sub_group_shuffle_xor(v, 5);
  p[3] = intel_sub_group_shuffle((short)v, SG - 1 - lid);
  p[4] = intel_sub_group_shuffle_down((char)v, (char)nxt, 3);
  p[5] = intel_sub_group_shuffle_up((ushort)v, (ushort)nxt, 2);
  p[6] = intel_sub_group_shuffle_xor((uchar)v, 3);
  p[7] = as_int(intel_sub_group_shuffle_down((float)v, 0.5f, lid));
  lo[i * 3] = intel_sub_group_shuffle_down(w, -w, 4);
  lo[i * 3 + 1] = intel_sub_group_shuffle_up(w, ~w, lid);
  lo[i * 3 + 2] = intel_sub_group_shuffle_xor(w, 1) + intel_sub_group_shuffle(w, v & (SG - 1));
  fo[i * 2] = intel_sub_group_shuffle_down(x, x * 2.0f, 6);
  fo[i * 2 + 1] = intel_sub_group_shuffle_xor(x, lid ^ 2);
  double d = (double)x.x * 3.0;
  dd[i] = intel_sub_group_shuffle_up(d, -d, 1) + intel_sub_group_shuffle(d, (lid + 1) & (SG - 1));
}
