// Every OpenCL 1.x atomic on local and global int/uint: inc, dec, add, sub, xchg,
// cmpxchg, min, max, and, or, xor; results independent of the order.
kernel void atomall(global const int *a, global int *g, global uint *gu, global int *perwi) {
  local int li[12];
  local uint lu[4];
  int l = get_local_id(0), i = get_global_id(0);
  if (l < 12)
    li[l] = l == 6 ? 0x7fffffff : (l == 7 ? -0x7fffffff : (l == 8 ? -1 : 0));
  if (l < 4)
    lu[l] = l == 1 ? 0xffffffffu : 0u;
  barrier(CLK_LOCAL_MEM_FENCE);
  int v = a[i];
  atomic_inc(&li[0]);
  atomic_dec(&li[1]);
  atomic_add(&li[2], v);
  atomic_sub(&li[3], v);
  atomic_or(&li[4], 1 << (l & 31));
  atomic_xor(&li[5], v);
  atomic_min(&li[6], v);
  atomic_max(&li[7], v);
  atomic_and(&li[8], ~(1 << (v & 31)));
  int old = atomic_xchg(&li[9], l + 1); // old values form a permutation
  atomic_add(&li[10], old);
  if (atomic_cmpxchg(&li[11], 0, l + 1) == 0) // exactly one winner
    atomic_add(&lu[2], 1000u);
  atomic_max(&lu[0], (uint)v);
  atomic_min(&lu[1], (uint)v);
  atomic_inc(&lu[2]);
  atomic_add(&lu[3], (uint)v & 0xff);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l < 12 && l != 9)
    atomic_add(&g[l], l == 10 ? li[10] + li[9] : (l == 11 ? li[11] > 0 : li[l]));
  if (l < 4)
    atomic_xor(&gu[l], lu[l] + get_group_id(0));
  atomic_inc(&g[12]);
  atomic_dec(&g[13]);
  atomic_max(&g[14], v);
  atomic_min(&g[15], v);
  atomic_or(&gu[4], (uint)v);
  atomic_and(&gu[5], (uint)v | 0xff00ff00u);
  atomic_sub(&gu[6], (uint)v);
  int prev = atomic_cmpxchg(&g[16], 0, 1);
  atomic_add(&g[18], prev == 0 ? 100 : 1);
  atomic_add(&g[19], atomic_xchg(&g[17], 5) == 5 ? 2 : 3);
  atomic_add(&perwi[i & 15], v);
}
