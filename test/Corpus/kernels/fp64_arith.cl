// fp64_arith: double-precision arithmetic: add/mul/mad, IEEE division and
// square root, fma, min/max, comparisons and conversions to and from float,
// int and long. Refused on ICLLP/TGLLP (no cl_khr_fp64).
// vISA: df-typed add/mul/mad, divm/sqrtm (SKL IEEE macros) or div/sqrt
// sequences, cmp on df, mov conversions df<->f/d/q, sel.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void fp64_arith(global const double *a, global const double *b, global double *out,
                       global float *fout, global long *lout) {
  size_t i = get_global_id(0);
  double x = a[i], y = b[i];
  double r = x * y + x;
  r += x / y;
  r += sqrt(fabs(x));
  r += fma(x, y, 0.5);
  r += fmax(x, y) - fmin(x, y);
  r = (x < y) ? r : -r;
  out[i] = r;
  fout[i] = (float)r + (float)(int)x;
  lout[i] = (long)y + convert_long_rtn(x);
}
