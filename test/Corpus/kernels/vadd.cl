// vadd: the simplest kernel. One float load per input buffer, one add, one
// store, indexed by get_global_id(0).
// vISA: gather4_scaled / scatter4_scaled (stateful) or svm_gather/svm_scatter
// (BDW stateless), add, shl for the byte offset, movs of the surface index.
kernel void vadd(global const float *a, global const float *b, global float *c) {
  size_t i = get_global_id(0);
  c[i] = a[i] + b[i];
}
