// One level of the 2-D Haar wavelet transform: each work-item takes a 2x2
// block (float2 loads of two rows) and writes the LL, HL, LH and HH
// sub-bands to the four quadrants of the output.
__kernel void app_haar(__global const float *src, __global float *dst) {
  int x = get_global_id(0), y = get_global_id(1);
  int hw = get_global_size(0), hh = get_global_size(1);
  int w = 2 * hw;
  float2 top = vload2(0, src + (2 * y) * w + 2 * x);
  float2 bot = vload2(0, src + (2 * y + 1) * w + 2 * x);
  float ll = (top.x + top.y + bot.x + bot.y) * 0.5f;
  float hl = (top.x - top.y + bot.x - bot.y) * 0.5f;
  float lh = (top.x + top.y - bot.x - bot.y) * 0.5f;
  float hhv = (top.x - top.y - bot.x + bot.y) * 0.5f;
  dst[y * w + x] = ll;
  dst[y * w + x + hw] = hl;
  dst[(y + hh) * w + x] = lh;
  dst[(y + hh) * w + x + hw] = hhv;
}
