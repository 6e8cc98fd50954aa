// Media pixel formats: NV12 (YUV 4:2:0, interleaved UV plane) to RGBA8
// with BT.601 fixed-point coefficients, then RGBA8 to RGB565 packing and
// back; each work-item converts a 2x2 block (uchar2 loads, uchar4 stores,
// convert_uchar4_sat).
__kernel void app_yuv(__global const uchar *y_plane, __global const uchar *uv_plane,
                      int w, __global uchar4 *rgba, __global ushort *rgb565,
                      __global uchar4 *round_trip) {
  int bx = get_global_id(0), by = get_global_id(1);
  uchar2 uv = vload2(0, uv_plane + by * w + 2 * bx);
  int d = uv.x - 128, e = uv.y - 128;
  int3 chroma = (int3)(409 * e, -100 * d - 208 * e, 516 * d);
  for (int j = 0; j < 2; ++j) {
    uchar2 ys = vload2(0, y_plane + (2 * by + j) * w + 2 * bx);
    for (int i = 0; i < 2; ++i) {
      int c = 298 * ((i ? ys.y : ys.x) - 16) + 128;
      int4 px = (int4)((c + chroma.x) >> 8, (c + chroma.y) >> 8,
                       (c + chroma.z) >> 8, 255);
      uchar4 p = convert_uchar4_sat(px);
      int idx = (2 * by + j) * w + 2 * bx + i;
      rgba[idx] = p;
      ushort packed = (ushort)(((p.x >> 3) << 11) | ((p.y >> 2) << 5) | (p.z >> 3));
      rgb565[idx] = packed;
      uchar4 back = (uchar4)((packed >> 11) << 3, ((packed >> 5) & 63) << 2,
                             (packed & 31) << 3, 255);
      round_trip[idx] = back | (back >> (uchar4)(5, 6, 5, 0));
    }
  }
}
