// atomic_local: 32-bit atomics on local memory, then the per-group results
// are copied out after a barrier.
// vISA: dword_atomic.{add,sub,inc,dec,imin,imax,min,max,and,or,xor,xchg,
// cmpxchg} on %slm, barrier, SLM gather.
kernel void atomic_local(global const int *in, global int *out) {
  local int acc[12];
  int lid = get_local_id(0);
  int v = in[get_global_id(0)];
  if (lid < 12)
    acc[lid] = (lid == 6) ? -1 : 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_add(&acc[0], v);
  atomic_sub(&acc[1], v);
  atomic_inc(&acc[2]);
  atomic_dec(&acc[3]);
  atomic_min(&acc[4], v);
  atomic_max(&acc[5], v);
  atomic_and(&acc[6], v | 0xff00);
  atomic_or(&acc[7], v & 0xff);
  atomic_xor(&acc[8], v);
  atomic_min((local uint *)&acc[9], (uint)v);
  atomic_max((local uint *)&acc[10], (uint)v);
  atomic_cmpxchg(&acc[11], 0, 1);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < 12)
    out[get_group_id(0) * 12 + lid] = acc[lid];
}
