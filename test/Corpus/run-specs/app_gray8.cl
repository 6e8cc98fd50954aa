// Colour to grey on 8-bit images: rgba_unorm_int8 pixels read without a
// sampler, BT.601 luma, gamma through a 256-entry __constant LUT index,
// written to an r_unorm_int8 image and a uchar histogram buffer.
__kernel void app_gray8(__read_only image2d_t src, __write_only image2d_t dst,
                        __global uint *hist) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float4 c = read_imagef(src, p);
  float y = 0.299f * c.x + 0.587f * c.y + 0.114f * c.z;
  uchar level = convert_uchar_sat_rte(y * 255.0f);
  atomic_inc(&hist[level]);
  write_imagef(dst, p, (float4)(level / 255.0f, 0.0f, 0.0f, 1.0f));
}
