// loop_divergent: loops whose trip counts differ per work-item, with
// break and continue (Collatz-style iteration bounded to 64 steps).
// vISA: goto/label based SIMD control flow with divergent back edges,
// cmp writing predicates, predicated (P) goto, join points, and/or masks.
kernel void loop_divergent(global const uint *in, global uint *steps, global uint *peak) {
  size_t i = get_global_id(0);
  uint x = in[i] | 1u;
  uint n = 0, top = x;
  for (int k = 0; k < 64; k++) {
    if (x == 1u)
      break;
    if ((x & 1u) == 0u) {
      x >>= 1;
      n++;
      continue;
    }
    x = 3u * x + 1u;
    top = max(top, x);
    n++;
  }
  steps[i] = n;
  peak[i] = top;
}
