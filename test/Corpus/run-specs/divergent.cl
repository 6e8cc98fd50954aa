int f(int x) { return x & 1 ? x * 3 + 1 : x / 2; }
kernel void divergent(global int *d) {
  int i = get_global_id(0), x = d[i] + 1, n = 0;
  while (x != 1 && n < 500) {
    x = f(x);
    if (x > 10000) { n += 100; break; }
    switch (x % 5) { case 0: n += 2; break; case 3: continue; default: n++; }
  }
  d[i] = n;
}
