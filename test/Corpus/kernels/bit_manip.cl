// bit_manip: hand-written bit manipulation: masks, field extract/insert by
// shifts, byte swap, parity, rotate idioms (left and right, constant and
// variable counts), sign extension.
// vISA: shl/shr/asr, and/or/xor/not, cbit, rol/ror on ICLLP+ (IGC does not
// turn the field operations into bfe/bfi; see igc_bitfield.cl).
kernel void bit_manip(global const uint *in, global uint *out) {
  size_t i = get_global_id(0);
  uint x = in[i];
  uint n = x & 31u;
  uint field = (x >> 5) & 0x3ffu;
  uint ins = (x & ~(0xffu << 12)) | ((field & 0xffu) << 12);
  uint swapped = (x >> 24) | ((x >> 8) & 0xff00u) | ((x << 8) & 0xff0000u) | (x << 24);
  uint rot = (x << n) | (x >> ((32u - n) & 31u));
  uint rotr = (x >> 3) | (x << 29);
  uint rotv = (x >> n) | (x << ((32u - n) & 31u));
  int sext = ((int)(x << 20)) >> 20;
  uint par = popcount(x) & 1u;
  out[i] = field + ins + swapped + rot + rotr + rotv + (uint)sext + par + ~x;
}
