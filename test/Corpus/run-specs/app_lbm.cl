// One D2Q9 lattice-Boltzmann step (pull streaming from periodic neighbours,
// BGK collision) on a 2-D grid, distributions in struct-of-arrays layout
// f[q * cells + cell]; also writes density and velocity.
#define Q 9
__constant int cx[Q] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
__constant int cy[Q] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
__constant float wq[Q] = {4.0f / 9, 1.0f / 9, 1.0f / 9, 1.0f / 9, 1.0f / 9,
                          1.0f / 36, 1.0f / 36, 1.0f / 36, 1.0f / 36};

__kernel void app_lbm(__global const float *fin, __global float *fout,
                      __global float *rho_out, __global float2 *u_out,
                      float omega) {
  int x = get_global_id(0), y = get_global_id(1);
  int w = get_global_size(0), h = get_global_size(1);
  int cells = w * h;
  float f[Q];
  float rho = 0.0f, ux = 0.0f, uy = 0.0f;
  for (int q = 0; q < Q; ++q) {
    int sx = (x - cx[q] + w) % w, sy = (y - cy[q] + h) % h;
    f[q] = fin[q * cells + sy * w + sx];
    rho += f[q];
    ux += cx[q] * f[q];
    uy += cy[q] * f[q];
  }
  ux /= rho;
  uy /= rho;
  float usq = 1.5f * (ux * ux + uy * uy);
  for (int q = 0; q < Q; ++q) {
    float cu = 3.0f * (cx[q] * ux + cy[q] * uy);
    float feq = wq[q] * rho * (1.0f + cu + 0.5f * cu * cu - usq);
    fout[q * cells + y * w + x] = f[q] + omega * (feq - f[q]);
  }
  rho_out[y * w + x] = rho;
  u_out[y * w + x] = (float2)(ux, uy);
}
