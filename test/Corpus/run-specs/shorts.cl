kernel void shorts(global const short *a, global const uchar *b, global short *o, global uchar *u) {
  int i = get_global_id(0);
  short x = a[i]; uchar y = b[i];
  o[i * 4 + 0] = x * (short)y;
  o[i * 4 + 1] = add_sat(x, (short)(y * 100));
  o[i * 4 + 2] = x >> (y & 7);
  o[i * 4 + 3] = (short)(x / (short)(y | 1));
  u[i * 2 + 0] = convert_uchar_sat(x);
  u[i * 2 + 1] = (uchar)(y * 3 + (uchar)x);
}
