// Integer built-ins on int/uint/short/long: hadd/rhadd, mad_hi, mul_hi, mad24/mul24, clz/ctz/popcount, rotate,
// abs_diff, add_sat/sub_sat, upsample, mad_sat, clamp.
kernel void ibuiltin(global const int *a, global const int *b, global int *o, global long *ol) {
  int i = get_global_id(0);
  int x = a[i], y = b[i];
  uint ux = (uint)x, uy = (uint)y;
  o[i * 12 + 0] = hadd(x, y) ^ rhadd(x, y);
  o[i * 12 + 1] = (int)(hadd(ux, uy) + rhadd(ux, uy));
  o[i * 12 + 2] = mad_hi(x, y, x) + mul_hi(ux, uy);
  o[i * 12 + 3] = mad24(x >> 8, y >> 8, 7) + mul24(ux & 0xffffff, uy & 0xff);
  o[i * 12 + 4] = clz(x) + ctz(y) * 64 + popcount(x ^ y) * 4096;
  o[i * 12 + 5] = rotate(x, y & 31) ^ (int)rotate(ux, (uy >> 5) & 31);
  // (rotate(ux, 32 - n) is left out: IGC for TGLLP drops the negation of the count in rol(x, -n), a miscompile)
  o[i * 12 + 6] = (int)abs_diff(x, y) + (int)abs(x);
  o[i * 12 + 7] = add_sat(x, y) ^ sub_sat(x, y);
  o[i * 12 + 8] = mad_sat(x, 3, y) + mad_sat(ux, 5u, uy);
  o[i * 12 + 9] = clamp(x, -1000, y) + min(ux, uy) + max(x, y);
  short sx = (short)x, sy = (short)y;
  o[i * 12 + 10] = (int)upsample(sx, (ushort)sy) + add_sat(sx, sy) + hadd(sx, sy) + mul_hi(sx, sy) + clz(sx) + rotate(sx, (short)3);
  o[i * 12 + 11] = popcount((uchar)x) + ctz((ushort)y) + clz((char)y);
  long lx = ((long)x << 20) ^ y, ly = ((long)y << 13) + x;
  ol[i * 4 + 0] = mul_hi(lx, ly) + mad_hi(lx, ly, lx);
  ol[i * 4 + 1] = (long)mul_hi((ulong)lx, (ulong)ly) ^ rotate(lx, ly & 63);
  ol[i * 4 + 2] = clz(lx) + ctz(ly) + popcount(lx * ly) + hadd(lx, ly) + rhadd((ulong)lx, (ulong)ly);
  ol[i * 4 + 3] = add_sat(lx * 1000, ly * 1000) + sub_sat((ulong)lx, (ulong)ly) + (long)upsample(x, uy);
}
