// atomic_int64: 64-bit atomics from cl_khr_int64_base_atomics and
// cl_khr_int64_extended_atomics on global and local longs.
// vISA: svm_atomic.*.64 (add, sub, inc, dec, min/max signed and unsigned,
// and, or, xor, xchg, cmpxchg) with 64-bit addresses and data, local 64-bit
// atomics (emulated with a cmpxchg loop where the hardware has none).
// BXT refuses the kernel (no 64-bit atomics there).
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
kernel void atomic_int64(global long *g, global ulong *u, global long *slots) {
  local long l[2];
  long i = get_global_id(0);
  if (get_local_id(0) == 0) { l[0] = 0; l[1] = 0; }
  barrier(CLK_LOCAL_MEM_FENCE);
  atom_add(&g[0], i << 33);
  atom_sub(&g[1], i);
  atom_inc(&g[2]);
  atom_dec(&g[3]);
  atom_min(&g[4], -i);
  atom_max(&g[5], i);
  atom_and(&g[6], ~(1L << (i & 63)));
  atom_or(&g[7], 1L << (i & 63));
  atom_xor(&g[8], i * 0x0101010101010101L);
  atom_min(&u[0], (ulong)i + 5);
  atom_max(&u[1], (ulong)i + 5);
  long old = atom_xchg(&slots[2 * i], i * 3);
  atom_cmpxchg(&slots[2 * i + 1], old, i);
  atom_add(&l[0], i);
  atom_max(&l[1], i);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0) {
    g[9 + 2 * get_group_id(0)] = l[0];
    g[10 + 2 * get_group_id(0)] = l[1];
  }
}
