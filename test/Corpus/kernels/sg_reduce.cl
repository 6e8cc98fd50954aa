// sg_reduce: sub-group collectives: reduce add/min/max, inclusive and
// exclusive scans, any/all votes, on int and float.
// vISA: cross-lane reduction trees (mov with <0;1,0> and <2;1,0> regions,
// add/min/max on strided halves), predicated sel, cmp and not for the
// any/all votes.
kernel void sg_reduce(global const int *in, global const float *fin, global int *out, global float *fout) {
  size_t i = get_global_id(0);
  int x = in[i];
  float f = fin[i];
  int r = sub_group_reduce_add(x) + sub_group_reduce_min(x) + sub_group_reduce_max(x);
  int s = sub_group_scan_inclusive_add(x) - sub_group_scan_exclusive_max(x);
  int v = sub_group_any(x > 100) + 2 * sub_group_all(x >= 0);
  out[i] = r + s + v;
  fout[i] = sub_group_reduce_add(f) + sub_group_scan_inclusive_min(f);
}
