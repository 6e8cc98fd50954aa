// Dynamic indexing of vector components and small private arrays (kept in registers: indirect addressing).
kernel void dynidx(global const float16 *a, global const int *k, global float *o, global int *oi) {
  int i = get_global_id(0);
  float16 v = a[i];
  int idx = k[i] & 15;
  float arr[16];
  int ia[12];
  for (int j = 0; j < 16; ++j) arr[j] = v[j] * (float)(j + 1);
  for (int j = 0; j < 12; ++j) ia[j] = (k[i] >> j) & 0xff;
  arr[idx] += 100.0f;
  ia[idx % 12] = -7;
  ia[(idx + 5) % 12] += ia[(idx * 3) % 12];
  o[i * 4 + 0] = v[idx];
  o[i * 4 + 1] = arr[(idx + 3) & 15] + arr[idx];
  o[i * 4 + 2] = v[15 - idx] * arr[idx ^ 9];
  float4 w = (float4)(v[idx], v[(idx + 1) & 15], arr[idx & 7], 1.0f);
  o[i * 4 + 3] = w[k[i] >> 30 & 3];
  oi[i * 2] = ia[idx % 12] + ia[(idx + 5) % 12] * 1000;
  oi[i * 2 + 1] = ia[(k[i] >> 4) % 12];
}
