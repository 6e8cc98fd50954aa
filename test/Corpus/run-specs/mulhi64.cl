// 64-bit mul_hi / mad_hi / mad_sat / mul24-style helpers on long and ulong (emulated by IGC).
kernel void mulhi64(global const long *a, global const long *b, global long *o, global ulong *u) {
  int i = get_global_id(0);
  long x = a[i], y = b[i];
  ulong ux = (ulong)x, uy = (ulong)y;
  o[i * 5 + 0] = mul_hi(x, y);
  o[i * 5 + 1] = mad_hi(x, y, (long)i * 1000003L);
  o[i * 5 + 2] = mad_sat(x, y, x);
  o[i * 5 + 3] = mad_sat(x >> 20, y >> 20, y);
  o[i * 5 + 4] = hadd(x, y) ^ rhadd(x, -y);
  u[i * 4 + 0] = mul_hi(ux, uy);
  u[i * 4 + 1] = mad_hi(ux, uy, ux);
  u[i * 4 + 2] = mad_sat(ux, uy >> 40, uy);
  u[i * 4 + 3] = mad_sat(ux >> 33, uy >> 33, ux) + abs_diff(x, y);
}
