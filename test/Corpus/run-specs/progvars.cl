// OpenCL 2.0 program-scope global variables (initialised and zeroed) written
// and read in the kernel: a global counter, a per-group table and a struct.
typedef struct { int count; float sum; short tag[4]; } Stat;
global int counter = 100;
global int table[32] = {1, 2, 3, 4, 5, 6, 7, 8};
global Stat stat;
global float4 scale = (float4)(1.0f, 2.0f, 0.5f, -1.0f);
kernel void progvars(global const float4 *a, global float4 *o, global int *io) {
  int i = get_global_id(0), l = get_local_id(0), gid = get_group_id(0);
  int ticket = atomic_inc(&counter);
  if (l == 0) {
    table[8 + gid] = gid * 10 + table[gid];
    stat.tag[gid & 3] = (short)(gid + 1);
  }
  atomic_add(&stat.count, 1);
  barrier(CLK_GLOBAL_MEM_FENCE);
  o[i] = a[i] * scale + (float4)(table[8 + gid], table[l & 7], stat.tag[gid & 3], 0);
  io[i] = ticket >= 100 && ticket < 100 + (int)get_global_size(0);
}
