// ndrange3d: work-item functions of a 3D NDRange: get_local_id/get_group_id/
// get_local_size/get_num_groups/get_global_size/get_global_offset/
// get_work_dim/get_enqueued_local_size in all three dimensions.
// vISA: %thread_x/%thread_y, %group_id_x/y/z, local ids from the
// per-thread payload (.input), local/global sizes and offsets from the
// cross-thread payload, mad for linearisation.
kernel void ndrange3d(global int *out) {
  size_t gx = get_global_id(0), gy = get_global_id(1), gz = get_global_id(2);
  size_t lin = (gz * get_global_size(1) + gy) * get_global_size(0) + gx;
  int v = get_local_id(0) + 10 * get_local_id(1) + 100 * get_local_id(2);
  v += 1000 * (get_group_id(0) + get_group_id(1) + get_group_id(2));
  v += get_local_size(0) * get_local_size(1) * get_local_size(2);
  v += get_num_groups(0) + get_num_groups(1) * 3 + get_num_groups(2) * 5;
  v += get_global_offset(0) + get_global_offset(2) + get_work_dim();
  out[lin] = v;
}
