// 2-D convolution with a 5x5 kernel in __constant memory over a local tile
// with a 2-pixel halo (clamp-to-edge borders). -DSIMD32 asks for SIMD32.
#define R 2
#define TW 16
#define TH 8

__constant float weights[2 * R + 1][2 * R + 1] = {
    {0.003765f, 0.015019f, 0.023792f, 0.015019f, 0.003765f},
    {0.015019f, 0.059912f, 0.094907f, 0.059912f, 0.015019f},
    {0.023792f, 0.094907f, -0.150342f, 0.094907f, 0.023792f},
    {0.015019f, 0.059912f, 0.094907f, 0.059912f, 0.015019f},
    {0.003765f, 0.015019f, 0.023792f, 0.015019f, 0.003765f}};

#ifdef SIMD32
__attribute__((intel_reqd_sub_group_size(32)))
#endif
__kernel __attribute__((reqd_work_group_size(TW, TH, 1)))
void app_conv2d(__global const float *src, __global float *dst, int w, int h) {
  __local float tile[TH + 2 * R][TW + 2 * R];
  int lx = get_local_id(0), ly = get_local_id(1);
  int x0 = get_group_id(0) * TW - R, y0 = get_group_id(1) * TH - R;
  for (int i = ly * TW + lx; i < (TH + 2 * R) * (TW + 2 * R); i += TW * TH) {
    int ty = i / (TW + 2 * R), tx = i % (TW + 2 * R);
    int sx = clamp(x0 + tx, 0, w - 1), sy = clamp(y0 + ty, 0, h - 1);
    tile[ty][tx] = src[sy * w + sx];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  float acc = 0.0f;
  for (int j = 0; j <= 2 * R; ++j)
    for (int i = 0; i <= 2 * R; ++i)
      acc += weights[j][i] * tile[ly + j][lx + i];
  dst[get_global_id(1) * w + get_global_id(0)] = acc;
}
