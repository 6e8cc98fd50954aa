// convert_types: implicit and explicit conversions between all scalar types:
// char, uchar, short, ushort, int, uint, long, ulong, float (with and without
// saturation), as_* bit casts and vector conversions.
// vISA: mov between b/ub/w/uw/d/ud/q/uq/f types (sign/zero extension,
// truncation), mov.sat, q<->f conversions (emulated on ICLLP/TGLLP), byte
// and word regions.
kernel void convert_types(global const char *c, global const short *s, global const long *l,
                          global const float *f, global ulong *out, global uchar4 *out4) {
  size_t i = get_global_id(0);
  char a = c[i];
  short b = s[i];
  long d = l[i];
  float x = f[i];
  ulong r = (ulong)a + (ulong)(uchar)a + (ulong)b + (ulong)(ushort)b;
  r += (ulong)(int)d + (ulong)(uint)(d >> 32);
  r += (ulong)convert_long(x) + convert_ulong_sat(x) + (ulong)(float)d + (ulong)(float)(ulong)d;
  r += as_uint(x) + (ulong)convert_char_sat(b) + (ulong)convert_ushort_sat(d);
  out[i] = r;
  int4 v = (int4)(a, b, (int)d, (int)x);
  out4[i] = convert_uchar4_sat(v) + as_uchar4(convert_short2(v.xy));
}
