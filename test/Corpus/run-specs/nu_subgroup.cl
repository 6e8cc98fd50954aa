// Sub-groups in a non-uniform range (OpenCL 2.0 + cl_khr_subgroups): the
// edge group of 20 work-items has a partial last sub-group.
__attribute__((intel_reqd_sub_group_size(16)))
kernel void nu_subgroup(global const int *in, global int *out) {
  size_t i = get_global_id(0);
  out[4 * i + 0] = (int)(get_sub_group_size() * 100 + get_max_sub_group_size());
  out[4 * i + 1] = (int)(get_num_sub_groups() * 100 + get_enqueued_num_sub_groups());
  out[4 * i + 2] = (int)(get_sub_group_id() * 100 + get_sub_group_local_id());
  out[4 * i + 3] = sub_group_reduce_add(in[i]);
}
