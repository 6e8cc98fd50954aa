// sg_shuffle: cl_intel_subgroups shuffles: sub_group_shuffle with a computed
// lane, shuffle_down/up with two sources, shuffle_xor and broadcast.
// Results depend on the sub-group size (not runnable on PoCL).
// vISA: indirect register access (addr_add + mov with a0-relative source),
// movs, sel for the two-source shuffles, broadcast as a scalar region.
kernel void sg_shuffle(global const uint *in, global uint *out) {
  uint x = in[get_global_id(0)];
  uint lane = get_sub_group_local_id();
  uint n = get_sub_group_size();
  uint a = sub_group_shuffle(x, (lane * 3 + 1) % n);
  uint b = intel_sub_group_shuffle_down(x, a, 2);
  uint c = intel_sub_group_shuffle_up(a, x, 1);
  uint d = intel_sub_group_shuffle_xor(x, 5);
  uint e = sub_group_broadcast(x, 2);
  out[get_global_id(0)] = a + 3 * b + 5 * c + 7 * d + 11 * e;
}
