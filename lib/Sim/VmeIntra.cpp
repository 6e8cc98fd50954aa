//===- VmeIntra.cpp - SIC: skip check and intra prediction estimation -----===//
//
// Payload (besides the universal fields listed in VmeInter.cpp):
//   M0.3[14]     skip mode type (0 16x16, 1 8x8); [17] forward-transform
//                check, [19] block-based skip, [23:22] intra SAD adjust
//   M1.0[0]      skip check enable, [7] 8x8 transform flag for inter
//   M1.7[4:0]    intra partition mask (a set bit disables 16x16, 8x8, 4x4
//                from bit 0 up), [15:8] neighbour availability (0x60 left,
//                0x10 upper, 0x08 upper right, 0x04 upper left),
//                [31:24] skip centre mask (two bits, forward and backward,
//                per 8x8; the first pair for 16x16)
//   M2.0[31:8]   mode costs 1-3 (intra 16x16, 8x8, 4x4)
//   M4           skip centres: forward and backward MV per 8x8 quadrant
//   M5.1[9:8]    intra compute type (1: luma only), [31:24] upper-left
//                neighbour; M5.2-M5.5 upper neighbours (column 0..15),
//                M5.6-M5.7 upper-right neighbours (16..23); M6.0-M6.3 left
//                neighbours (row 0..15); M6.4, M6.7 intra mode penalties
//
// Writeback: W0.0[5:4] intra shape (0 16x16, 1 8x8, 2 4x4), W0.3[15:0] best
// intra luma distortion (plus the shape's mode cost), W0.4-W0.5 the luma
// mode of each z-order 4x4 block (four bits each, the mode of the partition
// holding it); skip check: W0.0[1:0] shape, W0.2[15:0] distortion with the
// inter SAD adjustment, W0.2[31:16] raw SAD, W0.6[23:16] directions, W1-W4
// MVs, W5 per-block distortions.
//
// Model: the skip prediction is the sub-pel prediction at the skip centres;
// with both directions their average, the backward one weighted BiWeight/64
// (as given, 0 included). Intra estimation evaluates the H.264 luma prediction modes (16x16:
// vertical, horizontal, DC, plane; 8x8 and 4x4: the nine directional modes)
// whose neighbours are available and keeps the lowest distortion per block (the
// lowest mode on ties), then the cheapest shape (16x16, 8x8, 4x4 on ties).
// Neighbours outside the macroblock come from the payload; inside it from the
// source pixels (the engine has no reconstructed picture). The 8x8 predictions
// use the neighbours through H.264's 8x8 reference filter (8.3.2.2.1). Not
// modelled (unsupported): chroma estimation, intra mode penalties
// (non-predicted mode cost, MxM predicted modes, non-DC penalties),
// forward transform and block-based skip checks, field access, partial
// left-neighbour availability.
//
//===----------------------------------------------------------------------===//

#include "VmeCommon.h"

using namespace visa::sim;
using namespace visa::sim::vme;

namespace {

/// Neighbourhood of the macroblock and what of it is available.
struct Neighbours {
  int Top[24] = {}, Left[16] = {}, TopLeft = 0;
  bool HasTop = false, HasTopRight = false, HasLeft = false, HasTopLeft = false;
};

/// Samples around one NxN block (N = 4, 8 or 16) at (x0, y0) of the MB.
class BlockEdges {
public:
  BlockEdges(const Block16 &src, const Neighbours &nb, unsigned x0, unsigned y0,
             unsigned n)
      : N(n) {
    auto inMbAbove = [&](unsigned x) { return src[y0 - 1][x]; };
    // Top row and top-right.
    HasTop = y0 ? true : nb.HasTop;
    bool topRightInside = x0 + n < 16;
    if (y0 == 0)
      HasTopRight = topRightInside ? nb.HasTop : nb.HasTopRight;
    else
      HasTopRight = topRightInside && blockIndex((x0 + n) / 4, (y0 - n) / 4) <
                                          blockIndex(x0 / 4, y0 / 4);
    if (n == 16)
      HasTopRight = false;
    for (unsigned i = 0; i < n; ++i)
      Top[i] = y0 ? inMbAbove(x0 + i) : nb.Top[x0 + i];
    for (unsigned i = n; i < 2 * n; ++i)
      Top[i] = !HasTopRight ? Top[n - 1]
               : y0         ? inMbAbove(x0 + i)
                            : nb.Top[x0 + i];
    // Left column.
    HasLeft = x0 ? true : nb.HasLeft;
    for (unsigned j = 0; j < n; ++j)
      Left[j] = x0 ? src[y0 + j][x0 - 1] : nb.Left[y0 + j];
    // Top-left corner.
    if (x0 && y0) {
      HasTopLeft = true;
      TopLeft = src[y0 - 1][x0 - 1];
    } else if (!x0 && !y0) {
      HasTopLeft = nb.HasTopLeft;
      TopLeft = nb.TopLeft;
    } else if (!x0) {
      HasTopLeft = nb.HasLeft;
      TopLeft = nb.Left[y0 - 1];
    } else {
      HasTopLeft = nb.HasTop;
      TopLeft = nb.Top[x0 - 1];
    }
  }

  /// p[x, -1] for x >= -1 and p[-1, y] for y >= -1, as H.264 names them.
  int above(int x) const { return x < 0 ? TopLeft : Top[x]; }
  int left(int y) const { return y < 0 ? TopLeft : Left[y]; }

  unsigned N;
  int Top[32] = {}, Left[16] = {}, TopLeft = 0;
  bool HasTop, HasTopRight, HasLeft, HasTopLeft = false;
};

int avg2(int a, int b) { return (a + b + 1) >> 1; }
int avg3(int a, int b, int c) { return (a + 2 * b + c + 2) >> 2; }

/// H.264's reference sample filter for 8x8 luma prediction (8.3.2.2.1),
/// applied to the available neighbours of `e` (top-right already
/// substituted when absent).
void filter8x8(BlockEdges &e) {
  int top[16], left[8], corner = e.TopLeft;
  if (e.HasTop) {
    top[0] = e.HasTopLeft ? avg3(e.TopLeft, e.Top[0], e.Top[1])
                          : (3 * e.Top[0] + e.Top[1] + 2) >> 2;
    for (int x = 1; x < 15; ++x)
      top[x] = avg3(e.Top[x - 1], e.Top[x], e.Top[x + 1]);
    top[15] = (e.Top[14] + 3 * e.Top[15] + 2) >> 2;
  }
  if (e.HasTopLeft) {
    if (e.HasTop && e.HasLeft)
      corner = avg3(e.Top[0], e.TopLeft, e.Left[0]);
    else if (e.HasTop)
      corner = (3 * e.TopLeft + e.Top[0] + 2) >> 2;
    else if (e.HasLeft)
      corner = (3 * e.TopLeft + e.Left[0] + 2) >> 2;
  }
  if (e.HasLeft) {
    left[0] = e.HasTopLeft ? avg3(e.TopLeft, e.Left[0], e.Left[1])
                           : (3 * e.Left[0] + e.Left[1] + 2) >> 2;
    for (int y = 1; y < 7; ++y)
      left[y] = avg3(e.Left[y - 1], e.Left[y], e.Left[y + 1]);
    left[7] = (e.Left[6] + 3 * e.Left[7] + 2) >> 2;
  }
  if (e.HasTop)
    std::copy(top, top + 16, e.Top);
  if (e.HasLeft)
    std::copy(left, left + 8, e.Left);
  e.TopLeft = corner;
}

int log2u(unsigned v) { return v == 4 ? 2 : v == 8 ? 3 : 4; }

int dcValue(const BlockEdges &e) {
  unsigned n = e.N;
  int sum = 0;
  if (e.HasTop && e.HasLeft) {
    for (unsigned i = 0; i < n; ++i)
      sum += e.Top[i] + e.Left[i];
    return (sum + int(n)) >> (log2u(n) + 1);
  }
  if (e.HasTop || e.HasLeft) {
    for (unsigned i = 0; i < n; ++i)
      sum += e.HasTop ? e.Top[i] : e.Left[i];
    return (sum + int(n / 2)) >> log2u(n);
  }
  return 128;
}

/// The NxN (4 or 8) directional prediction of `mode` at (x, y); false if
/// its neighbours are not available.
bool directionalAvailable(const BlockEdges &e, unsigned mode) {
  switch (mode) {
  case 0: // vertical
  case 3: // diagonal down left
  case 7: // vertical left
    return e.HasTop;
  case 1: // horizontal
  case 8: // horizontal up
    return e.HasLeft;
  case 2: // DC
    return true;
  default: // diagonal down right, vertical right, horizontal down
    return e.HasTop && e.HasLeft && e.HasTopLeft;
  }
}

int directionalSample(const BlockEdges &e, unsigned mode, int x, int y) {
  int n = int(e.N);
  switch (mode) {
  case 0:
    return e.above(x);
  case 1:
    return e.left(y);
  case 2:
    return dcValue(e);
  case 3:
    if (x == n - 1 && y == n - 1)
      return (e.above(2 * n - 2) + 3 * e.above(2 * n - 1) + 2) >> 2;
    return avg3(e.above(x + y), e.above(x + y + 1), e.above(x + y + 2));
  case 4:
    if (x > y)
      return avg3(e.above(x - y - 2), e.above(x - y - 1), e.above(x - y));
    if (x < y)
      return avg3(e.left(y - x - 2), e.left(y - x - 1), e.left(y - x));
    return avg3(e.above(0), e.TopLeft, e.left(0));
  case 5: {
    int z = 2 * x - y, k = x - (y >> 1);
    if (z >= 0 && !(z & 1))
      return avg2(e.above(k - 1), e.above(k));
    if (z >= 0)
      return avg3(e.above(k - 2), e.above(k - 1), e.above(k));
    if (z == -1)
      return avg3(e.left(0), e.TopLeft, e.above(0));
    return avg3(e.left(y - 2 * x - 1), e.left(y - 2 * x - 2),
                e.left(y - 2 * x - 3));
  }
  case 6: {
    int z = 2 * y - x, k = y - (x >> 1);
    if (z >= 0 && !(z & 1))
      return avg2(e.left(k - 1), e.left(k));
    if (z >= 0)
      return avg3(e.left(k - 2), e.left(k - 1), e.left(k));
    if (z == -1)
      return avg3(e.left(0), e.TopLeft, e.above(0));
    return avg3(e.above(x - 2 * y - 1), e.above(x - 2 * y - 2),
                e.above(x - 2 * y - 3));
  }
  case 7: {
    int k = x + (y >> 1);
    if (!(y & 1))
      return avg2(e.above(k), e.above(k + 1));
    return avg3(e.above(k), e.above(k + 1), e.above(k + 2));
  }
  default: {
    int z = x + 2 * y, k = y + (x >> 1);
    if (z > 2 * n - 3)
      return e.left(n - 1);
    if (z == 2 * n - 3)
      return (e.left(n - 2) + 3 * e.left(n - 1) + 2) >> 2;
    if (!(z & 1))
      return avg2(e.left(k), e.left(k + 1));
    return avg3(e.left(k), e.left(k + 1), e.left(k + 2));
  }
  }
}

bool mode16Available(const BlockEdges &e, unsigned mode) {
  switch (mode) {
  case 0:
    return e.HasTop;
  case 1:
    return e.HasLeft;
  case 2:
    return true;
  default:
    return e.HasTop && e.HasLeft && e.HasTopLeft;
  }
}

int mode16Sample(const BlockEdges &e, unsigned mode, int x, int y) {
  switch (mode) {
  case 0:
    return e.above(x);
  case 1:
    return e.left(y);
  case 2:
    return dcValue(e);
  default: {
    int h = 0, v = 0;
    for (int i = 0; i < 8; ++i) {
      h += (i + 1) * (e.above(8 + i) - e.above(6 - i));
      v += (i + 1) * (e.left(8 + i) - e.left(6 - i));
    }
    int a = 16 * (e.left(15) + e.above(15));
    int b = (5 * h + 32) >> 6, c = (5 * v + 32) >> 6;
    return std::clamp((a + b * (x - 7) + c * (y - 7) + 16) >> 5, 0, 255);
  }
  }
}

/// Distortion of predicting the NxN block at (x0, y0) with `sample`.
template <typename SampleFn>
unsigned blockCost(const Block16 &src, unsigned x0, unsigned y0, unsigned n,
                   Metric metric, SampleFn sample) {
  unsigned total = 0;
  for (unsigned by = 0; by < n; by += 4)
    for (unsigned bx = 0; bx < n; bx += 4) {
      int d[16];
      for (unsigned y = 0; y < 4; ++y)
        for (unsigned x = 0; x < 4; ++x)
          d[4 * y + x] =
              src[y0 + by + y][x0 + bx + x] - sample(int(bx + x), int(by + y));
      total += residualDistortion(d, metric);
    }
  return total;
}

struct IntraShape {
  unsigned Dist = ~0u;
  uint64_t Modes = 0; ///< four bits per z-order 4x4 block
};

/// Best modes of the blocks of size n (4 or 8) covering the MB.
IntraShape estimateNxN(const Block16 &src, const Neighbours &nb, unsigned n,
                       Metric metric) {
  IntraShape s;
  s.Dist = 0;
  for (unsigned y0 = 0; y0 < 16; y0 += n)
    for (unsigned x0 = 0; x0 < 16; x0 += n) {
      BlockEdges e(src, nb, x0, y0, n);
      if (n == 8)
        filter8x8(e);
      unsigned best = ~0u, bestMode = 2;
      for (unsigned mode = 0; mode < 9; ++mode) {
        if (!directionalAvailable(e, mode))
          continue;
        unsigned c = blockCost(src, x0, y0, n, metric, [&](int x, int y) {
          return directionalSample(e, mode, x, y);
        });
        if (c < best) {
          best = c;
          bestMode = mode;
        }
      }
      s.Dist += best;
      for (unsigned by = y0 / 4; by < (y0 + n) / 4; ++by)
        for (unsigned bx = x0 / 4; bx < (x0 + n) / 4; ++bx)
          s.Modes |= uint64_t(bestMode) << (4 * blockIndex(bx, by));
    }
  return s;
}

IntraShape estimate16x16(const Block16 &src, const Neighbours &nb,
                         Metric metric) {
  BlockEdges e(src, nb, 0, 0, 16);
  IntraShape s;
  unsigned bestMode = 2;
  for (unsigned mode = 0; mode < 4; ++mode) {
    if (!mode16Available(e, mode))
      continue;
    unsigned c = blockCost(src, 0, 0, 16, metric, [&](int x, int y) {
      return mode16Sample(e, mode, x, y);
    });
    if (c < s.Dist) {
      s.Dist = c;
      bestMode = mode;
    }
  }
  for (unsigned i = 0; i < 16; ++i)
    s.Modes |= uint64_t(bestMode) << (4 * i);
  return s;
}

std::string runIpe(const PayloadView &p, const Block16 &src, Writeback &w) {
  unsigned computeType = p.bits(5, 1, 8, 2);
  if (computeType != 1)
    return "intra compute type " + std::to_string(computeType) +
           " (chroma intra estimation)";
  unsigned mask = p.bits(1, 7, 0, 5);
  if (mask & 0x18)
    return "intra partition mask bits 3-4";
  if (p.ub(6, 16) || p.ub(6, 28))
    return "intra mode penalties (M6.4, M6.7)";
  Metric metric;
  if (std::string why = selectMetric(p, p.bits(0, 3, 22, 2), metric);
      !why.empty())
    return "intra " + why;
  if (p.ub(2, 0))
    return "intra non-predicted mode cost (M2.0[7:0])";
  unsigned avail = p.bits(1, 7, 8, 8);
  if ((avail & 0x60) == 0x20 || (avail & 0x60) == 0x40)
    return "partial left neighbour availability";
  if (avail & 0x83)
    return "neighbour availability bits 0x83";
  Neighbours nb;
  nb.HasLeft = (avail & 0x60) == 0x60;
  nb.HasTop = avail & 0x10;
  nb.HasTopRight = avail & 0x08;
  nb.HasTopLeft = avail & 0x04;
  nb.TopLeft = p.ub(5, 7);
  for (unsigned i = 0; i < 24; ++i)
    nb.Top[i] = p.ub(5, 8 + i);
  for (unsigned j = 0; j < 16; ++j)
    nb.Left[j] = p.ub(6, j);
  if ((mask & 7) == 7)
    return "";

  unsigned bestShape = 0, bestCost = ~0u;
  uint64_t bestModes = 0;
  for (unsigned shape = 0; shape < 3; ++shape) {
    if ((mask >> shape) & 1)
      continue;
    IntraShape s = shape == 0
                       ? estimate16x16(src, nb, metric)
                       : estimateNxN(src, nb, shape == 1 ? 8 : 4, metric);
    unsigned cost = s.Dist + u4u4(p.ub(2, 1 + shape));
    if (cost < bestCost) {
      bestCost = cost;
      bestShape = shape;
      bestModes = s.Modes;
    }
  }
  w.ub(0, 0, uint8_t((w.Bytes[0] & ~0x30) | bestShape << 4));
  w.uw(0, 6, clamp16(bestCost));
  w.ud(0, 4, uint32_t(bestModes));
  w.ud(0, 5, uint32_t(bestModes >> 32));
  return "";
}

std::string runSkip(const PayloadView &p, const Planes &planes,
                    const Block16 &src, Writeback &w) {
  bool per8x8 = p.bits(0, 3, 14, 1);
  unsigned mask = p.bits(1, 7, 24, 8);
  unsigned biWeight = p.bits(1, 1, 16, 6);
  bool bilinear = p.bits(1, 7, 18, 1);
  Metric metric;
  if (std::string why = interMetric(p, metric); !why.empty())
    return why;
  int srcX = p.uw(0, 4), srcY = p.uw(0, 5);
  Block16 pred;
  Mv mvs[4][2];
  unsigned dirs = 0;
  for (unsigned q = 0; q < 4; ++q) {
    unsigned pair = per8x8 ? q : 0;
    unsigned m = (mask >> (2 * pair)) & 3;
    if (!m)
      return "skip check with no direction enabled for an 8x8 block";
    Block16 dirPred[2];
    for (unsigned d = 0; d < 2; ++d) {
      mvs[q][d] = mvFromDword(p.ud(4, 2 * pair + d));
      if (!((m >> d) & 1))
        continue;
      const LumaPlane *ref = planes.ref(d, q);
      if (!ref)
        return "skip check without an 8-bit 2D reference image";
      dirPred[d] = predictBlock(*ref, srcX, srcY, mvs[q][d], bilinear);
    }
    unsigned qx = (q % 2) * 8, qy = (q / 2) * 8;
    for (unsigned y = qy; y < qy + 8; ++y)
      for (unsigned x = qx; x < qx + 8; ++x)
        pred[y][x] = m == 3 ? (dirPred[0][y][x] * int(64 - biWeight) +
                               dirPred[1][y][x] * int(biWeight) + 32) >>
                                  6
                            : dirPred[m - 1][y][x];
    dirs |= (m - 1) << (2 * q);
  }
  std::array<unsigned, 16> raw = blockDistortions(src, pred, Metric::Sad);
  std::array<unsigned, 16> adj = blockDistortions(src, pred, metric);
  unsigned rawSum = 0, adjSum = 0;
  for (unsigned i = 0; i < 16; ++i) {
    rawSum += raw[i];
    adjSum += adj[i];
    unsigned q = i / 4;
    w.ud(1 + i / 4, 2 * (i % 4), mvToDword(mvs[q][0]));
    w.ud(1 + i / 4, 2 * (i % 4) + 1, mvToDword(mvs[q][1]));
    w.uw(5, i, clamp16(adj[i]));
  }
  w.ub(0, 0, uint8_t((w.Bytes[0] & ~3) | (per8x8 ? 3 : 0)));
  w.ub(0, 3, per8x8 ? 4 : 1);
  w.uw(0, 4, clamp16(adjSum));
  w.uw(0, 5, clamp16(rawSum));
  w.ub(0, 26, uint8_t(dirs));
  return "";
}

} // namespace

std::string vme::runSic(const PayloadView &p, const Planes &planes,
                        Writeback &w) {
  if (p.bits(0, 3, 6, 2))
    return "field (interlaced) access";
  if (p.bits(0, 3, 17, 1))
    return "forward transform check";
  if (p.bits(0, 3, 19, 1))
    return "block-based skip";
  if (p.bits(1, 0, 7, 1))
    return "8x8 transform flag for inter";
  if (p.ud(1, 3) || p.bits(1, 7, 19, 2))
    return "weighted SAD or field polarity";
  int srcX = p.uw(0, 4), srcY = p.uw(0, 5);
  Block16 src = loadBlock(planes.Src, srcX, srcY);
  if (p.bits(1, 0, 0, 1))
    if (std::string why = runSkip(p, planes, src, w); !why.empty())
      return why;
  return runIpe(p, src, w);
}
