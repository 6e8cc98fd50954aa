// cl_khr_subgroup_* extensions: ballot, non-uniform vote, shuffle,
// shuffle_relative, clustered reduce, non-uniform arithmetic, extended types
// (only values OpenCL defines: no broadcast from a possibly inactive lane).
#pragma OPENCL EXTENSION cl_khr_subgroup_ballot : enable
#pragma OPENCL EXTENSION cl_khr_subgroup_non_uniform_vote : enable
#pragma OPENCL EXTENSION cl_khr_subgroup_non_uniform_arithmetic : enable
__attribute__((intel_reqd_sub_group_size(16)))
kernel void sgkhr(global const int *a, global const uchar *c, global uint4 *bal, global int *o,
                  global uchar *co) {
  int i = get_global_id(0);
  int v = a[i];
  uint lid = get_sub_group_local_id();
  uint4 b = sub_group_ballot(v > 0);
  bal[i] = b + (uint4)(sub_group_ballot_bit_count(b), sub_group_ballot_find_lsb(b),
                       sub_group_ballot_find_msb(b), sub_group_ballot_inclusive_scan(b));
  global int *p = o + i * 12;
  p[0] = sub_group_ballot_exclusive_scan(b) + sub_group_ballot_bit_extract(b, (lid + 3) & 15);
  p[1] = sub_group_shuffle(v, (lid * 5) & 15);
  p[2] = sub_group_shuffle_xor(v, 6);
  int up = sub_group_shuffle_up(v, 3), down = sub_group_shuffle_down(v, 5);
  p[3] = lid >= 3 ? up : -1; // undefined for the first 3 lanes
  p[4] = lid + 5 < 16 ? down : -1;
  p[5] = sub_group_clustered_reduce_add(v, 4);
  p[6] = sub_group_clustered_reduce_max(v, 8);
  p[7] = sub_group_clustered_reduce_xor(v, 2);
  if (v & 1) {
    p[8] = sub_group_non_uniform_reduce_add(v);
    p[9] = sub_group_non_uniform_scan_inclusive_min(v);
    p[10] = sub_group_elect() + sub_group_non_uniform_all(v > -500) * 2 +
            sub_group_non_uniform_any(v > 900) * 4 + sub_group_non_uniform_all_equal(v & 1) * 8;
  } else {
    p[8] = sub_group_non_uniform_scan_exclusive_add(v);
    p[9] = sub_group_non_uniform_reduce_or(v);
    p[10] = sub_group_non_uniform_reduce_max(v) - sub_group_broadcast_first(v);
  }
  p[11] = sub_group_non_uniform_reduce_mul(v & 3 | 1);
  uchar cv = c[i];
  co[i * 2] = sub_group_reduce_max(cv) + sub_group_broadcast(cv, 2);
  co[i * 2 + 1] = sub_group_scan_inclusive_add(cv);
}
