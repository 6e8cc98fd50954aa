// sg_types: sub-group shuffles and reductions on 8-, 16- and 64-bit and half
// element types (cl_intel_subgroups_char/short/long, cl_khr_fp16).
// vISA: indirect mov with byte/word/qword element types, 64-bit reductions
// (split into 32-bit halves with addc where needed), half arithmetic.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void sg_types(global const uchar *c, global const short *s, global const long *l,
                     global const half *h, global long *out, global half *hout) {
  size_t i = get_global_id(0);
  uint lane = get_sub_group_local_id();
  uchar a = intel_sub_group_shuffle(c[i], (lane + 1) % get_sub_group_size());
  short b = intel_sub_group_shuffle_xor(s[i], 3);
  long d = sub_group_reduce_add(l[i]) + sub_group_broadcast(l[i], 1);
  long e = sub_group_scan_inclusive_max(l[i]);
  half f = sub_group_reduce_max(h[i]);
  out[i] = d + e + a + b;
  hout[i] = f + intel_sub_group_shuffle(h[i], 0);
}
