// Powers of 4x4 matrices by repeated squaring: each work-item raises its
// own matrix (entries scaled to keep the powers bounded) to a per-item
// exponent, so the while loop's trip count and branches diverge; the
// matrices live in private float arrays.
static void matmul4(const float *a, const float *b, float *c) {
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) {
      float s = 0.0f;
      for (int k = 0; k < 4; ++k)
        s = fma(a[i * 4 + k], b[k * 4 + j], s);
      c[i * 4 + j] = s;
    }
}

__kernel void app_matexp(__global const float *mats, __global const int *exps,
                         __global float *out) {
  int gid = get_global_id(0);
  float base[16], result[16], tmp[16];
  for (int i = 0; i < 16; ++i) {
    base[i] = mats[gid * 16 + i] * 0.45f;
    result[i] = (i % 5 == 0) ? 1.0f : 0.0f;
  }
  int e = exps[gid];
  while (e > 0) {
    if (e & 1) {
      matmul4(result, base, tmp);
      for (int i = 0; i < 16; ++i)
        result[i] = tmp[i];
    }
    matmul4(base, base, tmp);
    for (int i = 0; i < 16; ++i)
      base[i] = tmp[i];
    e >>= 1;
  }
  for (int i = 0; i < 16; ++i)
    out[gid * 16 + i] = result[i];
}
