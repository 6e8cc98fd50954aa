// predication: branch-free selection with ternaries, select() and
// comparisons producing masks, min/max idioms, absolute value by sign mask.
// vISA: cmp to predicate registers, sel with predicates, (P)-predicated mov,
// min/max (sel with conditional modifiers), and/xor on comparison masks,
// cmp with a null destination.
kernel void predication(global const int *a, global const float *f, global int *out, global float *fout) {
  size_t i = get_global_id(0);
  int x = a[i], y = a[i + 1];
  float p = f[i], q = f[i + 1];
  int r = (x > y) ? x - y : y - x;
  r += (x == 0) ? 17 : (x < 0 ? -1 : 1);
  r += select(x, y, x & 1);
  int m = -(x < y);
  r += (x & m) | (y & ~m);
  r += (x >> 31) ^ x;
  out[i] = r;
  fout[i] = (p < q && q < 10.0f) ? p * q : ((p != p) ? 0.0f : fmin(p, q));
}
