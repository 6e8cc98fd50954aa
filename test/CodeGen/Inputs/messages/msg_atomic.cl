// msg_atomic: the OpenCL meaning of msg_atomic.visaasm, a hand-written
// vISA kernel of 32-bit atomics: on a buffer through its binding-table
// entry and through its 64-bit address, on SLM, with and without the old
// values, of 1, 8 and 16 lanes.
__attribute__((intel_reqd_sub_group_size(16)))
kernel void msg_atomic(global uint *a, global uint *old) {
  local uint slm[1];
  uint i = get_global_id(0);
  old[i] = atomic_add(&a[i], i);
  if (i == 0)
    atomic_inc(&a[16]);
  old[16 + i] = atomic_cmpxchg(&a[32 + i], (i & 1) ? 0 : 32 + i, 100 + i);
  atomic_max(&a[48 + i], 8 * i);
  atomic_min((global int *)&a[64 + i], 70);
  if (i == 0)
    slm[0] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_add(&slm[0], i);
  barrier(CLK_LOCAL_MEM_FENCE);
  old[32 + i] = slm[0];
  if (i < 8)
    old[48 + i] = atomic_cmpxchg(&a[80 + i], (i & 1) ? 0 : 80 + i, 200 + i);
  if (i == 0)
    atomic_inc(&a[88]);
  atomic_xor(&a[i], 0xFF00u);
}
