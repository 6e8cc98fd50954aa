// Large local memory (48 KB) with barriers inside a loop: repeated neighbour smoothing in SLM.
#define N 12288
kernel void biglocal(global const float *in, global float *out) {
  local float buf[N];
  int lid = get_local_id(0), ls = get_local_size(0);
  for (int i = lid; i < N; i += ls) buf[i] = in[get_group_id(0) * N + i];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int it = 0; it < 4; ++it) {
    float t[N / 256];
    for (int k = 0; k < N / 256; ++k) {
      int i = lid + k * 256;
      t[k] = 0.5f * buf[i] + 0.25f * buf[(i + 1) % N] + 0.25f * buf[(i + N - 1) % N];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < N / 256; ++k) buf[lid + k * 256] = t[k];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int i = lid; i < N; i += ls) out[get_group_id(0) * N + i] = buf[i];
}
