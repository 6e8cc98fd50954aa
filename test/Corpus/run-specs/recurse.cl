// Recursion (IGC compiles it with stack calls): a recursive Ackermann-like
// count, recursive binary search, and a recursive sum over a private tree.
int depth_sum(int n, int k) {
  if (n <= 0)
    return k;
  if (n & 1)
    return depth_sum(n - 1, k + n) + 1;
  return depth_sum(n / 2, k ^ n);
}
int bsearch_rec(global const int *t, int lo, int hi, int key) {
  if (lo >= hi)
    return lo;
  int mid = (lo + hi) / 2;
  if (t[mid] < key)
    return bsearch_rec(t, mid + 1, hi, key);
  return bsearch_rec(t, lo, mid, key);
}
float tree_sum(const float *v, int node, int n) {
  if (node >= n)
    return 0.0f;
  return v[node] + 0.5f * (tree_sum(v, 2 * node + 1, n) + tree_sum(v, 2 * node + 2, n));
}
kernel void recurse(global const int *sorted, global const int *keys, global int *o, global float *fo) {
  int i = get_global_id(0);
  int key = keys[i];
  o[i * 2] = depth_sum(key & 63, i);
  o[i * 2 + 1] = bsearch_rec(sorted, 0, 256, key);
  float v[15];
  for (int k = 0; k < 15; ++k)
    v[k] = (float)((key >> k) & 7);
  fo[i] = tree_sum(v, 0, 7 + (i & 7));
}
