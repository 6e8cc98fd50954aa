// 3-D NDRange query functions with a non-trivial local size.
kernel void ndr3d(global uint *o) {
  size_t gx = get_global_id(0), gy = get_global_id(1), gz = get_global_id(2);
  size_t lin = (gz * get_global_size(1) + gy) * get_global_size(0) + gx;
  global uint *p = o + lin * 12;
  p[0] = get_work_dim();
  p[1] = get_local_id(0) | (get_local_id(1) << 8) | (get_local_id(2) << 16);
  p[2] = get_group_id(0) | (get_group_id(1) << 8) | (get_group_id(2) << 16);
  p[3] = get_num_groups(0) | (get_num_groups(1) << 8) | (get_num_groups(2) << 16);
  p[4] = get_global_offset(0) + get_global_offset(1) + get_global_offset(2);
  p[5] = get_local_size(0) | (get_local_size(1) << 8) | (get_local_size(2) << 16);
  p[6] = get_enqueued_local_size(0) | (get_enqueued_local_size(1) << 8) | (get_enqueued_local_size(2) << 16);
  p[7] = get_local_linear_id();
  p[8] = get_global_linear_id();
  p[9] = get_global_size(0) * get_global_size(1) * get_global_size(2);
  p[10] = (uint)lin;
  p[11] = get_local_id(2) * 100 + get_local_id(1) * 10 + get_local_id(0);
}
