// 2 KB private array per work-item with data-dependent indexing (scratch / stateless private memory).
kernel void privbig(global const uint *seed, global uint *o) {
  uint p[512];
  uint x = seed[get_global_id(0)];
  for (int i = 0; i < 512; ++i) { x = x * 1664525u + 1013904223u; p[i] = x; }
  uint acc = 0;
  for (int i = 0; i < 256; ++i) { uint j = p[i] & 511; p[j] ^= acc; acc += p[(j * 3) & 511]; }
  o[get_global_id(0)] = acc ^ p[acc & 511];
}
