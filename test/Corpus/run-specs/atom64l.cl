// 64-bit atomics on local and global memory (cl_khr_int64_base/extended_atomics) and float xchg.
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
kernel void atom64l(global long *g, global const long *in, global float *f, global long *o) {
  local long l[4];
  int lid = get_local_id(0);
  if (lid < 4) l[lid] = lid == 2 ? 0x7fffffffffffffffL : 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  long v = in[get_global_id(0)];
  atom_add(&l[0], v);
  atom_max(&l[1], v);
  atom_min(&l[2], v);
  atom_xor(&l[3], v << (lid & 7));
  atom_add(&g[0], v);
  atom_or(&g[1], 1L << (get_global_id(0) & 63));
  atom_cmpxchg(&g[2], 0L, 77L);
  atomic_xchg(&f[get_global_id(0)], (float)lid);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < 4) o[get_group_id(0) * 4 + lid] = l[lid];
}
