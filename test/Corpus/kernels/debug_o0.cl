// debug_o0: -g together with -cl-opt-disable. The noinline helper becomes a
// stack-called function (dumped as the kernel's .f0 function). (With two
// kernels in one program IGC instead attaches it to the
// Intel_Symbol_Table_Void_Program object and uses faddr + ifcall.)
// vISA: FILE/LOC, fcall/fret, stack frame set-up on %sp/%fp with
// svm_block_st, O0 memory traffic for every local.
// OCLOC-OPTIONS: -g -cl-opt-disable
__attribute__((noinline)) int weigh(int a, int b) {
  return a * 7 - b;
}
kernel void debug_o0(global const int *in, global int *out) {
  size_t i = get_global_id(0);
  int x = in[i];
  int r = weigh(x, 3);
  if (x > 10)
    r += weigh(r, x);
  out[i] = r;
}
