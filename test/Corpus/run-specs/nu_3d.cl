// Non-uniform 3-D range (OpenCL 3.0 build): 5 x 6 x 3 in groups of 2 x 4 x 2;
// every group counts its work-items through a local atomic after a barrier.
kernel void nu_3d(global int *out) {
  local int count;
  if (get_local_linear_id() == 0)
    count = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_inc(&count);
  barrier(CLK_LOCAL_MEM_FENCE);
  size_t i = get_global_linear_id();
  out[3 * i + 0] = count * 1000 + (int)(get_local_size(0) * 100 +
                                        get_local_size(1) * 10 +
                                        get_local_size(2));
  out[3 * i + 1] = (int)(get_group_id(0) * 100 + get_group_id(1) * 10 +
                         get_group_id(2) + get_num_groups(2) * 1000);
  out[3 * i + 2] = (int)(get_local_id(0) * 100 + get_local_id(1) * 10 +
                         get_local_id(2) + get_work_dim() * 1000);
}
