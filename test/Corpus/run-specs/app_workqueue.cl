// Persistent-threads work queue: work-items take task indices from a
// global atomic counter until the queue is empty; each task (a variable
// amount of integer work) writes its own result slot, so the results do
// not depend on which work-item ran which task. Per-work-item task counts
// are summed per group in local memory (their total is fixed).
__kernel void app_workqueue(__global int *next_task, int num_tasks,
                            __global const int *task_sizes,
                            __global uint *results, __global int *group_done) {
  __local int done;
  if (get_local_id(0) == 0)
    done = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  int mine = 0;
  for (;;) {
    int t = atomic_inc(next_task);
    if (t >= num_tasks)
      break;
    uint h = (uint)t * 2654435761u;
    for (int k = 0; k < task_sizes[t]; ++k)
      h = (h ^ (h >> 15)) * 0x2c1b3c6du + (uint)k;
    results[t] = h;
    ++mine;
  }
  atomic_add(&done, mine);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0)
    atomic_add(&group_done[0], done);
}
