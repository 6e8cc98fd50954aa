// long8/ulong4 vector ops: variable shifts (>= 32 too), rotate, compares/select, min/max/clamp, abs, add_sat/sub_sat.
kernel void long8ops(global const long8 *a, global const long8 *b, global long8 *o, global ulong4 *u) {
  int i = get_global_id(0);
  long8 x = a[i], y = b[i];
  ulong8 sh = as_ulong8(y) & 63;
  o[i * 6 + 0] = as_long8(as_ulong8(x) << sh) ^ (x >> sh) ^ as_long8(as_ulong8(x) >> sh);
  o[i * 6 + 1] = rotate(x, y);
  o[i * 6 + 2] = select(x, y, x < y) + (x == y) - (as_ulong8(x) > as_ulong8(y));
  o[i * 6 + 3] = clamp(x, min(y, (long8)0), max(y, (long8)0)) + as_long8(abs(x >> 1));
  o[i * 6 + 4] = add_sat(x, y) ^ sub_sat(x, y);
  o[i * 6 + 5] = x * (y | 1) + (x & ~y) - (x | y);
  ulong4 p = as_ulong8(x).s0246, q = as_ulong8(y).s1357;
  u[i * 2] = add_sat(p, q) + sub_sat(p, q) + max(p, q) - min(p, q);
  u[i * 2 + 1] = clz(p) + popcount(q) + (p >> (q & 63)) + (ulong4)(any(x < 0), all(y < 0), isequal(1.0f, 1.0f), 7);
}
