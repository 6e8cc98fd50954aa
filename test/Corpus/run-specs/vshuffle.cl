// Vector built-ins: shuffle/shuffle2 with runtime masks, bitselect, select, upsample, rotate on small types.
kernel void vshuffle(global const uint8 *a, global const uint8 *b, global const uint8 *m, global uint8 *o,
                     global const char16 *c, global char16 *oc, global long4 *ol) {
  int i = get_global_id(0);
  uint8 x = a[i], y = b[i], k = m[i];
  o[i * 4 + 0] = shuffle(x, k & 7u);
  o[i * 4 + 1] = shuffle2(x, y, k & 15u);
  o[i * 4 + 2] = bitselect(x, y, k) + select(x, y, as_int8(k) < 0);
  o[i * 4 + 3] = rotate(x, k) ^ (uint8)(hadd(x, y)) ^ rhadd(y, k);
  char16 v = c[i];
  uchar16 mk = as_uchar16(c[(i + 1) & 63]) & (uchar16)15;
  oc[i * 3 + 0] = shuffle(v, mk);
  oc[i * 3 + 1] = rotate(v, (char16)(i & 7)) + add_sat(v, v) - sub_sat(v, (char16)100) + as_char16(abs_diff(v, (char16)(-50)));
  oc[i * 3 + 2] = as_char16(upsample(as_short8(v), as_ushort8(c[(i + 2) & 63])).s0246);
  short8 s = as_short8(v);
  ol[i] = (long4)(upsample(x.s0, y.s1), upsample((int)x.s2, k.s3), (long)mul24((int)(x.s4 & 0x7fffff), (int)(y.s5 & 0x3fffff) - 0x200000), (long)mad24((int)s.s0, (int)s.s1, (int)s.s2));
}
