// msg_atomic64: the OpenCL meaning of msg_atomic64.visaasm, a hand-written
// vISA kernel of 64-bit A64 atomics, with and without the old values.
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
__attribute__((intel_reqd_sub_group_size(16)))
kernel void msg_atomic64(global ulong *q, global ulong *qold) {
  uint i = get_global_id(0);
  qold[i] = atom_add(&q[i], (ulong)i << 33);
  if (i < 8)
    atom_inc(&q[16 + i]);
  qold[16 + i] = atom_cmpxchg(&q[32 + i], (i & 1) ? 0 : 1032 + i, (ulong)i << 40);
  atom_min((global long *)&q[48 + i], 1060);
}
