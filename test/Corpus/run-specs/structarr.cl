// Arrays of structs with mixed member types (packed and aligned), accessed through pointers.
typedef struct { char tag; short s; int i; float f; uchar2 u2; long l; float4 v; } rec;
typedef struct __attribute__((packed)) { uchar a; int b; short c; } prec;
kernel void structarr(global rec *r, global prec *p, global const int *perm, global float *o) {
  int i = get_global_id(0);
  global rec *x = &r[perm[i]];
  global prec *q = p + i;
  rec t = *x;
  o[i] = t.f * t.v.y + t.i + t.s + t.tag + t.u2.y;
  barrier(CLK_GLOBAL_MEM_FENCE);
  r[i].l = t.l * 3 + q->b;
  r[i].v = t.v.zxyw;
  r[i].u2 = (uchar2)(q->a, t.tag);
  q->b = q->b * 5 - t.i;
  q->c = (short)(q->c + t.s);
  q->a ^= (uchar)i;
}
