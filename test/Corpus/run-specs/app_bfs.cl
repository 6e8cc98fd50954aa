// Breadth-first search on a CSR graph by one work-group: level-synchronous
// frontier expansion with global atomic_min, a local "changed" flag and
// barriers; then each node counts its BFS parents. Results do not depend on
// the order of the atomics.
// -DSIMD32 asks for SIMD32.
#define WG 256

#ifdef SIMD32
__attribute__((intel_reqd_sub_group_size(32)))
#endif
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void app_bfs(__global const int *rowptr, __global const int *cols, int n,
             int src, __global int *level, __global int *parents) {
  __local int changed;
  int lid = get_local_id(0);
  for (int v = lid; v < n; v += WG)
    level[v] = v == src ? 0 : INT_MAX;
  barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);

  for (int d = 0;; ++d) {
    if (lid == 0)
      changed = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int v = lid; v < n; v += WG) {
      if (level[v] != d)
        continue;
      for (int e = rowptr[v]; e < rowptr[v + 1]; ++e) {
        int old = atomic_min(&level[cols[e]], d + 1);
        if (old > d + 1)
          atomic_or(&changed, 1);
      }
    }
    barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
    if (!changed)
      break;
    barrier(CLK_LOCAL_MEM_FENCE);
  }

  for (int v = lid; v < n; v += WG) {
    int lv = level[v], count = 0;
    for (int e = rowptr[v]; e < rowptr[v + 1]; ++e)
      count += lv != INT_MAX && level[cols[e]] == lv - 1;
    parents[v] = count;
  }
}
