// early_return: several early returns depending on bounds and data, so
// some lanes finish before others.
// vISA: goto to the kernel exit with partial masks, ret in divergent flow,
// predicated stores, cmp on 64-bit size_t values.
kernel void early_return(global const float *in, global float *out, uint n, float limit) {
  size_t i = get_global_id(0);
  if (i >= n)
    return;
  float x = in[i];
  if (x < 0.0f) {
    out[i] = 0.0f;
    return;
  }
  if (x > limit)
    return;
  float y = x;
  for (int k = 0; k < 4; k++)
    y = y * 0.5f + x / (y + 1.0f);
  out[i] = y;
}
