//===- VmeCommon.cpp - Distortion, interpolation and costs for VME --------===//
//
// Implements VmeCommon.h: block distortions (SAD, HAAR), H.264 sub-pixel
// sampling and the motion-vector cost function.
//
//===----------------------------------------------------------------------===//

#include "VmeCommon.h"

using namespace visa::sim;
using namespace visa::sim::vme;

std::string vme::selectMetric(const PayloadView &p, unsigned mode,
                              Metric &out) {
  bool acOnly = p.bits(1, 7, 21, 1);
  if (mode == 0 && !acOnly) {
    out = Metric::Sad;
    return "";
  }
  if (mode == 2) {
    out = acOnly ? Metric::HaarAcOnly : Metric::Haar;
    return "";
  }
  if (mode == 0)
    return "AC-only HAAR with the SAD metric";
  return "SAD adjust mode " + std::to_string(mode);
}

std::string vme::interMetric(const PayloadView &p, Metric &out) {
  std::string why = selectMetric(p, p.bits(0, 3, 20, 2), out);
  return why.empty() ? why : "inter " + why;
}

unsigned vme::residualDistortion(const int d[16], Metric metric) {
  if (metric == Metric::Sad) {
    unsigned sad = 0;
    for (int i = 0; i < 16; ++i)
      sad += unsigned(std::abs(d[i]));
    return sad;
  }
  // 4x4 Hadamard transform: rows, then columns.
  int t[16];
  for (int r = 0; r < 4; ++r) {
    const int *x = d + 4 * r;
    int s01 = x[0] + x[1], d01 = x[0] - x[1];
    int s23 = x[2] + x[3], d23 = x[2] - x[3];
    t[4 * r + 0] = s01 + s23;
    t[4 * r + 1] = s01 - s23;
    t[4 * r + 2] = d01 - d23;
    t[4 * r + 3] = d01 + d23;
  }
  unsigned sum = 0;
  for (int c = 0; c < 4; ++c) {
    int s01 = t[c] + t[4 + c], d01 = t[c] - t[4 + c];
    int s23 = t[8 + c] + t[12 + c], d23 = t[8 + c] - t[12 + c];
    // Coefficient (0, 0) is the DC term.
    if (c != 0 || metric != Metric::HaarAcOnly)
      sum += unsigned(std::abs(s01 + s23));
    sum += unsigned(std::abs(s01 - s23)) + unsigned(std::abs(d01 - d23)) +
           unsigned(std::abs(d01 + d23));
  }
  return sum / 2;
}

std::array<unsigned, 16>
vme::blockDistortions(const Block16 &src, const Block16 &pred, Metric metric) {
  std::array<unsigned, 16> out{};
  for (unsigned i = 0; i < 16; ++i) {
    unsigned x0 = blockX(i), y0 = blockY(i);
    int d[16];
    for (unsigned y = 0; y < 4; ++y)
      for (unsigned x = 0; x < 4; ++x)
        d[4 * y + x] = src[y0 + y][x0 + x] - pred[y0 + y][x0 + x];
    out[i] = residualDistortion(d, metric);
  }
  return out;
}

namespace {

int clip255(int v) { return std::clamp(v, 0, 255); }

int tap6(int e, int f, int g, int h, int i, int j) {
  return e - 5 * f + 20 * g + 20 * h - 5 * i + j;
}

/// Unclipped horizontal 6-tap sum between (x, y) and (x + 1, y).
int horizontalSum(const LumaPlane &p, int x, int y) {
  return tap6(p.at(x - 2, y), p.at(x - 1, y), p.at(x, y), p.at(x + 1, y),
              p.at(x + 2, y), p.at(x + 3, y));
}

/// The integer or half sample at half-pel position (hx, hy).
int halfSample(const LumaPlane &p, int hx, int hy) {
  int x = hx >> 1, y = hy >> 1;
  bool halfX = hx & 1, halfY = hy & 1;
  if (!halfX && !halfY)
    return p.at(x, y);
  if (halfX && !halfY)
    return clip255((horizontalSum(p, x, y) + 16) >> 5);
  if (!halfX)
    return clip255((tap6(p.at(x, y - 2), p.at(x, y - 1), p.at(x, y),
                         p.at(x, y + 1), p.at(x, y + 2), p.at(x, y + 3)) +
                    16) >>
                   5);
  int j1 = tap6(horizontalSum(p, x, y - 2), horizontalSum(p, x, y - 1),
                horizontalSum(p, x, y), horizontalSum(p, x, y + 1),
                horizontalSum(p, x, y + 2), horizontalSum(p, x, y + 3));
  return clip255((j1 + 512) >> 10);
}

/// For each quarter-pel phase (fy, fx) with an odd component: the two half-
/// pel offsets (from the integer sample, in half pels) H.264 averages.
struct QuarterRule {
  int8_t Ax, Ay, Bx, By;
};
constexpr QuarterRule Quarter[4][4] = {
    // fy = 0: G, a = (G+b), b, c = (b+H)
    {{0, 0, 0, 0}, {0, 0, 1, 0}, {1, 0, 1, 0}, {1, 0, 2, 0}},
    // fy = 1: d = (G+h), e = (b+h), f = (b+j), g = (b+m)
    {{0, 0, 0, 1}, {1, 0, 0, 1}, {1, 0, 1, 1}, {1, 0, 2, 1}},
    // fy = 2: h, i = (h+j), j, k = (j+m)
    {{0, 1, 0, 1}, {0, 1, 1, 1}, {1, 1, 1, 1}, {1, 1, 2, 1}},
    // fy = 3: n = (h+M), p = (h+s), q = (j+s), r = (m+s)
    {{0, 1, 0, 2}, {0, 1, 1, 2}, {1, 1, 1, 2}, {2, 1, 1, 2}},
};

} // namespace

int vme::subpelSample(const LumaPlane &p, int qx, int qy, bool bilinear) {
  int x = qx >> 2, y = qy >> 2, fx = qx & 3, fy = qy & 3;
  if (bilinear)
    return ((4 - fx) * (4 - fy) * p.at(x, y) + fx * (4 - fy) * p.at(x + 1, y) +
            (4 - fx) * fy * p.at(x, y + 1) + fx * fy * p.at(x + 1, y + 1) +
            8) >>
           4;
  const QuarterRule &r = Quarter[fy][fx];
  int a = halfSample(p, 2 * x + r.Ax, 2 * y + r.Ay);
  if (r.Ax == r.Bx && r.Ay == r.By)
    return a;
  int b = halfSample(p, 2 * x + r.Bx, 2 * y + r.By);
  return (a + b + 1) >> 1;
}

Block16 vme::predictBlock(const LumaPlane &p, int x, int y, Mv mv,
                          bool bilinear) {
  Block16 b;
  if ((mv.X & 3) == 0 && (mv.Y & 3) == 0)
    return loadBlock(p, x + (mv.X >> 2), y + (mv.Y >> 2));
  for (int j = 0; j < 16; ++j)
    for (int i = 0; i < 16; ++i)
      b[j][i] =
          subpelSample(p, 4 * (x + i) + mv.X, 4 * (y + j) + mv.Y, bilinear);
  return b;
}

MvCost::MvCost(const PayloadView &p) {
  // Cost table: M2.3 and M2.4; precision M1.7[17:16]; centres M3.0..M3.7
  // (even dwords forward, odd backward, one pair per 8x8 quadrant).
  for (unsigned i = 0; i < 8; ++i)
    Table[i] = p.ub(2, 12 + i);
  Shift = p.bits(1, 7, 16, 2);
  for (unsigned q = 0; q < 4; ++q) {
    Center[0][q] = mvFromDword(p.ud(3, 2 * q));
    Center[1][q] = mvFromDword(p.ud(3, 2 * q + 1));
  }
}

unsigned MvCost::cost(Mv mv, unsigned dir, unsigned quadrant) const {
  auto entry = [&](int delta) {
    // The entry is the bit width of |delta| >> Shift, at most 7.
    unsigned v = unsigned(std::abs(delta)) >> Shift;
    unsigned width = v ? 32 - unsigned(__builtin_clz(v)) : 0;
    return u4u4(Table[std::min(width, 7u)]);
  };
  const Mv &c = Center[dir][quadrant];
  return entry(mv.X - c.X) + entry(mv.Y - c.Y);
}
