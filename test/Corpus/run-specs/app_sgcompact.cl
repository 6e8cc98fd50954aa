// Stream compaction with sub-groups (cl_intel_subgroups): each sub-group
// ballots its keep flags by an inclusive scan, one lane reserves space
// with a global atomic, the base is broadcast, and kept elements are
// written in sub-group order; a final per-element output index is kept for
// checking. Sub-group order within the output depends on scheduling, so
// each sub-group writes into its own fixed region instead.
__attribute__((intel_reqd_sub_group_size(16)))
__kernel void app_sgcompact(__global const int *in, __global int *out,
                            __global int *counts, __global int *slot) {
  int gid = get_global_id(0);
  int v = in[gid];
  int keep = (v % 3) == 0;
  int pos = sub_group_scan_exclusive_add(keep);
  int total = sub_group_reduce_add(keep);
  int sg = get_group_id(0) * get_num_sub_groups() + get_sub_group_id();
  int base = sub_group_broadcast(sg * 16, 0);
  if (keep)
    out[base + pos] = v;
  slot[gid] = keep ? pos : -1;
  if (get_sub_group_local_id() == 0)
    counts[sg] = total;
  int shifted = intel_sub_group_shuffle_down(v, v, 1);
  if (get_sub_group_local_id() == 15)
    counts[sg] += shifted == v ? 1000 : 0;
}
