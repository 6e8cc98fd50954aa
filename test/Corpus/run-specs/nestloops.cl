// Deeply nested loops with break/continue at several levels, early returns
// inside loops and predicated selects in the loop bodies.
kernel void nestloops(global const int *a, global int *o) {
  int i = get_global_id(0);
  int seed = a[i];
  int acc = 0;
  for (int x = 0; x < 6; ++x) {
    if (((seed >> x) & 3) == 3)
      continue;
    for (int y = 0; y < 5; ++y) {
      int w = (seed ^ (x * 7 + y)) & 15;
      if (w == 0)
        break;
      for (int z = 0; z < 4; ++z) {
        if (((w + z) & 5) == 5)
          continue;
        acc += w > 8 ? z * x : y - z;
        if (acc > 400)
          goto out;
        int t = 0;
        while (t < w) {
          t += 3;
          if (t == 9)
            break;
          acc ^= t;
        }
      }
      if ((acc & 31) == 7)
        break;
    }
  }
out:
  o[i * 2] = acc;
  for (int k = 0; k < 32; ++k) {
    if (((seed >> k) & 1) && k > 12) {
      o[i * 2 + 1] = k;
      return;
    }
  }
  o[i * 2 + 1] = -1;
}
