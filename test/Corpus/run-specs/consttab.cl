// Program-scope constant tables (arrays of scalars, vectors and structs) indexed by data.
typedef struct { short a; uchar b; float c; int d[3]; } ent;
constant ent tab[5] = {{1, 2, 0.5f, {1, 2, 3}}, {-7, 200, 1.25f, {4, 5, 6}}, {300, 9, -2.0f, {7, 8, 9}},
                       {-32000, 255, 3.5f, {10, 11, 12}}, {0, 0, 0.0f, {13, 14, 15}}};
constant float4 ctab[3] = {(float4)(1, 2, 3, 4), (float4)(-1, 0.5f, 0.25f, 8), (float4)(9, 9, 9, 9)};
constant uchar sbox[32] = {99, 124, 119, 123, 242, 107, 111, 197, 48, 1, 103, 43, 254, 215, 171, 118,
                           202, 130, 201, 125, 250, 89, 71, 240, 173, 212, 162, 175, 156, 164, 114, 192};
constant int primes[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31};
kernel void consttab(global const uint *k, global int *o, global float4 *of) {
  int i = get_global_id(0);
  uint v = k[i];
  constant ent *e = &tab[v % 5];
  o[i * 3 + 0] = e->a * e->b + e->d[(v >> 3) % 3];
  o[i * 3 + 1] = sbox[v & 31] ^ sbox[(v >> 5) & 31] << 8;
  o[i * 3 + 2] = primes[(v >> 10) % 11] * primes[i % 11];
  of[i] = ctab[(v >> 12) % 3] * e->c + ctab[i % 3];
}
