//===- VmeInter.cpp - IME and FBR: inter motion estimation ----------------===//
//
// Payload (universal part, as IGC's built-ins write it):
//   M0.0, M0.1  reference window origins Ref0/Ref1 (x, y: s16 pixels) from
//               the source macroblock
//   M0.2        source macroblock SrcX, SrcY (u16 pixels)
//   M0.3        [7:6] field access, [10:8] search control (0 single
//               reference, 7 dual reference / dual record), [13:12] sub-pel
//               mode (0 integer, 1 half, 3 quarter), [18] BME disable,
//               [21:20] inter SAD adjust (0 none, 2 HAAR), [30:24] sub-MB
//               partition mask (a set bit disables 16x16, 16x8, 8x16, 8x8,
//               8x4, 4x8, 4x4 from bit 0 up)
//   M0.5[23:16], M0.5[31:24]  reference window width, height
//   M1.0        [1] adaptive search, [5] early IME success
//   M1.1        [5:0] maximum number of motion vectors, [21:16] BiWeight,
//               [28] unidirectional mix disable
//   M1.2        [7:0] search path length, [15:8] max search units,
//               [19:16]/[23:20] Start0 X/Y, [27:24]/[31:28] Start1 X/Y
//               (search units of 4x4 positions)
//   M1.3, M1.7[20], M1.7[21]  weighted SAD, AC-only HAAR (VmeCommon.h)
//   M1.6        reference ids: byte per 8x8, [3:0] forward, [7:4] backward
//   M1.7[18]    bilinear sub-pel filter, [17:16] cost precision
//   M2.0-M2.2   mode costs (4 16x16, 5 16x8/8x16, 6 8x8, 7 8x4/4x8, 8 4x4,
//               9 backward), M2.3-M2.4 MV cost table, M3 cost centres
//   IME: M4-M5 search path, one byte per step: [3:0] dx, [7:4] dy (s4, in
//        search units)
//   FBR: M2.5 [1:0] major shape, [15:8] minor shapes, [23:16] directions
//        (two bits per 8x8); M4-M7 one forward and one backward MV per
//        z-order 4x4 block
//
// IME stream in (M6-M7 forward, M8-M9 backward) and stream out (W7-W8,
// W9-W10), per reference: R+0 uw 0-1 16x8, uw 2-3 8x16, uw 4-7 8x8, uw 8
// 16x16 distortions, dw 5 the 16x16 MV; R+1 dw 0-1 16x8, dw 2-3 8x16,
// dw 4-7 8x8 MVs (IGC's get_streamout_major_shape_* accessors).
//
// Writeback: W0.0 [1:0] major shape, [28:24] MV count; W0.2[15:0] best inter
// distortion (distortions plus costs); W0.6 [15:8] minor shapes, [23:16]
// directions; W1-W4 forward and backward MV per 4x4 block; W5 the distortion
// (without costs) of the partition holding each 4x4 block; W6.0 reference ids.
//
// Model: IME walks min(path length, max SUs) search units from Start along
// the path, evaluating each integer position of a unit that lies inside the
// reference window; every partition keeps its cheapest position (the first
// on ties). Streamed-in records count as positions evaluated before the
// search (so they win ties) with their distortion as the cost; streamed-out
// records hold the best cost (distortion plus MV cost) of those
// partitions. The macroblock shape with the lowest total cost wins (16x16,
// 16x8, 8x16, 8x8 on ties; minors 8x8, 8x4, 4x8, 4x4), subject to the
// partition mask and the maximum MV count; with dual reference each
// partition takes the cheaper direction (forward on ties), or with the
// unidirectional mix disabled (M1.1[28]) the whole macroblock does. FBR refines
// each partition's MV per direction: the eight half-pel neighbours, then the
// eight quarter-pel neighbours of the best, keeping the first cheapest;
// bidirectional partitions are then evaluated on the average of both
// predictions weighted BiWeight/64 for the backward one (as given, 0
// included). Not modelled (unsupported): adaptive and
// early-terminating searches, weighted SAD, field access,
// sub-pel mode 2, search controls other than 0 and 7. The border-reached
// flags (W0.1) and early-termination indications (W0.6[25:24]) are not
// modelled and read 0: their exact conditions are not documented publicly.
//
//===----------------------------------------------------------------------===//

#include "VmeCommon.h"
#include <optional>
#include <vector>

using namespace visa::sim;
using namespace visa::sim::vme;

namespace {

struct Rect {
  uint8_t X, Y, W, H;
};

enum Major : unsigned { Major16x16, Major16x8, Major8x16, Major8x8 };
enum Minor : unsigned { Minor8x8, Minor8x4, Minor4x8, Minor4x4 };

/// The partitions of a major shape, or of a minor shape in quadrant q.
std::vector<Rect> majorParts(unsigned major) {
  switch (major) {
  case Major16x16:
    return {{0, 0, 16, 16}};
  case Major16x8:
    return {{0, 0, 16, 8}, {0, 8, 16, 8}};
  case Major8x16:
    return {{0, 0, 8, 16}, {8, 0, 8, 16}};
  }
  return {};
}
std::vector<Rect> minorParts(unsigned minor, unsigned q) {
  uint8_t x = (q % 2) * 8, y = (q / 2) * 8;
  switch (minor) {
  case Minor8x8:
    return {{x, y, 8, 8}};
  case Minor8x4:
    return {{x, y, 8, 4}, {x, uint8_t(y + 4), 8, 4}};
  case Minor4x8:
    return {{x, y, 4, 8}, {uint8_t(x + 4), y, 4, 8}};
  default:
    return {{x, y, 4, 4},
            {uint8_t(x + 4), y, 4, 4},
            {x, uint8_t(y + 4), 4, 4},
            {uint8_t(x + 4), uint8_t(y + 4), 4, 4}};
  }
}

unsigned quadrantOf(const Rect &r) { return (r.Y / 8) * 2 + r.X / 8; }

/// The 4x4 blocks of partition `r` (bit blockIndex).
uint16_t blocksOf(const Rect &r) {
  uint16_t blocks = 0;
  for (unsigned by = r.Y / 4; by < unsigned(r.Y + r.H) / 4; ++by)
    for (unsigned bx = r.X / 4; bx < unsigned(r.X + r.W) / 4; ++bx)
      blocks |= uint16_t(1u << blockIndex(bx, by));
  return blocks;
}

/// The distortion of the blocks `blocks`: the sum of theirs in `d`.
unsigned blocksDistortion(const std::array<unsigned, 16> &d, uint16_t blocks) {
  unsigned sum = 0;
  for (unsigned m = blocks; m; m &= m - 1)
    sum += d[__builtin_ctz(m)];
  return sum;
}

unsigned partDistortion(const std::array<unsigned, 16> &d, const Rect &r) {
  return blocksDistortion(d, blocksOf(r));
}

/// All 41 partitions the IME tracks: 16x16, 16x8 (2), 8x16 (2), then per
/// quadrant 8x8, 8x4 (2), 4x8 (2), 4x4 (4).
struct PartTable {
  std::vector<Rect> Parts;
  /// Per partition: its 4x4 blocks (bit blockIndex) and its quadrant (the
  /// motion vector cost's), for the search's inner loop.
  std::vector<uint16_t> Blocks;
  std::vector<uint8_t> Quadrant;
  unsigned MajorFirst[3];    ///< index of the first partition of a major
  unsigned MinorFirst[4][4]; ///< [quadrant][minor]
  PartTable() {
    for (unsigned m = Major16x16; m <= Major8x16; ++m) {
      MajorFirst[m] = Parts.size();
      for (const Rect &r : majorParts(m))
        Parts.push_back(r);
    }
    for (unsigned q = 0; q < 4; ++q)
      for (unsigned m = Minor8x8; m <= Minor4x4; ++m) {
        MinorFirst[q][m] = Parts.size();
        for (const Rect &r : minorParts(m, q))
          Parts.push_back(r);
      }
    for (const Rect &r : Parts) {
      Blocks.push_back(blocksOf(r));
      Quadrant.push_back(uint8_t(quadrantOf(r)));
    }
  }
};
const PartTable &partTable() {
  static const PartTable t;
  return t;
}

/// One partition's chosen motion.
struct PartResult {
  unsigned Cost = ~0u, Dist = 0;
  Mv Mvs[2];
  unsigned Dir = 0; ///< 0 forward, 1 backward, 2 both
};

/// The macroblock decision: a shape and the results of its partitions.
struct Decision {
  unsigned MajorShape = 0, Minors = 0, Cost = 0;
  std::vector<std::pair<Rect, PartResult>> Parts;
};

struct ModeCosts {
  unsigned Mode[10];
  explicit ModeCosts(const PayloadView &p) {
    for (unsigned i = 0; i < 10; ++i)
      Mode[i] = u4u4(p.ub(2, i));
  }
};

/// Writes the inter writeback of decision `d`.
void writeInter(const PayloadView &p, const Decision &d, Writeback &w) {
  unsigned mvCount = d.Parts.size();
  w.ud(0, 0, (d.MajorShape & 3) | (std::min(mvCount, 31u) << 24));
  w.uw(0, 4, clamp16(d.Cost));
  unsigned dirs = 0;
  for (const auto &[r, res] : d.Parts) {
    for (unsigned by = r.Y / 4; by < unsigned(r.Y + r.H) / 4; ++by)
      for (unsigned bx = r.X / 4; bx < unsigned(r.X + r.W) / 4; ++bx) {
        unsigned i = blockIndex(bx, by);
        bool fwd = res.Dir != 1, bwd = res.Dir != 0;
        w.ud(1 + i / 4, 2 * (i % 4), fwd ? mvToDword(res.Mvs[0]) : 0);
        w.ud(1 + i / 4, 2 * (i % 4) + 1, bwd ? mvToDword(res.Mvs[1]) : 0);
        w.uw(5, i, clamp16(res.Dist));
        dirs |= res.Dir << (2 * (i / 4));
      }
  }
  w.ub(0, 25, uint8_t(d.Minors));
  w.ub(0, 26, uint8_t(dirs));
  w.ud(6, 0, p.ud(1, 6));
}

/// Common payload checks of IME and FBR.
std::string checkInterPayload(const PayloadView &p) {
  if (p.bits(0, 3, 6, 2))
    return "field (interlaced) access";
  if (p.ud(1, 3) || p.bits(1, 7, 20, 1))
    return "weighted SAD";
  if (p.bits(1, 7, 19, 1))
    return "source field polarity";
  return "";
}

//===-- IME ---------------------------------------------------------------===//

/// The partitions a stream-in/out record holds, in the order of its
/// distortion words: 16x8 (2), 8x16 (2), 8x8 (4), 16x16.
std::array<unsigned, 9> streamedParts() {
  const PartTable &t = partTable();
  std::array<unsigned, 9> k{};
  for (unsigned i = 0; i < 2; ++i) {
    k[i] = t.MajorFirst[Major16x8] + i;
    k[2 + i] = t.MajorFirst[Major8x16] + i;
  }
  for (unsigned q = 0; q < 4; ++q)
    k[4 + q] = t.MinorFirst[q][Minor8x8];
  k[8] = t.MajorFirst[Major16x16];
  return k;
}

/// The dword of record register 1 holding streamed part i's MV (i < 8), or
/// of register 0 for the 16x16 part.
std::pair<unsigned, unsigned> streamedMvSlot(unsigned i) {
  return i < 8 ? std::make_pair(1u, i) : std::make_pair(0u, 5u);
}

void seedFromStreamIn(const PayloadView &p, unsigned dir,
                      std::vector<PartResult> &best) {
  std::array<unsigned, 9> parts = streamedParts();
  unsigned reg = 6 + 2 * dir;
  for (unsigned i = 0; i < 9; ++i) {
    PartResult &r = best[parts[i]];
    r.Cost = r.Dist = p.uw(reg, i);
    auto [mvReg, mvDw] = streamedMvSlot(i);
    r.Mvs[dir] = mvFromDword(p.ud(reg + mvReg, mvDw));
    r.Dir = dir;
  }
}

void writeStreamOut(const std::vector<PartResult> &best, unsigned dir,
                    Writeback &w) {
  std::array<unsigned, 9> parts = streamedParts();
  unsigned reg = 7 + 2 * dir;
  for (unsigned i = 0; i < 9; ++i) {
    const PartResult &r = best[parts[i]];
    w.uw(reg, i, clamp16(r.Cost));
    auto [mvReg, mvDw] = streamedMvSlot(i);
    w.ud(reg + mvReg, mvDw, mvToDword(r.Mvs[dir]));
  }
}

/// Best result of each of the 41 partitions for one reference.
std::vector<PartResult> searchReference(const PayloadView &p,
                                        const LumaPlane &ref, unsigned dir,
                                        const Block16 &src, int srcX, int srcY,
                                        const MvCost &costs, Metric metric,
                                        bool streamIn) {
  const PartTable &t = partTable();
  std::vector<PartResult> best(t.Parts.size());
  if (streamIn)
    seedFromStreamIn(p, dir, best);
  Mv origin = mvFromDword(p.ud(0, dir));
  int width = p.ub(0, 22), height = p.ub(0, 23);
  int lastX = width - 16, lastY = height - 16;
  unsigned lenSP = p.bits(1, 2, 0, 8), maxSU = p.bits(1, 2, 8, 8);
  unsigned steps = std::min(lenSP, maxSU);
  int su_x = p.bits(1, 2, 16 + 8 * dir, 4),
      su_y = p.bits(1, 2, 20 + 8 * dir, 4);
  std::vector<bool> seen(
      size_t(std::max(lastX + 1, 1) * std::max(lastY + 1, 1)));
  for (unsigned step = 0; step < steps; ++step) {
    if (step > 0) {
      uint8_t delta = p.ub(4 + (step - 1) / 32, (step - 1) % 32);
      su_x += int8_t(uint8_t(delta << 4)) >> 4;
      su_y += int8_t(delta) >> 4;
    }
    for (int j = 0; j < 4; ++j)
      for (int i = 0; i < 4; ++i) {
        int px = 4 * su_x + i, py = 4 * su_y + j;
        if (px < 0 || py < 0 || px > lastX || py > lastY)
          continue;
        if (seen[size_t(py) * (lastX + 1) + px])
          continue;
        seen[size_t(py) * (lastX + 1) + px] = true;
        Mv mv{int16_t(4 * (origin.X + px)), int16_t(4 * (origin.Y + py))};
        Block16 pred =
            loadBlock(ref, srcX + origin.X + px, srcY + origin.Y + py);
        std::array<unsigned, 16> d = blockDistortions(src, pred, metric);
        unsigned mvCost[4];
        for (unsigned q = 0; q < 4; ++q)
          mvCost[q] = costs.cost(mv, dir, q);
        for (size_t k = 0; k < t.Parts.size(); ++k) {
          unsigned dist = blocksDistortion(d, t.Blocks[k]);
          unsigned cost = dist + mvCost[t.Quadrant[k]];
          if (cost < best[k].Cost) {
            best[k].Cost = cost;
            best[k].Dist = dist;
            best[k].Mvs[dir] = mv;
            best[k].Dir = dir;
          }
        }
      }
  }
  return best;
}

/// The cheapest macroblock shape over the per-partition results `best`
/// allowed by the partition mask and the maximum MV count.
std::optional<Decision> decideShape(const std::vector<PartResult> &best,
                                    unsigned partMask, unsigned maxMvs,
                                    const ModeCosts &modes) {
  const PartTable &t = partTable();
  auto sumParts = [&](unsigned first, unsigned n, Decision &d) {
    unsigned cost = 0;
    for (unsigned k = first; k < first + n; ++k) {
      cost += best[k].Cost;
      d.Parts.push_back({t.Parts[k], best[k]});
    }
    return cost;
  };
  std::optional<Decision> chosen;
  auto consider = [&](Decision d) {
    if (d.Parts.size() > maxMvs)
      return;
    if (!chosen || d.Cost < chosen->Cost)
      chosen = std::move(d);
  };
  static const unsigned MajorModes[3] = {4, 5, 5};
  for (unsigned m = Major16x16; m <= Major8x16; ++m) {
    if ((partMask >> m) & 1)
      continue;
    Decision d;
    d.MajorShape = m;
    d.Cost = sumParts(t.MajorFirst[m], m == Major16x16 ? 1 : 2, d) +
             modes.Mode[MajorModes[m]];
    consider(std::move(d));
  }
  if ((partMask & 0x78) == 0x78)
    return chosen;
  Decision d;
  d.MajorShape = Major8x8;
  d.Cost = modes.Mode[6];
  static const unsigned MinorCounts[4] = {1, 2, 2, 4};
  static const unsigned MinorModes[4] = {0, 7, 7, 8};
  for (unsigned q = 0; q < 4; ++q) {
    unsigned bestMinor = 0, bestCost = ~0u;
    for (unsigned m = Minor8x8; m <= Minor4x4; ++m) {
      if ((partMask >> (3 + m)) & 1)
        continue;
      Decision scratch;
      unsigned c = sumParts(t.MinorFirst[q][m], MinorCounts[m], scratch) +
                   (MinorModes[m] ? modes.Mode[MinorModes[m]] : 0);
      if (c < bestCost) {
        bestCost = c;
        bestMinor = m;
      }
    }
    d.Cost += bestCost;
    d.Minors |= bestMinor << (2 * q);
    sumParts(t.MinorFirst[q][bestMinor], MinorCounts[bestMinor], d);
  }
  consider(std::move(d));
  return chosen;
}

} // namespace

std::string vme::runIme(const PayloadView &p, const Planes &planes,
                        Writeback &w, bool streamIn, bool streamOut) {
  if (std::string why = checkInterPayload(p); !why.empty())
    return why;
  unsigned searchCtrl = p.bits(0, 3, 8, 3);
  if (searchCtrl != 0 && searchCtrl != 7)
    return "IME search control " + std::to_string(searchCtrl);
  if (p.bits(1, 0, 1, 1))
    return "adaptive IME search";
  if (p.bits(1, 0, 5, 1))
    return "early IME success termination";
  bool dual = searchCtrl == 7;
  unsigned partMask = p.bits(0, 3, 24, 7);
  unsigned maxMvs = p.bits(1, 1, 0, 6);
  bool uniMixDisable = p.bits(1, 1, 28, 1);
  Metric metric;
  if (std::string why = interMetric(p, metric); !why.empty())
    return why;
  int srcX = p.uw(0, 4), srcY = p.uw(0, 5);
  Block16 src = loadBlock(planes.Src, srcX, srcY);
  MvCost costs(p);
  ModeCosts modes(p);

  // Per-partition best of each searched reference; backward results carry
  // the backward mode cost.
  std::vector<PartResult> perDir[2];
  for (unsigned dir = 0; dir < (dual ? 2u : 1u); ++dir) {
    const LumaPlane *ref = planes.ref(dir, 0);
    if (!ref)
      return "IME without an 8-bit 2D reference image";
    perDir[dir] =
        searchReference(p, *ref, dir, src, srcX, srcY, costs, metric, streamIn);
    if (perDir[dir][0].Cost == ~0u)
      return "IME search that evaluates no position (reference window " +
             std::to_string(p.ub(0, 22)) + "x" + std::to_string(p.ub(0, 23)) +
             ", search path length " + std::to_string(p.bits(1, 2, 0, 8)) + ")";
    if (streamOut)
      writeStreamOut(perDir[dir], dir, w);
    if (dir == 1)
      for (PartResult &r : perDir[dir])
        r.Cost += modes.Mode[9];
  }

  std::optional<Decision> chosen;
  if (dual && uniMixDisable) {
    // Every partition of the macroblock from the same reference.
    for (unsigned dir = 0; dir < 2; ++dir) {
      std::optional<Decision> d =
          decideShape(perDir[dir], partMask, maxMvs, modes);
      if (d && (!chosen || d->Cost < chosen->Cost))
        chosen = std::move(d);
    }
  } else {
    std::vector<PartResult> best = perDir[0];
    if (dual)
      for (size_t k = 0; k < best.size(); ++k)
        if (perDir[1][k].Cost < best[k].Cost)
          best[k] = perDir[1][k];
    chosen = decideShape(best, partMask, maxMvs, modes);
  }
  if (!chosen)
    return "IME with no partition shape allowed by the partition mask and "
           "maximum MV count";
  writeInter(p, *chosen, w);
  return "";
}

//===-- FBR ---------------------------------------------------------------===//

std::string vme::runFbr(const PayloadView &p, const Planes &planes,
                        Writeback &w) {
  if (std::string why = checkInterPayload(p); !why.empty())
    return why;
  unsigned subpel = p.bits(0, 3, 12, 2);
  if (subpel == 2)
    return "sub-pel mode 2";
  Metric metric;
  if (std::string why = interMetric(p, metric); !why.empty())
    return why;
  bool bilinear = p.bits(1, 7, 18, 1);
  unsigned biWeight = p.bits(1, 1, 16, 6);
  int srcX = p.uw(0, 4), srcY = p.uw(0, 5);
  Block16 src = loadBlock(planes.Src, srcX, srcY);
  MvCost costs(p);
  ModeCosts modes(p);

  Decision d;
  d.MajorShape = p.ub(2, 20) & 3;
  d.Minors = d.MajorShape == Major8x8 ? p.ub(2, 21) : 0;
  unsigned dirs = p.ub(2, 22);
  std::vector<Rect> rects = majorParts(d.MajorShape);
  if (d.MajorShape == Major8x8)
    for (unsigned q = 0; q < 4; ++q)
      for (const Rect &r : minorParts((d.Minors >> (2 * q)) & 3, q))
        rects.push_back(r);
  static const unsigned MajorModes[4] = {4, 5, 5, 6};
  static const unsigned MinorModes[4] = {0, 7, 7, 8};
  d.Cost = modes.Mode[MajorModes[d.MajorShape]];
  if (d.MajorShape == Major8x8)
    for (unsigned q = 0; q < 4; ++q)
      if (unsigned m = MinorModes[(d.Minors >> (2 * q)) & 3])
        d.Cost += modes.Mode[m];

  for (const Rect &r : rects) {
    unsigned q = quadrantOf(r);
    // Directions are given per 8x8; a 16x8/8x16 partition takes the one of
    // its first quadrant.
    unsigned dir = (dirs >> (2 * q)) & 3;
    if (dir == 3)
      return "FBR direction 3";
    unsigned first = blockIndex(r.X / 4, r.Y / 4);
    PartResult res;
    res.Dir = dir;
    Block16 preds[2];
    for (unsigned dd = 0; dd < 2; ++dd) {
      if ((dd == 0 && dir == 1) || (dd == 1 && dir == 0))
        continue;
      const LumaPlane *ref = planes.ref(dd, q);
      if (!ref)
        return "FBR without an 8-bit 2D reference image";
      Mv start = mvFromDword(p.ud(4 + first / 4, 2 * (first % 4) + dd));
      auto evaluate = [&](Mv mv, Block16 &pred) {
        pred = predictBlock(*ref, srcX, srcY, mv, bilinear);
        unsigned dist = partDistortion(blockDistortions(src, pred, metric), r);
        return std::make_pair(dist, dist + costs.cost(mv, dd, q));
      };
      Mv bestMv = start;
      auto [bestDist, bestCost] = evaluate(start, preds[dd]);
      for (int stepSize : {2, 1}) {
        if ((stepSize == 2 && subpel == 0) || (stepSize == 1 && subpel != 3))
          continue;
        Mv center = bestMv;
        for (int dy = -1; dy <= 1; ++dy)
          for (int dx = -1; dx <= 1; ++dx) {
            if (!dx && !dy)
              continue;
            Mv mv{int16_t(center.X + dx * stepSize),
                  int16_t(center.Y + dy * stepSize)};
            Block16 pred;
            auto [dist, cost] = evaluate(mv, pred);
            if (cost < bestCost) {
              bestCost = cost;
              bestDist = dist;
              bestMv = mv;
              preds[dd] = pred;
            }
          }
      }
      res.Mvs[dd] = bestMv;
      res.Dist = bestDist;
      res.Cost = bestCost;
    }
    if (dir == 2) {
      Block16 bi;
      for (int j = 0; j < 16; ++j)
        for (int i = 0; i < 16; ++i)
          bi[j][i] = (preds[0][j][i] * int(64 - biWeight) +
                      preds[1][j][i] * int(biWeight) + 32) >>
                     6;
      res.Dist = partDistortion(blockDistortions(src, bi, metric), r);
      res.Cost = res.Dist + costs.cost(res.Mvs[0], 0, q) +
                 costs.cost(res.Mvs[1], 1, q);
    }
    d.Cost += res.Cost;
    d.Parts.push_back({r, res});
  }
  writeInter(p, d, w);
  return "";
}
