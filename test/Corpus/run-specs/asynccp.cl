// async_work_group_copy / strided copy into local memory, wait_group_events, prefetch.
kernel void asynccp(global const float *a, global float *o, local float *t) {
  int g = get_group_id(0), ls = get_local_size(0), lid = get_local_id(0);
  event_t e = async_work_group_copy(t, a + g * ls, ls, 0);
  e = async_work_group_strided_copy(t + ls, a + 2048 + g, ls / 2, 8, e);
  wait_group_events(1, &e);
  prefetch(a + g * ls, ls);
  float v = t[ls - 1 - lid] + (lid < ls / 2 ? t[ls + lid] : 0.0f);
  barrier(CLK_LOCAL_MEM_FENCE);
  t[lid] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
  event_t f = async_work_group_strided_copy(o + g, t, ls, get_num_groups(0), 0);
  wait_group_events(1, &f);
}
