kernel void bitonic(global int *d, int j, int k) {
  uint i = get_global_id(0), ixj = i ^ j;
  if (ixj > i) {
    int a = d[i], b = d[ixj];
    bool up = (i & k) == 0;
    if ((up && a > b) || (!up && a < b)) { d[i] = b; d[ixj] = a; }
  }
}
