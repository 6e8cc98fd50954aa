// 3-element vectors: char3/short3/int3/long3/float3 through vload3/vstore3 at
// unaligned element offsets, arithmetic and swizzles.
kernel void vec3io(global const char *c, global const short *s, global const int *n,
                   global const long *l, global const float *f,
                   global char *co, global short *so, global int *no, global long *lo,
                   global float *fo, global int3 *n3) {
  int i = get_global_id(0);
  char3 cv = vload3(i, c + 1);
  short3 sv = vload3(i, s + 2);
  int3 nv = vload3(i, n + 1);
  long3 lv = vload3(i, l);
  float3 fv = vload3(i, f + 5);
  vstore3(cv.zxy + (char3)(1, 2, 3), i, co + 1);
  vstore3(sv * (short)3 - convert_short3(cv), i, so);
  vstore3(nv.yzx * 5 + convert_int3(sv), i, no + 2);
  vstore3(lv >> (long3)(1, 9, 33) + convert_long3(nv), i, lo + 1);
  vstore3(cross(fv, (float3)(1.0f, 2.0f, 3.0f)) + dot(fv, fv), i, fo);
  n3[i] = nv + (int3)(i, -i, 7);
}
