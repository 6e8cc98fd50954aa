// cl_intel_subgroups_short / _char / long reductions and shuffles.
#pragma OPENCL EXTENSION cl_intel_subgroups_short : enable
#pragma OPENCL EXTENSION cl_intel_subgroups_char : enable
kernel void sgshort(global const short *a, global const char *b, global const long *c, global short *o, global char *ob, global long *oc) {
  int i = get_global_id(0);
  o[i] = sub_group_reduce_max(a[i]) + intel_sub_group_shuffle(a[i], get_sub_group_local_id() ^ 3);
  ob[i] = sub_group_reduce_add(b[i]) ^ intel_sub_group_shuffle_down(b[i], b[i], 1);
  oc[i] = sub_group_scan_inclusive_add(c[i]) + sub_group_broadcast(c[i], 0);
}
