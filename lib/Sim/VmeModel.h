//===- VmeModel.h - Functional model of the AVC VME and CRE engines -------===//
//
// Private to lib/Sim. The media sampler's motion estimation messages as IGC
// emits them for cl_intel_device_side_avc_motion_estimation (SKL to ICL):
//
//   IME  (sfid vme, message type 2): integer search of one or two reference
//        windows along the payload's search path
//   FBR  (sfid cre, message type 3): fractional (half/quarter pel) and
//        bidirectional refinement of given motion vectors
//   SIC  (sfid cre, message type 1): skip check and intra (luma) prediction
//        estimation
//
// The payload is read as message registers M0..Mn and bytes, the writeback
// is seven registers W0..W6; the field positions are those IGC's built-ins
// (IBiF_DeviceSideVME_VA.cl at igc-1.0.12504.6) write and read. What the
// engine computes from them is modelled in VmeInter.cpp (IME, FBR) and
// VmeIntra.cpp (SIC); SendVme.cpp decodes the message and binds surfaces.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_SIM_VMEMODEL_H
#define VISA_LIB_SIM_VMEMODEL_H

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>

namespace visa::sim::vme {

constexpr unsigned RegBytes = 32;
/// W0..W6, and with stream out W7-W8 (forward) and W9-W10 (backward).
constexpr unsigned WritebackRegs = 11;

/// An 8-bit luma plane. Reads outside the plane replicate its edges, as the
/// engine does for reference windows that leave the frame.
struct LumaPlane {
  const uint8_t *Base = nullptr;
  uint64_t Pitch = 0;
  int Width = 0, Height = 0;

  int at(int x, int y) const {
    x = std::clamp(x, 0, Width - 1);
    y = std::clamp(y, 0, Height - 1);
    return Base[uint64_t(y) * Pitch + uint64_t(x)];
  }
};

/// The surfaces of one message: the source picture and, per 8x8 quadrant
/// (its reference ids), the forward and backward reference pictures; an
/// absent reference has a null Base.
struct Planes {
  LumaPlane Src;
  LumaPlane Ref[2][4]; ///< [0 forward, 1 backward][quadrant]
  const LumaPlane *ref(unsigned dir, unsigned quadrant) const {
    const LumaPlane &p = Ref[dir][quadrant];
    return p.Base ? &p : nullptr;
  }
};

/// Read access to the message registers M0.. of the payload.
class PayloadView {
public:
  PayloadView(const uint8_t *bytes, unsigned regs) : Bytes(bytes), Regs(regs) {}
  unsigned regs() const { return Regs; }
  uint8_t ub(unsigned reg, unsigned byte) const {
    return reg < Regs ? Bytes[reg * RegBytes + byte] : 0;
  }
  uint16_t uw(unsigned reg, unsigned word) const {
    return uint16_t(ub(reg, 2 * word) | ub(reg, 2 * word + 1) << 8);
  }
  uint32_t ud(unsigned reg, unsigned dw) const {
    return uint32_t(uw(reg, 2 * dw)) | uint32_t(uw(reg, 2 * dw + 1)) << 16;
  }
  /// Bits [lo, lo+n) of dword `dw` of register `reg`.
  uint32_t bits(unsigned reg, unsigned dw, unsigned lo, unsigned n) const {
    return (ud(reg, dw) >> lo) & ((n >= 32 ? 0 : 1u << n) - 1);
  }

private:
  const uint8_t *Bytes;
  unsigned Regs;
};

/// The writeback registers.
struct Writeback {
  uint8_t Bytes[WritebackRegs * RegBytes] = {};
  void ub(unsigned reg, unsigned byte, uint8_t v) {
    Bytes[reg * RegBytes + byte] = v;
  }
  void uw(unsigned reg, unsigned word, uint16_t v) {
    ub(reg, 2 * word, uint8_t(v));
    ub(reg, 2 * word + 1, uint8_t(v >> 8));
  }
  void ud(unsigned reg, unsigned dw, uint32_t v) {
    uw(reg, 2 * dw, uint16_t(v));
    uw(reg, 2 * dw + 1, uint16_t(v >> 16));
  }
};

/// Each model returns "" or the name of the payload setting it does not
/// model (the caller reports it as an unsupported message). IME takes the
/// descriptor's stream-in and stream-out bits.
std::string runIme(const PayloadView &p, const Planes &planes, Writeback &w,
                   bool streamIn, bool streamOut);
std::string runFbr(const PayloadView &p, const Planes &planes, Writeback &w);
std::string runSic(const PayloadView &p, const Planes &planes, Writeback &w);

} // namespace visa::sim::vme

#endif // VISA_LIB_SIM_VMEMODEL_H
