// Private arrays indexed by data-dependent values (spilled to scratch or indirect GRF).
typedef struct { int k; float v; } kv;
kernel void scratch2(global const int *idx, global const float *val, global float *o, global int *cnt) {
  int i = get_global_id(0);
  float acc[40];
  kv pairs[24];
  int hist[16];
  for (int j = 0; j < 40; ++j) acc[j] = val[(i + j) & 255];
  for (int j = 0; j < 16; ++j) hist[j] = 0;
  for (int j = 0; j < 24; ++j) { pairs[j].k = idx[(i * 3 + j) & 255] & 15; pairs[j].v = acc[(j * 7) % 40]; }
  float s = 0;
  for (int j = 0; j < 24; ++j) {
    int k = pairs[j].k;
    hist[k]++;
    acc[k + (hist[k] & 7)] += pairs[j].v;
    s += acc[(k * 5 + j) % 40];
  }
  o[i] = s;
  cnt[i] = hist[idx[i] & 15] + hist[(idx[i] >> 4) & 15] * 100;
}
