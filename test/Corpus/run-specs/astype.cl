// as_type reinterprets between vector types of equal size, and 64-bit shifts by
// variable amounts (logical, arithmetic, masked counts) and their vector forms.
kernel void astype(global const uint4 *a, global const long *s, global uint4 *o,
                   global long *lo, global ulong2 *uo) {
  int i = get_global_id(0);
  uint4 v = a[i];
  float4 f = as_float4(v & 0x3fffffffu);
  ushort8 h = as_ushort8(v);
  uchar16 b = as_uchar16(v);
  ulong2 q = as_ulong2(v);
  double2 dd = as_double2(v & (uint4)(0xffffffffu, 0x3fffffffu, 0xffffffffu, 0x3fffffffu));
  char3 c3 = as_char3(v.x);
  o[i * 4 + 0] = as_uint4(f * 2.0f);
  o[i * 4 + 1] = as_uint4(h.s76543210 + (ushort8)1);
  o[i * 4 + 2] = as_uint4(b.sfedcba9876543210 ^ (uchar16)0x5a);
  o[i * 4 + 3] = as_uint4(dd * 0.5) + as_uint4((int4)(c3.x, c3.y, c3.z, 0));
  long x = s[i];
  int n = (int)(x & 127);
  ulong ux = (ulong)x;
  lo[i * 6 + 0] = x << n;
  lo[i * 6 + 1] = x >> n;
  lo[i * 6 + 2] = (long)(ux >> n);
  lo[i * 6 + 3] = x >> (n & 31);
  lo[i * 6 + 4] = (long)(ux << (n + 32));
  lo[i * 6 + 5] = (x << 1) >> (64 - (n & 63));
  uo[i * 2] = q << (ulong2)(n, 63 - (n & 63));
  uo[i * 2 + 1] = as_ulong2(as_long2(q) >> (long2)(n + 1, 32));
}
