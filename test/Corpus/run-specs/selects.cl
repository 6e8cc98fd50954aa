// select / bitselect on int4, float4, char16, ushort8 with vector and scalar conditions.
kernel void selects(global const int4 *a, global const float4 *f, global const char16 *c, global int4 *oi, global float4 *of, global char16 *oc, global ushort8 *os) {
  int i = get_global_id(0);
  int4 x = a[i];
  float4 y = f[i];
  char16 z = c[i];
  oi[i] = select(x, x.wzyx, x > (int4)(0)) + bitselect(x, ~x, (int4)(0x0f0f0f0f));
  of[i] = select(y, -y, as_int4(y) < 0) + bitselect(y, (float4)(1.0f), as_float4((int4)(0x80000000)));
  oc[i] = select(z, (char16)(i), z < (char16)(-10)) ^ bitselect(z, z.sfedcba9876543210, (char16)(0x55));
  ushort8 u = as_ushort8(z);
  os[i] = select(u, (ushort8)(i * 3), (short8)(as_short8(u) & (short8)(1)) == (short8)(1));
}
