// shuffle / shuffle2 with data-dependent masks on float4, uchar16, int8.
kernel void shuffles(global const float4 *a, global const uchar16 *b, global const uint *m, global float4 *o, global uchar16 *ob, global int8 *oi) {
  int i = get_global_id(0);
  uint k = m[i];
  uint4 m4 = (uint4)(k, k >> 2, k >> 4, k >> 6) & 3u;
  o[i] = shuffle(a[i], m4) + shuffle2(a[i], a[i ^ 1], m4 + (uint4)(k >> 8 & 4u));
  uchar16 mb = (uchar16)(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0) ^ (uchar16)(k & 15u);
  ob[i] = shuffle2(b[i], b[(i + 5) & 63], mb + (uchar16)(k >> 12 & 16u));
  int8 v = convert_int8(b[i].lo);
  oi[i] = shuffle(v, (uint8)(k & 7u, k >> 3 & 7u, 0, 1, 2, 3, k >> 9 & 7u, 7));
}
