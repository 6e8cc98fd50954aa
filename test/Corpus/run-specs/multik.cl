// Two kernels in one program (the spec runs the second, which calls the first as a function), a large by-value
// struct argument, a zero-initialized program-scope global (.bss) and unused image/local/sampler arguments.
typedef struct { float m[16]; int idx[16]; long tag; char name[24]; } big_t;
global int hits;
global float acc[4];
kernel void first(global float *o, big_t b) {
  int i = get_global_id(0);
  o[i] = b.m[b.idx[i & 15] & 15] * (float)b.tag + b.name[i % 24];
}
kernel void second(global float *o, read_only image2d_t unused_img, local int *unused_l, big_t b, sampler_t unused_s, global int *h) {
  first(o, b);
  atomic_inc(&hits);
  if (get_global_id(0) == 0) acc[1] = 2.5f;
  barrier(CLK_GLOBAL_MEM_FENCE);
  h[get_global_id(0)] = atomic_add(&hits, 0) > 0 ? (int)acc[1] * 10 + (int)acc[0] : -1;
}
