// 64-bit atomics on global and local memory (cl_khr_int64_base/extended_atomics).
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
kernel void atom64(global const long *a, global long *g, global ulong *u, global long *per) {
  local long ls[4];
  local ulong lu[2];
  int l = get_local_id(0);
  if (l < 4) ls[l] = l == 2 ? 0x7fffffffffffffffL : 0;
  if (l < 2) lu[l] = l ? 0xffffffffffffffffUL : 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  long x = a[get_global_id(0)];
  atom_add(&g[0], x);
  atom_min(&g[1], x);
  atom_max(&g[2], x);
  atom_xor(&u[0], (ulong)x);
  atom_or(&u[1], (ulong)x & 0x0f0f0f0f0f0f0f0fUL);
  atom_and(&u[2], (ulong)x | 0x1000000000000000UL);
  atom_inc(&g[3]);
  atom_sub(&g[4], x >> 3);
  atom_add(&ls[0], x);
  atom_sub(&ls[1], x);
  atom_min(&ls[2], x);
  atom_max(&ls[3], x);
  atom_min(&lu[0], (ulong)x);
  atom_and(&lu[1], (ulong)x);
  long gi = get_global_id(0);
  long old = atom_cmpxchg(&per[gi], (gi & 1) ? gi : -5, x);
  atom_add(&per[gi], old == gi ? 1 : 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l == 0) {
    int grp = get_group_id(0);
    atom_add(&g[8 + grp], ls[0] + ls[1]);
    atom_xchg(&g[16 + grp], ls[2] ^ ls[3]);
    atom_xor(&u[8 + grp], lu[0] + lu[1]);
  }
}
