// A kernel that prints while it computes (printf_buffer payload argument).
kernel void printf_debug(global const float *in, global float *out, int n) {
  size_t i = get_global_id(0);
  float v = in[i] * 2.0f + 1.0f;
  if (i % 17 == 0)
    printf("item %d of %d: %f -> %f\n", (int)i, n, in[i], v);
  out[i] = v;
}
