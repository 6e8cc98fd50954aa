// "Last work-group finishes the job": partial sums, a global fence, an atomic ticket, and a final reduction by the
// group that draws the last ticket (no inter-group waiting).
kernel void lastgrp(global const int *in, global int *partial, global volatile int *ticket, global int *total) {
  local int s[64];
  local int amLast;
  int lid = get_local_id(0);
  s[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int st = 32; st > 0; st >>= 1) {
    if (lid < st) s[lid] += s[lid + st];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0) {
    partial[get_group_id(0)] = s[0];
    mem_fence(CLK_GLOBAL_MEM_FENCE);
    int t = atomic_inc(ticket);
    amLast = (t == get_num_groups(0) - 1);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (amLast && lid == 0) {
    int sum = 0;
    for (int g = 0; g < get_num_groups(0); ++g) sum += partial[g];
    *total = sum;
  }
}
