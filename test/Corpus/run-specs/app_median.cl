// 3x3 median filter on an 8-bit image: a 16x16 local tile with a 1-pixel
// halo, and the median of nine taken with a 19-exchange sorting network.
#define TS 16

#define SORT2(a, b)                                                            \
  {                                                                            \
    uchar lo = min(a, b), hi = max(a, b);                                      \
    a = lo;                                                                    \
    b = hi;                                                                    \
  }

static uchar median9(uchar p0, uchar p1, uchar p2, uchar p3, uchar p4,
                     uchar p5, uchar p6, uchar p7, uchar p8) {
  SORT2(p1, p2); SORT2(p4, p5); SORT2(p7, p8);
  SORT2(p0, p1); SORT2(p3, p4); SORT2(p6, p7);
  SORT2(p1, p2); SORT2(p4, p5); SORT2(p7, p8);
  SORT2(p0, p3); SORT2(p5, p8); SORT2(p4, p7);
  SORT2(p3, p6); SORT2(p1, p4); SORT2(p2, p5);
  SORT2(p4, p7); SORT2(p4, p2); SORT2(p6, p4);
  SORT2(p4, p2);
  return p4;
}

__kernel __attribute__((reqd_work_group_size(TS, TS, 1)))
void app_median(__global const uchar *src, __global uchar *dst, int w, int h) {
  __local uchar tile[TS + 2][TS + 2];
  int lx = get_local_id(0), ly = get_local_id(1);
  int x0 = get_group_id(0) * TS - 1, y0 = get_group_id(1) * TS - 1;
  for (int i = ly * TS + lx; i < (TS + 2) * (TS + 2); i += TS * TS) {
    int tx = i % (TS + 2), ty = i / (TS + 2);
    tile[ty][tx] = src[clamp(y0 + ty, 0, h - 1) * w + clamp(x0 + tx, 0, w - 1)];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  dst[get_global_id(1) * w + get_global_id(0)] =
      median9(tile[ly][lx], tile[ly][lx + 1], tile[ly][lx + 2],
              tile[ly + 1][lx], tile[ly + 1][lx + 1], tile[ly + 1][lx + 2],
              tile[ly + 2][lx], tile[ly + 2][lx + 1], tile[ly + 2][lx + 2]);
}
