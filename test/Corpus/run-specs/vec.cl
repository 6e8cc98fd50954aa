typedef struct { float4 p; int id; short s; char c; } item;
kernel void vec(global const float8 *a, global short16 *s, global item *it, item q) {
  int i = get_global_id(0);
  float8 v = a[i] * (float8)(1, 2, 3, 4, 5, 6, 7, 8);
  s[i] = convert_short16_sat(((float16)(v, v.s76543210)) * 1000.0f);
  item r = it[i];
  r.p = r.p * q.p + v.lo;
  r.id += q.id * i;
  r.s = (short)(r.s + q.s);
  r.c = (char)(r.c ^ q.c);
  it[i] = r;
}
