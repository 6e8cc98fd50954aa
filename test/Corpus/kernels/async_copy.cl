// async_copy: async_work_group_copy / async_work_group_strided_copy into
// local memory, wait_group_events and prefetch, then a local-memory stencil.
// vISA: work-item-distributed copy loops (gather/scatter to %slm),
// barriers for wait_group_events, prefetch lowered to a load or nothing.
kernel void async_copy(global const float *in, global float *out, local float *tile) {
  size_t n = get_local_size(0);
  size_t base = get_group_id(0) * n;
  event_t e = async_work_group_copy(tile, in + base, n, 0);
  event_t e2 = async_work_group_strided_copy(tile + n, in + base, n / 2, 2, 0);
  wait_group_events(1, &e);
  wait_group_events(1, &e2);
  prefetch(in + base + n, n);
  size_t l = get_local_id(0);
  float left = tile[l == 0 ? 0 : l - 1];
  float right = tile[l + 1 == n ? l : l + 1];
  out[base + l] = 0.25f * left + 0.5f * tile[l] + 0.25f * right + tile[n + l / 2];
}
