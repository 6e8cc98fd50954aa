// Particle update, array-of-structs (a 48-byte struct without padding:
// position and velocity as float4 whose w carries mass and drag, so the
// float3 math works on .xyz) and struct-of-arrays: gravity, drag, explicit
// Euler step, reflection at the floor and the walls of a box, recorded as
// per-particle flag bits.
#define HIT_FLOOR 0x10000000
#define HIT_WALL 0x20000000
typedef struct {
  float4 pos; // w: mass
  float4 vel; // w: drag coefficient
  int id;
  int flags;
  float age;
  float charge;
} Particle;

static void step(float3 *pos, float3 *vel, float mass, float drag, int *flags,
                 float dt) {
  float3 g = (float3)(0.0f, -9.81f, 0.0f);
  float3 force = g * mass - drag * *vel * length(*vel);
  *vel += force / mass * dt;
  *pos += *vel * dt;
  if (pos->y < -1.0f) {
    pos->y = -2.0f - pos->y;
    vel->y = -0.8f * vel->y;
    *flags |= HIT_FLOOR;
  }
  if (fabs(pos->x) > 1.0f) {
    pos->x = copysign(2.0f, pos->x) - pos->x;
    vel->x = -vel->x;
    *flags |= HIT_WALL;
  }
}

__kernel void app_particles_aos(__global Particle *ps, float dt) {
  int i = get_global_id(0);
  Particle p = ps[i];
  float3 pos = p.pos.xyz, vel = p.vel.xyz;
  float mass = fabs(p.pos.w) + 0.5f;
  p.flags = 0;
  step(&pos, &vel, mass, fabs(p.vel.w) * 0.1f, &p.flags, dt);
  p.pos.xyz = pos;
  p.vel.xyz = vel;
  p.age += dt;
  ps[i] = p;
}

__kernel void app_particles_soa(__global float *px, __global float *py,
                                __global float *pz, __global float *vx,
                                __global float *vy, __global float *vz,
                                __global const float *mass,
                                __global int *flags, float dt) {
  int i = get_global_id(0);
  float3 pos = (float3)(px[i], py[i], pz[i]);
  float3 vel = (float3)(vx[i], vy[i], vz[i]);
  int b = 0;
  step(&pos, &vel, fabs(mass[i]) + 0.5f, 0.05f, &b, dt);
  px[i] = pos.x;
  py[i] = pos.y;
  pz[i] = pos.z;
  vx[i] = vel.x;
  vy[i] = vel.y;
  vz[i] = vel.z;
  flags[i] = b;
}
