// Block motion estimation: for each 16x16 block of the current frame, the
// sum of absolute differences (uchar16 rows, abs_diff, widening sums) over
// a +-4 pixel search window of the reference frame; best vector and cost.
#define B 16
#define R 4

__kernel void app_sad(__global const uchar *cur, __global const uchar *ref,
                      int w, int h, __global int2 *best_mv,
                      __global uint *best_cost) {
  int bx = get_global_id(0), by = get_global_id(1);
  int x0 = bx * B, y0 = by * B;
  uint best = UINT_MAX;
  int2 mv = (int2)(0, 0);
  for (int dy = -R; dy <= R; ++dy) {
    for (int dx = -R; dx <= R; ++dx) {
      int rx = x0 + dx, ry = y0 + dy;
      if (rx < 0 || ry < 0 || rx + B > w || ry + B > h)
        continue;
      uint sad = 0;
      for (int r = 0; r < B; ++r) {
        uchar16 a = vload16(0, cur + (y0 + r) * w + x0);
        uchar16 b = vload16(0, ref + (ry + r) * w + rx);
        ushort16 d = convert_ushort16(abs_diff(a, b));
        ushort8 s8 = d.lo + d.hi;
        ushort4 s4 = s8.lo + s8.hi;
        ushort2 s2 = s4.lo + s4.hi;
        sad += s2.x + s2.y;
      }
      if (sad < best) {
        best = sad;
        mv = (int2)(dx, dy);
      }
    }
  }
  int i = by * get_global_size(0) + bx;
  best_mv[i] = mv;
  best_cost[i] = best;
}
