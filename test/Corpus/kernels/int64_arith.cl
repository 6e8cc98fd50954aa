// int64_arith: 64-bit integer multiply, divide, modulo, shifts (constant and
// variable), mul_hi, comparisons and mixed 32/64-bit arithmetic.
// vISA: q/uq add/mul/shl/shr/asr where native; on TGLLP/ICLLP emulated with
// addc/subb, madw/mulh, 32-bit pairs; 64-bit division as a long
// inline routine (cmp/sel/shl/shr loops or float reciprocal tricks).
kernel void int64_arith(global const long *a, global const long *b, global long *out, global ulong *uout) {
  size_t i = get_global_id(0);
  long x = a[i], y = b[i] | 1;
  long r = x * y + (x - y);
  r += x / y;
  r += x % y;
  r ^= (x << (y & 63)) + (x >> 7);
  ulong u = (ulong)x;
  uout[i] = (u >> (y & 63)) + mul_hi(u, (ulong)y) + u / 10ul + (ulong)mul_hi(x, y);
  out[i] = (x < y) ? r : r - 1;
}
