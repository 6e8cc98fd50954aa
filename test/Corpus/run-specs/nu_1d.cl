// Non-uniform 1-D range (OpenCL 2.0): groups of 32, 32, 32 and 4 work-items.
// Local memory sized by the enqueued size, barriers, per-group reversal and
// sums over get_local_size(0) items, and every work-group built-in.
kernel void nu_1d(global const int *in, global int *out, global int *sums,
                  local int *tmp) {
  size_t lid = get_local_id(0), gid = get_global_id(0), grp = get_group_id(0);
  size_t n = get_local_size(0);
  tmp[lid] = in[gid];
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  int rev = tmp[n - 1 - lid];
  if (lid == 0) {
    int s = 0;
    for (size_t i = 0; i < n; ++i)
      s += tmp[i];
    sums[grp] = s;
  }
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  tmp[lid] = rev + (int)lid;
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  out[5 * gid + 0] = tmp[(lid + 1) % n];
  out[5 * gid + 1] =
      (int)(n * 10000 + get_enqueued_local_size(0) * 100 + get_num_groups(0));
  out[5 * gid + 2] = (int)(get_global_size(0) * 1000 + grp);
  out[5 * gid + 3] = (int)(get_global_linear_id() * 100 + get_local_linear_id());
  out[5 * gid + 4] = (int)(get_work_dim() * 10 + get_global_offset(0));
}
