// A large constant-address-space kernel argument (8 KB table) indexed by data, and a constant struct array argument.
typedef struct { float scale; int bias; uchar mask; } prm;
kernel void cnstarg(constant float *tab, constant prm *p, global const uint *k, global float *o) {
  int i = get_global_id(0);
  uint v = k[i];
  constant prm *q = &p[v & 7];
  o[i] = tab[v & 2047] * q->scale + (float)(q->bias & q->mask) + tab[(v >> 11) & 2047];
}
