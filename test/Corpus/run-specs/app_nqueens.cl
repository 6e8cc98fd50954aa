// N-queens counting by backtracking: each work-item places the first two
// queens (its id picks their columns) and counts the completions with an
// iterative depth-first search over bitmasks on a private stack; divergent
// loops of very different trip counts.
// -DSIMD32 asks for SIMD32.
#ifndef NQ
#define NQ 10
#endif

#ifdef SIMD32
__attribute__((intel_reqd_sub_group_size(32)))
#endif
__kernel void app_nqueens(__global uint *solutions, __global uint *nodes) {
  int gid = get_global_id(0);
  int c0 = gid / NQ, c1 = gid % NQ;
  uint all = (1u << NQ) - 1;
  uint count = 0, visited = 0;
  if (c0 < NQ && c1 != c0 && abs(c1 - c0) != 1) {
    uint cols[NQ], d1[NQ], d2[NQ], avail[NQ];
    int depth = 2;
    cols[depth] = (1u << c0) | (1u << c1);
    d1[depth] = (((1u << c0) << 1) | (1u << c1)) << 1;
    d2[depth] = (((1u << c0) >> 1) | (1u << c1)) >> 1;
    avail[depth] = all & ~(cols[depth] | d1[depth] | d2[depth]);
    while (depth >= 2) {
      uint a = avail[depth];
      if (a == 0) {
        --depth;
        continue;
      }
      uint bit = a & (~a + 1);
      avail[depth] = a & ~bit;
      ++visited;
      if (depth == NQ - 1) {
        ++count;
        continue;
      }
      uint nc = cols[depth] | bit;
      uint n1 = (d1[depth] | bit) << 1;
      uint n2 = (d2[depth] | bit) >> 1;
      ++depth;
      cols[depth] = nc;
      d1[depth] = n1;
      d2[depth] = n2;
      avail[depth] = all & ~(nc | n1 | n2);
    }
  }
  solutions[gid] = count;
  nodes[gid] = visited;
}
