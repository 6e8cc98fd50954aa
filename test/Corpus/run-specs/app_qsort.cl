// Per-work-item quicksort of 48 keys in a private array (median-of-three
// pivot, explicit stack of ranges, insertion sort below 8 elements), then
// the sorted run is written back with its checksum.
// -DSIMD32 asks for SIMD32.
#define NK 48

static void insertion(int *a, int lo, int hi) {
  for (int i = lo + 1; i <= hi; ++i) {
    int v = a[i], j = i - 1;
    while (j >= lo && a[j] > v) {
      a[j + 1] = a[j];
      --j;
    }
    a[j + 1] = v;
  }
}

#ifdef SIMD32
__attribute__((intel_reqd_sub_group_size(32)))
#endif
__kernel void app_qsort(__global int *keys, __global int *depth_used) {
  int gid = get_global_id(0);
  int a[NK];
  for (int i = 0; i < NK; ++i)
    a[i] = keys[gid * NK + i];
  int los[32], his[32]; // pending ranges are disjoint, >= 2 keys each
  int sp = 0, maxsp = 0;
  los[sp] = 0;
  his[sp++] = NK - 1;
  while (sp > 0) {
    --sp;
    int lo = los[sp], hi = his[sp];
    if (hi - lo < 8) {
      insertion(a, lo, hi);
      continue;
    }
    int mid = (lo + hi) / 2;
    int x = a[lo], y = a[mid], z = a[hi];
    int pivot = max(min(x, y), min(max(x, y), z));
    int i = lo, j = hi;
    while (i <= j) {
      while (a[i] < pivot) ++i;
      while (a[j] > pivot) --j;
      if (i <= j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
        ++i;
        --j;
      }
    }
    if (lo < j) { los[sp] = lo; his[sp++] = j; }
    if (i < hi) { los[sp] = i; his[sp++] = hi; }
    maxsp = max(maxsp, sp);
  }
  for (int i = 0; i < NK; ++i)
    keys[gid * NK + i] = a[i];
  depth_used[gid] = maxsp;
}
