// vloadn/vstoren at odd element offsets and on char/short pointers.
kernel void vloadodd(global const float *a, global const uchar *b, global const short *c, global float *o, global uchar *ob, global short *oc) {
  int i = get_global_id(0);
  float3 f3 = vload3(i, a + 1);
  float8 f8 = vload8(0, a + 3 * i + 5);
  uchar16 u = vload16(0, b + i * 7 + 3);
  short3 s3 = vload3(i, c + 2);
  short4 s4 = vload4(0, c + i * 5 + 1);
  vstore3(f3 * 2.0f + f8.s012, i, o + 1);
  vstore2(f8.s37 + f8.s64, 0, o + 200 + 2 * i + 1);
  vstore16(u + (uchar16)(i), 0, ob + i * 17 + 1);
  vstore3(s3 - s4.xyz, i, oc + 3);
  vstore4(s4.wzyx + (short4)s3.x, 0, oc + 400 + i * 4 + 1);
}
