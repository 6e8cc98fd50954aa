// int_divmod: 32-bit integer division and modulo, signed and unsigned, by
// run-time values and by constants (power of two and not).
// vISA: div/mod math instructions or float-reciprocal based emulation
// (inv, rndz, mad, cmp fix-ups), mulh + shr for division by constants,
// asr/and for power-of-two signed division.
kernel void int_divmod(global const int *a, global const int *b, global int *q, global uint *uq) {
  size_t i = get_global_id(0);
  int x = a[i], y = b[i];
  y = (y == 0) ? 1 : y;
  uint ux = (uint)x, uy = (uint)y;
  q[2 * i] = x / y + x % y + x / 7 + x % 13 + x / 16 + x % 32;
  q[2 * i + 1] = (y != -1) ? x / (y | 1) : x;
  uq[i] = ux / uy + ux % uy + ux / 10u + ux % 1000u;
}
