// igc_bitfield: IGC's own bit-field built-ins, declared by hand (they are
// resolved by IGC's built-in library, not by the OpenCL headers):
// __builtin_IB_bfi, __builtin_IB_ubfe, __builtin_IB_ibfe, __builtin_IB_bfrev.
// IGC-specific; not runnable on PoCL.
// vISA: bfi, bfe (signed and unsigned), bfrev with run-time operands.
uint __builtin_IB_bfi(uint width, uint offset, uint src, uint dst);
uint __builtin_IB_ubfe(uint width, uint offset, uint src);
int __builtin_IB_ibfe(int width, int offset, int src);
uint __builtin_IB_bfrev(uint src);
kernel void igc_bitfield(global const uint *in, global uint *out) {
  size_t i = get_global_id(0);
  uint x = in[i], y = in[i + 1];
  uint w = (y & 15u) + 1u, o = (y >> 4) & 15u;
  uint r = __builtin_IB_bfi(w, o, x, y);
  r += __builtin_IB_ubfe(w, o, x);
  r += (uint)__builtin_IB_ibfe((int)w, (int)o, (int)x);
  r ^= __builtin_IB_bfrev(x + y);
  out[i] = r;
}
