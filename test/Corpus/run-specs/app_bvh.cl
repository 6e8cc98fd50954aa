// Ray-triangle intersection through a bounding-volume hierarchy: slab tests
// against float3 boxes, Moller-Trumbore for the leaf triangles, a private
// traversal stack; one ray per work-item, nearest hit distance and index.
// -DSIMD32 asks for SIMD32.
typedef struct {
  float4 lo; // w: as_float(first child or first triangle)
  float4 hi; // w: as_float(count; 0 for an inner node)
} Node;

static bool slab(float3 o, float3 inv, float3 lo, float3 hi, float tmax) {
  float3 t0 = (lo - o) * inv, t1 = (hi - o) * inv;
  float3 tn = fmin(t0, t1), tf = fmax(t0, t1);
  float enter = fmax(fmax(tn.x, tn.y), tn.z);
  float leave = fmin(fmin(tf.x, tf.y), tf.z);
  return enter <= leave && leave >= 0.0f && enter < tmax;
}

static float triangle(float3 o, float3 d, float3 a, float3 b, float3 c) {
  float3 e1 = b - a, e2 = c - a;
  float3 p = cross(d, e2);
  float det = dot(e1, p);
  if (fabs(det) < 1e-8f)
    return -1.0f;
  float inv = 1.0f / det;
  float3 s = o - a;
  float u = dot(s, p) * inv;
  if (u < 0.0f || u > 1.0f)
    return -1.0f;
  float3 q = cross(s, e1);
  float v = dot(d, q) * inv;
  if (v < 0.0f || u + v > 1.0f)
    return -1.0f;
  return dot(e2, q) * inv;
}

#ifdef SIMD32
__attribute__((intel_reqd_sub_group_size(32)))
#endif
__kernel void app_bvh(__global const Node *nodes, __global const float4 *tris,
                      __global float *dist, __global int *hit,
                      __global int *visits) {
  int x = get_global_id(0), y = get_global_id(1);
  int w = get_global_size(0), h = get_global_size(1);
  float3 o = (float3)(0.5f, 0.5f, -2.0f);
  float3 d = normalize((float3)(((x + 0.5f) / w - 0.5f) * 0.4f,
                                ((y + 0.5f) / h - 0.5f) * 0.4f, 1.0f));
  float3 inv = 1.0f / d;
  int stack[32];
  int sp = 0;
  stack[sp++] = 0;
  float best = INFINITY;
  int besti = -1, count = 0;
  while (sp > 0) {
    Node n = nodes[stack[--sp]];
    ++count;
    if (!slab(o, inv, n.lo.xyz, n.hi.xyz, best))
      continue;
    int first = as_int(n.lo.w), num = as_int(n.hi.w);
    if (num == 0) {
      if (sp < 30) {
        stack[sp++] = first;
        stack[sp++] = first + 1;
      }
      continue;
    }
    for (int t = first; t < first + num; ++t) {
      float tt = triangle(o, d, tris[3 * t].xyz, tris[3 * t + 1].xyz,
                          tris[3 * t + 2].xyz);
      if (tt > 0.0f && tt < best) {
        best = tt;
        besti = t;
      }
    }
  }
  int i = y * w + x;
  dist[i] = besti >= 0 ? best : -1.0f;
  hit[i] = besti;
  visits[i] = count;
}
