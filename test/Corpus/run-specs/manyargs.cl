// Many arguments of mixed kinds: 12 buffers, scalars of every width, a constant pointer and a local pointer.
kernel void manyargs(global const int *a0, global const int *a1, global const int *a2, global const int *a3,
                     global const short *a4, global const uchar *a5, global const float *a6, global const long *a7,
                     constant int *c8, local int *l9, char s10, short s11, uchar s12, int s13, long s14,
                     float s15, ulong s16, global int *o1, global long *o2, global float *o3, global short *o4, global uchar *o5) {
  int i = get_global_id(0), lid = get_local_id(0);
  l9[lid] = a0[i] + a1[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  int t = l9[get_local_size(0) - 1 - lid] * s10 + a2[i] * s11 + a3[i] * s12 + c8[i & 15] + s13;
  o1[i] = t;
  o2[i] = a7[i] * s14 + (long)s16 + t;
  o3[i] = a6[i] * s15 + (float)a4[i];
  o4[i] = (short)(a4[i] + s11 * (i & 3));
  o5[i] = (uchar)(a5[i] + s12 + s10);
}
