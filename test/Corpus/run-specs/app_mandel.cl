// Mandelbrot set on a 2-D NDRange in double (REAL=double) or float, with
// contraction off so that every iteration rounds as written; iteration
// counts and the final |z|^2. -DSIMD32 asks for SIMD32.
#pragma OPENCL FP_CONTRACT OFF
#ifndef REAL
#define REAL float
#endif
#ifdef USE_DOUBLE
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif

#ifdef SIMD32
__attribute__((intel_reqd_sub_group_size(32)))
#endif
__kernel void app_mandel(REAL x0, REAL y0, REAL step, int max_iter,
                         __global int *iters, __global REAL *radius) {
  int px = get_global_id(0), py = get_global_id(1);
  REAL cx = x0 + px * step, cy = y0 + py * step;
  REAL zx = 0, zy = 0, r2 = 0;
  int it = 0;
  while (it < max_iter) {
    REAL xx = zx * zx, yy = zy * zy;
    r2 = xx + yy;
    if (r2 > 4)
      break;
    zy = 2 * zx * zy + cy;
    zx = xx - yy + cx;
    ++it;
  }
  int i = py * get_global_size(0) + px;
  iters[i] = it;
  radius[i] = r2;
}
