// Image resizing: bilinear through the sampler (normalized coordinates,
// clamp to edge) on an rgba float image, and bicubic (Catmull-Rom) on a
// single-channel float buffer with clamped taps.
__constant sampler_t lin = CLK_NORMALIZED_COORDS_TRUE |
                           CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR;

__kernel void app_resize_bilinear(__read_only image2d_t src,
                                  __global float4 *dst) {
  int x = get_global_id(0), y = get_global_id(1);
  int w = get_global_size(0), h = get_global_size(1);
  float2 uv = (float2)((x + 0.5f) / w, (y + 0.5f) / h);
  dst[y * w + x] = read_imagef(src, lin, uv);
}

static float cubic_weight(float t) {
  // Catmull-Rom (a = -0.5).
  t = fabs(t);
  if (t <= 1.0f)
    return (1.5f * t - 2.5f) * t * t + 1.0f;
  if (t < 2.0f)
    return ((-0.5f * t + 2.5f) * t - 4.0f) * t + 2.0f;
  return 0.0f;
}

static float texel(__global const float *src, int sw, int sh, int x, int y) {
  x = clamp(x, 0, sw - 1);
  y = clamp(y, 0, sh - 1);
  return src[y * sw + x];
}

__kernel void app_resize_bicubic(__global const float *src, int sw, int sh,
                                 __global float *dst) {
  int x = get_global_id(0), y = get_global_id(1);
  int dw = get_global_size(0), dh = get_global_size(1);
  float fx = (x + 0.5f) * sw / dw - 0.5f;
  float fy = (y + 0.5f) * sh / dh - 0.5f;
  int ix = (int)floor(fx), iy = (int)floor(fy);
  float tx = fx - ix, ty = fy - iy;
  float wx[4], wy[4];
  for (int i = 0; i < 4; ++i) {
    wx[i] = cubic_weight(tx - (i - 1));
    wy[i] = cubic_weight(ty - (i - 1));
  }
  float acc = 0.0f;
  for (int j = 0; j < 4; ++j) {
    float row = 0.0f;
    for (int i = 0; i < 4; ++i)
      row += wx[i] * texel(src, sw, sh, ix + i - 1, iy + j - 1);
    acc += wy[j] * row;
  }
  dst[y * dw + x] = acc;
}
