// By-value vector arguments of many widths, including 3-element vectors (16-byte slots) and a struct with a vector.
typedef struct { char c; float3 v; short s; long l; uchar2 u; } st_t;
kernel void vecargs(global int *o, global float *of, char2 c2, uchar3 u3, short3 s3, int3 i3, float3 f3,
                    long2 l2, ulong3 ul3, float8 f8, int16 i16, uchar16 u16, st_t st, float2 d2) {
  int i = get_global_id(0);
  o[i * 8 + 0] = c2.x * 100 + c2.y + u3.z;
  o[i * 8 + 1] = s3.x + s3.y * 3 + s3.z * 7 + i3.z;
  o[i * 8 + 2] = i3.x ^ i3.y;
  o[i * 8 + 3] = (int)(l2.y >> 20) + (int)(ul3.z >> 33) + (int)ul3.y;
  o[i * 8 + 4] = i16[i & 15] + u16[(i * 3) & 15];
  o[i * 8 + 5] = st.c + st.s + (int)(st.l >> 3) + st.u.y;
  o[i * 8 + 6] = u16.sf + i16.s0 + (int)l2.x;
  o[i * 8 + 7] = (int)(d2.y * 8.0f);
  of[i * 4 + 0] = f3.x + f3.y * 2 + f3.z * 4;
  of[i * 4 + 1] = f8[i & 7];
  of[i * 4 + 2] = st.v.x + st.v.y + st.v.z;
  of[i * 4 + 3] = (float)d2.x;
}
