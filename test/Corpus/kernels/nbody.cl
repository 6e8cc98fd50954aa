// nbody: one step of an all-pairs gravity simulation with float4 positions,
// tiled through local memory.
// vISA: float4 loads (gather4_scaled.RGBA), rsqrt, mad chains, SLM tiles,
// barrier, uniform loop over tiles.
kernel void nbody(global const float4 *pos, global float4 *vel, global float4 *newpos,
                  int n, float dt, float eps2, local float4 *tile) {
  size_t i = get_global_id(0);
  int lid = get_local_id(0), ls = get_local_size(0);
  float4 p = pos[i];
  float3 a = (float3)(0.0f);
  for (int t = 0; t < n; t += ls) {
    tile[lid] = pos[t + lid];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int j = 0; j < ls; j++) {
      float4 q = tile[j];
      float3 d = q.xyz - p.xyz;
      float r2 = dot(d, d) + eps2;
      float inv = rsqrt(r2);
      a += d * (q.w * inv * inv * inv);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  float4 v = vel[i];
  v.xyz += a * dt;
  vel[i] = v;
  newpos[i] = (float4)(p.xyz + v.xyz * dt, p.w);
}
