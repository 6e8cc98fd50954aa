// OpenCL 2.0 non-uniform work-groups: global size not a multiple of the local size.
kernel void nonuni(global const float *a, global float *o, global uint *info) {
  size_t i = get_global_id(0), j = get_global_id(1);
  size_t w = get_global_size(0);
  o[j * w + i] = a[j * w + i] * 2.0f + get_local_size(0) + get_local_size(1) * 100;
  info[j * w + i] = get_local_id(0) | get_local_id(1) << 8 | get_enqueued_local_size(0) << 16 | get_num_groups(0) << 24;
}
