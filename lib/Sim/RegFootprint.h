//===- RegFootprint.h - GRF bytes an instruction reads and writes -*- C++ -*-=//
//
// The register footprint of one Gen12 (TGLLP) instruction: which bytes of
// the GRF file its sources read and its destination writes, derived from
// regions, execution size and types, and for sends from the message
// lengths of the decoded descriptors (gen::decodeSend). Architecture
// registers are not tracked except for the control/state registers whose
// access has pipeline-wide effects. Used by the software-scoreboard
// checker.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_SIM_REGFOOTPRINT_H
#define VISA_LIB_SIM_REGFOOTPRINT_H

#include "visa/Gen/GenInst.h"
#include "visa/Sim/SimThread.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include <cstdint>

namespace visa::sim {

/// The bytes touched in one register: bit n of Mask is byte n.
struct RegBytes {
  uint8_t Reg;
  uint32_t Mask;
};

/// A set of GRF bytes, kept as (register, byte mask) pairs sorted by
/// register. Bytes beyond the register file are dropped.
class GrfByteSet {
public:
  void clear() { Regs.clear(); }
  bool empty() const { return Regs.empty(); }
  /// Adds `count` bytes starting at linear GRF byte address `addr`.
  void addBytes(int64_t addr, unsigned count);
  /// Adds whole registers [reg, reg + count).
  void addRegs(unsigned reg, unsigned count);
  void addMask(unsigned reg, uint32_t mask);
  llvm::ArrayRef<RegBytes> regs() const { return Regs; }

private:
  llvm::SmallVector<RegBytes, 8> Regs;
};

/// What an instruction touches.
struct InstFootprint {
  // The flags first: with the start of Reads they share a cache line.
  /// Reads or writes ce, sp, sr, cr, ip, tm or dbg.
  bool SpecialArf = false;
  /// An indirect operand could not be resolved (no a0 value given).
  bool UnresolvedIndirect = false;
  /// The footprint depends on a0 (indirect operands, descriptors in a0).
  bool UsesA0 = false;
  GrfByteSet Reads, Writes;
};

/// The product whose instructions the footprints (and the SWSB checker)
/// model: the one with software scoreboarding (SwsbTokens), TGLLP.
const gen::Product &scoreboardProduct();

/// Message lengths of a send in registers; -1 when unknown.
struct SendLengths {
  int Src0 = -1, Src1 = -1, Dst = -1;
};

/// Reads the lengths from the immediate descriptors, or from a0 (16 words)
/// when a descriptor is in a register and `a0` is given.
SendLengths getSendLengths(const gen::Inst &inst, const uint16_t *a0);

/// All channels of an instruction enabled (see computeFootprint).
constexpr uint32_t AllChannels = ~0u;

/// Fills `fp` for `inst`. `a0` holds a0.0-a0.15 as words when the
/// instruction executes; null when unknown (indirect operands are then
/// skipped and unknown send lengths count as 31 registers). `chans` has
/// bit i set when channel i of the instruction (counted from its channel
/// offset) is enabled; the bytes only disabled channels would touch are
/// left out, since the hardware writes only enabled channels and a value
/// read for a disabled one is never used. That applies to the per-channel
/// regions of ALU instructions and to the address plane of header-less
/// SIMD data-port messages (SendLanePayload.h); everything else keeps its
/// whole footprint.
void computeFootprint(const gen::Inst &inst, const uint16_t *a0,
                      InstFootprint &fp, uint32_t chans = AllChannels);

/// True if `chans` enables every channel of `inst`.
inline bool allChannelsEnabled(const gen::Inst &inst, uint32_t chans) {
  uint32_t all = gen::execSizeMask(inst.ExecSize);
  return (chans & all) == all;
}

/// True for the architecture registers whose access IGC and IGA require to
/// be fenced with all in-order pipes ({@1} before and after): ce, sp, sr,
/// cr, ip, tm, dbg. `arfNum` is the full 8-bit ARF register code.
bool isSpecialArf(unsigned arfNum);

} // namespace visa::sim

#endif // VISA_LIB_SIM_REGFOOTPRINT_H
