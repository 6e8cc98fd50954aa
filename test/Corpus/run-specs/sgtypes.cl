// Sub-group shuffles and reductions on char, short, uchar4, float2, ulong and half data (size 16).
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
#pragma OPENCL EXTENSION cl_intel_subgroups_short : enable
#pragma OPENCL EXTENSION cl_intel_subgroups_char : enable
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__attribute__((intel_reqd_sub_group_size(16)))
kernel void sgtypes(global const char *c, global const short *s, global const float2 *f, global const ulong *u,
                    global const half *h, global int *o, global float2 *of, global ulong *ou, global half *oh) {
  int i = get_global_id(0);
  uint l = get_sub_group_local_id();
  char cc = c[i]; short ss = s[i];
  o[i * 4 + 0] = intel_sub_group_shuffle(cc, 15 - l);
  o[i * 4 + 1] = intel_sub_group_shuffle_down(ss, (short)(ss + 1), 5);
  o[i * 4 + 2] = sub_group_reduce_max((int)ss) + sub_group_scan_inclusive_min((int)cc);
  o[i * 4 + 3] = as_int(intel_sub_group_shuffle(as_uchar4((uint)s[i ^ 1] << 16 | (ushort)ss), (l + 3) & 15));
  of[i] = intel_sub_group_shuffle_xor(f[i], 6) + intel_sub_group_shuffle_up(f[i], (float2)(1.0f, 2.0f), 3);
  ou[i] = intel_sub_group_shuffle(u[i], l * 7 & 15) ^ sub_group_broadcast(u[i], 9) ^ sub_group_reduce_add(u[i] >> 8);
  oh[i] = intel_sub_group_shuffle(h[i], (l + 1) & 15) + sub_group_reduce_max(h[i]);
}
