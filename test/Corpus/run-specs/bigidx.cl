// size_t / 64-bit index math with a large (16 MB) buffer and strided, wrapped accesses.
kernel void bigidx(global uint *big, global ulong *o, ulong stride) {
  size_t i = get_global_id(0);
  size_t h = 2u << 20;
  size_t j = (i * stride) % h;
  size_t k = h + (i * 4099u) % (h - 64);
  uint a = big[j], b = big[k];
  big[j] = a + 1;
  o[i] = ((ulong)a << 32 | b) + (ulong)j * k;
  if (i < 64)
    big[2 * h - 64 + i] = (uint)(i * 0x9e3779b9u);
}
