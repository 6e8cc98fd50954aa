// int_builtins: integer built-ins: clz, ctz, popcount, rotate, mul24, mad24,
// abs, abs_diff, hadd, rhadd, mul_hi, mad_hi, select, bitselect, clamp,
// min/max, upsample.
// vISA: lzd, cbit, bfrev (ctz), rol/ror (ICLLP+) or shl/shr/or, mul/mad on
// words for mul24, mulh, avg-like add/shr sequences, sel, and/or/not for
// bitselect, min/max.
kernel void int_builtins(global const int *a, global const uint *b, global uint *out) {
  size_t i = get_global_id(0);
  int x = a[i], y = a[i + 1];
  uint u = b[i], v = b[i + 1];
  uint r = clz(x) + ctz(y) + popcount(u);
  r += rotate(u, v) + rotate(u, 7u);
  r += mul24(x, y) + mad24(x, y, 3);
  r += abs(x) + abs_diff(x, y);
  r += hadd(u, v) + rhadd(u, v) + hadd(x, y) + rhadd(x, y);
  r += mul_hi(u, v) + mul_hi(x, y) + mad_hi(x, y, 5);
  r += select(u, v, (uint)(x > y)) + bitselect(u, v, 0x0f0f0f0fu);
  r += clamp(x, -10, 10) + max(u, v) - min(x, y);
  out[i] = r;
}
