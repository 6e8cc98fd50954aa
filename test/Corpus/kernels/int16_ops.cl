// int16_ops: 16-bit integer operations: short/ushort vectors, mad_sat,
// mul_hi, rotate, upsample, mad24, shifts and comparisons on shorts.
// vISA: w/uw typed arithmetic, word regions, .sat on w, mulh on words (or
// promoted to dwords), rol/ror on ICLLP+, shl/shr/or for upsample.
kernel void int16_ops(global const short8 *a, global const ushort *b, global short8 *out, global uint *uout) {
  size_t i = get_global_id(0);
  short8 v = a[i];
  ushort u = b[i];
  short8 r = mad_sat(v, (short8)(3), (short8)(-7));
  r += mul_hi(v, v.s76543210);
  r = rotate(r, (short8)(1, 2, 3, 4, 5, 6, 7, 8));
  r = (r > (short8)(0)) ? r : r >> 1;
  out[i] = r;
  uout[i] = upsample(u, (ushort)(u * 3)) + (uint)add_sat((ushort)(u << 2), (ushort)40000);
}
