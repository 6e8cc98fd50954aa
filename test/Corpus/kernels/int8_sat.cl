// int8_sat: 8-bit arithmetic with saturation: add_sat/sub_sat/mad_sat on
// uchar and char, convert_uchar_sat/convert_char_sat from int and float,
// char4 vectors, clamp, abs.
// vISA: .sat modifiers on add/mov/mad with ub/b destinations, byte regions
// <4;4,1>/<16;16,1> and byte gathers/scatters, mov from f with saturation.
kernel void int8_sat(global const uchar *a, global const char4 *b, global const int *c,
                     global uchar *out, global char4 *out4) {
  size_t i = get_global_id(0);
  uchar x = a[i], y = a[i + 1];
  char4 v = b[i];
  uchar r = add_sat(x, y);
  r = sub_sat(r, (uchar)(y >> 1));
  r = mad_sat(r, (uchar)3, x);
  r += convert_uchar_sat(c[i]) + convert_uchar_sat((float)c[i] * 0.7f);
  out[i] = r;
  char4 w = add_sat(v, (char4)(100, -100, 50, -50));
  w = sub_sat(w, v.wzyx);
  w = clamp(w, (char4)(-60), (char4)(60));
  out4[i] = w + convert_char4_sat(abs(v));
}
