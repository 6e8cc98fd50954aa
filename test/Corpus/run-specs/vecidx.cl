// Dynamic indexing into private float16/int8 vectors and a 2-D private array.
kernel void vecidx(global const float16 *a, global const int *k, global float *o, global int *oi) {
  int i = get_global_id(0);
  float16 v = a[i];
  int8 w = convert_int8(v.lo * 10.0f);
  int m[4][6];
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 6; ++c) m[r][c] = w[(r + c) & 7] * (r - c);
  int kk = k[i];
  float s = 0;
  for (int j = 0; j < 16; ++j) s += v[(kk + j * 3) & 15] * (j & 3);
  o[i] = s + v[kk & 15];
  oi[i] = m[kk & 3][(kk >> 2) % 6] + w[(kk >> 4) & 7] + m[(kk >> 6) & 3][kk % 6];
}
