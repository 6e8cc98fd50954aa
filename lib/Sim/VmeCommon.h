//===- VmeCommon.h - Blocks, distortion, interpolation and costs for VME --===//
//
// Private to the VME model (Vme*.cpp). The pieces the inter and intra
// estimations share:
//
// - 4x4 blocks of a 16x16 macroblock are numbered in H.264 z-order (the
//   8x8 quadrant, then the 4x4 block inside it), the order of the per-block
//   motion vectors (W1..W4) and distortions (W5) of the writeback;
// - the distortion of a 4x4 block is its SAD, or with the HAAR adjustment
//   (SAD adjust mode 2) half the sum of the magnitudes of the 4x4 Hadamard
//   transform of the residual, without the DC term when AC-only HAAR is
//   set (with SAD, AC-only is not modelled);
// - sub-pixel samples follow H.264 (8.4.2.2.1): 6-tap filter for half
//   samples, rounded average of the two nearest integer or half samples for
//   quarter samples; the bilinear option (M1.7[18]) interpolates the four
//   integer neighbours with quarter-pel weights;
// - costs are "U4U4" bytes, (byte & 15) << (byte >> 4), as IGC's default
//   cost tables encode them. A motion vector's cost adds the table entry of
//   each component's distance to the cost centre, in the cost precision's
//   units, indexed 0 for 0, 1 for 1, 2 for 2-3, 3 for 4-7 ... 7 for 64 and
//   more. This mapping is the model's assumption (no public document gives
//   the engine's exact one).
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_SIM_VMECOMMON_H
#define VISA_LIB_SIM_VMECOMMON_H

#include "VmeModel.h"
#include <array>
#include <cstdlib>

namespace visa::sim::vme {

/// A motion vector in quarter pels.
struct Mv {
  int16_t X = 0, Y = 0;
  bool operator==(const Mv &o) const { return X == o.X && Y == o.Y; }
};

inline Mv mvFromDword(uint32_t d) {
  return Mv{int16_t(d & 0xFFFF), int16_t(d >> 16)};
}
inline uint32_t mvToDword(Mv m) {
  return uint32_t(uint16_t(m.X)) | uint32_t(uint16_t(m.Y)) << 16;
}

/// Z-order index of the 4x4 block at (bx, by), in 4x4 units.
inline unsigned blockIndex(unsigned bx, unsigned by) {
  return (by / 2) * 8 + (bx / 2) * 4 + (by % 2) * 2 + (bx % 2);
}
/// Top-left pixel of z-order block `i`.
inline unsigned blockX(unsigned i) { return ((i / 4) % 2) * 8 + (i % 2) * 4; }
inline unsigned blockY(unsigned i) {
  return ((i / 4) / 2) * 8 + ((i / 2) % 2) * 4;
}

/// A 16x16 macroblock of samples.
using Block16 = std::array<std::array<int, 16>, 16>;

/// Loads the 16x16 block whose top-left sample is (x, y).
inline Block16 loadBlock(const LumaPlane &p, int x, int y) {
  Block16 b;
  for (int j = 0; j < 16; ++j)
    for (int i = 0; i < 16; ++i)
      b[j][i] = p.at(x + i, y + j);
  return b;
}

/// How a 4x4 residual is measured: SAD, or half the magnitude sum of its
/// Hadamard transform (SAD adjust mode 2, "HAAR"), optionally without the DC
/// coefficient (AC-only HAAR, M1.7[21]).
enum class Metric : uint8_t { Sad, Haar, HaarAcOnly };

/// The metric of SAD adjust mode `mode` (inter M0.3[21:20] or intra
/// M0.3[23:22]) with the payload's AC-only bit; "" or what is not modelled.
std::string selectMetric(const PayloadView &p, unsigned mode, Metric &out);
/// The inter metric (M0.3[21:20]); "" or what is not modelled.
std::string interMetric(const PayloadView &p, Metric &out);

/// Distortion of the 4x4 residual `d` (row-major).
unsigned residualDistortion(const int d[16], Metric metric);

/// Distortions of the sixteen z-order 4x4 blocks of `src` against `pred`.
std::array<unsigned, 16> blockDistortions(const Block16 &src,
                                          const Block16 &pred, Metric metric);

/// The sample at quarter-pel position (qx, qy) of `p`.
int subpelSample(const LumaPlane &p, int qx, int qy, bool bilinear);

/// The 16x16 prediction of a block at integer position (x, y) displaced by
/// quarter-pel `mv`.
Block16 predictBlock(const LumaPlane &p, int x, int y, Mv mv, bool bilinear);

/// Value of a U4U4 cost byte.
inline unsigned u4u4(uint8_t b) { return unsigned(b & 15) << (b >> 4); }

/// The motion-vector cost function of the universal payload.
struct MvCost {
  uint8_t Table[8] = {};
  unsigned Shift = 0; ///< cost precision: 0 qpel, 1 hpel, 2 pel, 3 dpel
  Mv Center[2][4];    ///< [direction][8x8 quadrant]

  explicit MvCost(const PayloadView &p);
  unsigned cost(Mv mv, unsigned dir, unsigned quadrant) const;
};

/// Clamps a distortion to the 16-bit fields of the writeback.
inline uint16_t clamp16(unsigned v) { return uint16_t(std::min(v, 0xFFFFu)); }

} // namespace visa::sim::vme

#endif // VISA_LIB_SIM_VMECOMMON_H
