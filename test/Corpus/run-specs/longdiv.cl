// 64-bit and 8/16-bit integer division and remainder, signed and unsigned, scalar and vector.
kernel void longdiv(global const long *a, global const long *b, global long *o, global ulong *u, global int *s) {
  int i = get_global_id(0);
  long x = a[i], y = b[i] | 1;
  ulong ux = (ulong)a[i], uy = (ulong)b[i] >> (i & 31) | 1;
  o[i * 4 + 0] = x / y;
  o[i * 4 + 1] = x % y;
  o[i * 4 + 2] = x / (long)((i & 7) - 4 | 1);
  o[i * 4 + 3] = (x >> 32) % 1000003L;
  u[i * 2 + 0] = ux / uy;
  u[i * 2 + 1] = ux % uy + ux / 10u;
  char c = (char)x, d = (char)(y | 3);
  short e = (short)(x >> 16), f = (short)((y >> 20) | 1);
  uchar uc = (uchar)x, ud = (uchar)(y >> 8) | 1;
  int4 q = (int4)((int)(x >> 7), (int)(x >> 40), -(int)(i + 1), 77777) / (int4)(13, -7, 3, (int)(y >> 48) | 1);
  s[i * 4 + 0] = c / d * 1000 + c % d;
  s[i * 4 + 1] = e / f * 10000 + e % f;
  s[i * 4 + 2] = uc / ud * 1000 + uc % ud;
  s[i * 4 + 3] = q.x + q.y + q.z + q.w;
}
