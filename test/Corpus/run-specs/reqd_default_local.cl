// reqd_work_group_size with a spec that gives no local size: the runtime
// uses the required size.
__attribute__((reqd_work_group_size(16, 2, 1)))
kernel void reqd_default_local(global int *out) {
  size_t x = get_global_id(0), y = get_global_id(1);
  out[y * get_global_size(0) + x] =
      (int)(get_local_id(0) + 100 * get_local_id(1) + 10000 * get_group_id(0) +
            1000000 * get_group_id(1));
}
