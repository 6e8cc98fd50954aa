// sg_ballot: cl_khr_subgroup_ballot / non_uniform_arithmetic / clustered
// reduce / extended shuffles: ballot, find_lsb/msb, bit_count, elect,
// non-uniform broadcast and reductions inside divergent control flow.
// vISA: cmp writing a predicate then mov of the flag register (ballot), fbl/
// fbh or lzd/bfrev for find_lsb/msb, cbit, goto with non-uniform regions.
kernel void sg_ballot(global const uint *in, global uint *out) {
  uint x = in[get_global_id(0)];
  uint4 b = sub_group_ballot(x > 10u);
  uint r = sub_group_ballot_find_lsb(b) + 3u * sub_group_ballot_find_msb(b) + sub_group_ballot_bit_count(b);
  r += sub_group_elect() ? 100u : 0u;
  r += sub_group_ballot_inclusive_scan(b);
  r += sub_group_clustered_reduce_add(x, 4);
  r += sub_group_shuffle_xor(x, 1u);
  if (x & 1u) {
    r += sub_group_non_uniform_reduce_xor(x);
    r += sub_group_non_uniform_broadcast(x, 0);
    r += sub_group_broadcast_first(x);
  }
  out[get_global_id(0)] = r;
}
