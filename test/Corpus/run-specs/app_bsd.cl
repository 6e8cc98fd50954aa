// Black-Scholes in double precision (exp, log, sqrt, erfc in double), with
// the put from put-call parity; the double math library's code paths.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

__kernel void app_bsd(__global const double *spot, __global const double *strike,
                      __global const double *years, double rate, double vol,
                      __global double *call, __global double *put) {
  int i = get_global_id(0);
  double S = spot[i], X = strike[i], T = years[i];
  double st = vol * sqrt(T);
  double d1 = (log(S / X) + (rate + 0.5 * vol * vol) * T) / st;
  double d2 = d1 - st;
  double n1 = 0.5 * erfc(-d1 * M_SQRT1_2);
  double n2 = 0.5 * erfc(-d2 * M_SQRT1_2);
  double disc = X * exp(-rate * T);
  double c = S * n1 - disc * n2;
  call[i] = c;
  put[i] = c - S + disc;
}
