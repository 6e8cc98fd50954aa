// JPEG-style forward 8x8 DCT-II with quantisation: each work-group of 8x8
// transforms one block staged in local memory (rows, then columns) using a
// cosine table in __constant memory, then divides by a quantisation table
// and rounds to shorts.
__constant float C8[8][8] = {
    {0.353553391f, 0.353553391f, 0.353553391f, 0.353553391f, 0.353553391f, 0.353553391f, 0.353553391f, 0.353553391f},
    {0.490392640f, 0.415734806f, 0.277785117f, 0.097545161f, -0.097545161f, -0.277785117f, -0.415734806f, -0.490392640f},
    {0.461939766f, 0.191341716f, -0.191341716f, -0.461939766f, -0.461939766f, -0.191341716f, 0.191341716f, 0.461939766f},
    {0.415734806f, -0.097545161f, -0.490392640f, -0.277785117f, 0.277785117f, 0.490392640f, 0.097545161f, -0.415734806f},
    {0.353553391f, -0.353553391f, -0.353553391f, 0.353553391f, 0.353553391f, -0.353553391f, -0.353553391f, 0.353553391f},
    {0.277785117f, -0.490392640f, 0.097545161f, 0.415734806f, -0.415734806f, -0.097545161f, 0.490392640f, -0.277785117f},
    {0.191341716f, -0.461939766f, 0.461939766f, -0.191341716f, -0.191341716f, 0.461939766f, -0.461939766f, 0.191341716f},
    {0.097545161f, -0.277785117f, 0.415734806f, -0.490392640f, 0.490392640f, -0.415734806f, 0.277785117f, -0.097545161f}};

__kernel __attribute__((reqd_work_group_size(8, 8, 1)))
void app_dct8(__global const uchar *img, int w, __constant uchar *quant,
              __global float *coef, __global short *q) {
  __local float blk[8][9];
  __local float tmp[8][9];
  int u = get_local_id(0), v = get_local_id(1);
  int x = get_global_id(0), y = get_global_id(1);
  blk[v][u] = (float)img[y * w + x] - 128.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  float s = 0.0f;
  for (int k = 0; k < 8; ++k)
    s += C8[u][k] * blk[v][k];
  tmp[v][u] = s;
  barrier(CLK_LOCAL_MEM_FENCE);
  s = 0.0f;
  for (int k = 0; k < 8; ++k)
    s += C8[v][k] * tmp[k][u];
  coef[y * w + x] = s;
  q[y * w + x] = convert_short_sat_rte(s / quant[v * 8 + u]);
}
