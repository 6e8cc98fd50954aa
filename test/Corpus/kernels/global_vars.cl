// global_vars: OpenCL 2.0 program-scope global variables (scalar, array and
// struct) read and written by the kernel.
// vISA: relocated global addresses (faddr or relocated immediates), the
// Intel_Symbol_Table_Void_Program helper object, stateless svm accesses to
// program-scope data.
// OCLOC-OPTIONS: -cl-std=CL2.0
global int counter = 0;
global float table[8] = {1.0f, 2.0f, 4.0f, 8.0f, 16.0f, 32.0f, 64.0f, 128.0f};
typedef struct { int lo, hi; } range_t;
global range_t range = {-5, 5};
kernel void global_vars(global const int *in, global float *out) {
  size_t i = get_global_id(0);
  int x = clamp(in[i], range.lo, range.hi);
  out[i] = table[(x + 8) & 7] * (float)x;
  if (i == 0)
    counter = x;
}
