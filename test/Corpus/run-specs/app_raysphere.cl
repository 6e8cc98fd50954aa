// Ray casting against spheres with float3 math: one primary ray per pixel
// from a pinhole camera, nearest hit among spheres held in a local copy of a
// __constant array, Lambert shading; outputs the hit distance, the sphere
// index, the normal (float3 buffer) and the colour (vstore3 into floats).
#define NSPH 8

typedef struct {
  float4 center_radius;
  float4 albedo;
} Sphere;

static float hit_sphere(float3 o, float3 d, float4 s) {
  float3 oc = o - s.xyz;
  float b = dot(oc, d);
  float c = dot(oc, oc) - s.w * s.w;
  float disc = b * b - c;
  if (disc < 0.0f)
    return -1.0f;
  float sq = sqrt(disc);
  float t = -b - sq;
  if (t > 1e-3f)
    return t;
  t = -b + sq;
  return t > 1e-3f ? t : -1.0f;
}

__kernel void app_raysphere(__constant Sphere *spheres, float3 light_dir,
                            __global float *dist, __global int *which,
                            __global float3 *normals, __global float *rgb) {
  __local Sphere sph[NSPH];
  int lid = get_local_id(1) * get_local_size(0) + get_local_id(0);
  if (lid < NSPH)
    sph[lid] = spheres[lid];
  barrier(CLK_LOCAL_MEM_FENCE);

  int x = get_global_id(0), y = get_global_id(1);
  int w = get_global_size(0), h = get_global_size(1);
  float3 origin = (float3)(0.0f, 0.0f, -5.0f);
  float3 dir = normalize((float3)((x + 0.5f) / w * 2.0f - 1.0f,
                                  ((y + 0.5f) / h * 2.0f - 1.0f) * h / w, 1.5f));
  float best = INFINITY;
  int hit = -1;
  for (int s = 0; s < NSPH; ++s) {
    float t = hit_sphere(origin, dir, sph[s].center_radius);
    if (t > 0.0f && t < best) {
      best = t;
      hit = s;
    }
  }
  int i = y * w + x;
  float3 n = (float3)(0.0f);
  float3 color = (float3)(0.1f, 0.1f, 0.2f);
  if (hit >= 0) {
    float3 p = origin + best * dir;
    n = normalize(p - sph[hit].center_radius.xyz);
    float lambert = max(dot(n, normalize(light_dir)), 0.0f);
    color = sph[hit].albedo.xyz * (0.2f + 0.8f * lambert);
  } else {
    best = -1.0f;
  }
  dist[i] = best;
  which[i] = hit;
  normals[i] = n;
  vstore3(color, i, rgb);
}
