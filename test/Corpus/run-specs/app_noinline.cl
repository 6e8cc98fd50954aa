// Non-inlined helpers (stack calls): structs passed and returned by value,
// a pointer to a private array, called from divergent branches and a loop;
// the shapes of a small geometry library.
typedef struct {
  float x, y, z;
  int tag;
} Vec;

typedef struct {
  Vec lo, hi;
  int count;
} Box;

__attribute__((noinline)) static Vec vadd(Vec a, Vec b) {
  Vec r = {a.x + b.x, a.y + b.y, a.z + b.z, a.tag ^ b.tag};
  return r;
}

__attribute__((noinline)) static Box grow(Box b, Vec p) {
  b.lo.x = fmin(b.lo.x, p.x);
  b.lo.y = fmin(b.lo.y, p.y);
  b.lo.z = fmin(b.lo.z, p.z);
  b.hi.x = fmax(b.hi.x, p.x);
  b.hi.y = fmax(b.hi.y, p.y);
  b.hi.z = fmax(b.hi.z, p.z);
  b.count++;
  return b;
}

__attribute__((noinline)) static int classify(const Vec *pts, int n, float t) {
  int c = 0;
  for (int i = 0; i < n; ++i)
    c += (pts[i].x + pts[i].y > t) ? (1 << (i & 7)) : 0;
  return c;
}

__kernel void app_noinline(__global const float4 *in, __global float4 *lo,
                           __global float4 *hi, __global int *info) {
  int gid = get_global_id(0);
  Vec pts[8];
  Box b = {{INFINITY, INFINITY, INFINITY, 0}, {-INFINITY, -INFINITY, -INFINITY, 0}, 0};
  Vec acc = {0.0f, 0.0f, 0.0f, 0};
  for (int i = 0; i < 8; ++i) {
    float4 v = in[gid * 8 + i];
    Vec p = {v.x, v.y, v.z, (int)(v.w * 100.0f)};
    pts[i] = p;
    if (p.tag & 1)
      b = grow(b, p);
    else
      acc = vadd(acc, p);
  }
  int cls = gid & 1 ? classify(pts, 8, 0.0f) : -classify(pts, 4, 0.5f);
  lo[gid] = (float4)(b.lo.x, b.lo.y, b.lo.z, acc.x);
  hi[gid] = (float4)(b.hi.x, b.hi.y, b.hi.z, acc.y + acc.z);
  info[gid * 2] = b.count | (acc.tag << 8);
  info[gid * 2 + 1] = cls;
}
