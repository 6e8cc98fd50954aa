// Particle update: float4 position/velocity, gravity and drag, reflection at
// box walls with select/sign, per-group kinetic energy through local memory.
typedef struct { float4 pos; float4 vel; } Particle;
kernel void particles(global Particle *ps, float dt, float4 box, global float *energy) {
  local float e[64];
  int i = get_global_id(0), l = get_local_id(0);
  Particle p = ps[i];
  for (int s = 0; s < 4; ++s) {
    float4 acc = (float4)(0.0f, -9.81f, 0.0f, 0.0f) - 0.1f * p.vel;
    p.vel += acc * dt;
    p.pos += p.vel * dt;
    int4 out = isgreater(fabs(p.pos), box);
    p.vel = select(p.vel, -p.vel * 0.8f, out);
    p.pos = select(p.pos, copysign(box, p.pos), out);
  }
  ps[i] = p;
  e[l] = 0.5f * dot(p.vel, p.vel);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int d = 32; d > 0; d >>= 1) {
    if (l < d)
      e[l] += e[l + d];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0)
    energy[get_group_id(0)] = e[0];
}
