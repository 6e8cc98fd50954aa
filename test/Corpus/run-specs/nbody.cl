kernel void nbody(global const float4 *pos, global float4 *acc, int n) {
  int i = get_global_id(0);
  float4 p = pos[i], a = 0;
  for (int j = 0; j < n; ++j) {
    float4 d = pos[j] - p;
    float r2 = d.x * d.x + d.y * d.y + d.z * d.z + 0.01f;
    float inv = native_rsqrt(r2);
    a += d * (pos[j].w * inv * inv * inv);
  }
  acc[i] = a;
}
