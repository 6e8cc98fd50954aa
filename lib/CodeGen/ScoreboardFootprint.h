//===- ScoreboardFootprint.h - What gen-swsb sees of an instruction -*- C++ -*-===//
//
// The software scoreboard's view of one physical Gen instruction: which
// pipe it runs in (in order, counted by RegDist; out of order, tracked by an
// SBID token; neither) and which register bytes it reads and writes.
//
// Registers are numbered as scoreboard units: the GRFs first, then the
// address register a0 and the accumulators, one unit each (their accesses
// are ordered between in-order instructions by the hardware but not against
// sends and math: GenArf.def). Flags and the other hardware-ordered
// architecture registers have no unit; an access to one of the registers no
// scoreboard covers (cr0, sr0, tm0, ...) sets `Drain`.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_CODEGEN_SCOREBOARDFOOTPRINT_H
#define VISA_LIB_CODEGEN_SCOREBOARDFOOTPRINT_H

#include "visa/Dialect/Gen/GenInstData.h"
#include "visa/Gen/GenPlatform.h"
#include "llvm/ADT/SmallVector.h"
#include <cstdint>
#include <string>

namespace visa::gen::swsb {

/// How an instruction runs with respect to the scoreboard.
enum class Pipe : uint8_t {
  InOrder,    ///< ALU and branch instructions: what RegDist counts
  OutOfOrder, ///< send, sendc, math: each tracked by an SBID token
  Sync,       ///< sync: carries waits, counts nowhere
  None,       ///< nop, illegal: counts nowhere
};
Pipe pipeOf(Opcode op);

/// The scoreboard units of a product: GRF r is unit r; then a0 and the
/// accumulators.
struct UnitLayout {
  explicit UnitLayout(const Product &product)
      : NumGrf(product.NumGRF), Address(NumGrf), Accumulator(NumGrf + 1),
        NumUnits(NumGrf + 2) {}
  unsigned NumGrf, Address, Accumulator, NumUnits;
};

/// Bytes of one unit: bit n is byte n (a unit is at most 32 bytes).
struct UnitBytes {
  uint16_t Unit;
  uint32_t Mask;
};

/// What one instruction reads and writes.
struct Footprint {
  llvm::SmallVector<UnitBytes, 4> Reads, Writes;
  /// An indirect operand: any GRF may be read or written.
  bool ReadsAnyGrf = false, WritesAnyGrf = false;
  /// Accesses an architecture register that nothing scoreboards.
  bool Drain = false;
  /// Runs in the long pipe (a 64-bit operand): its results take longer.
  bool Long = false;
};

/// Adds the bytes [offset, offset + count) of the GRF file (byte offset
/// from r0) to `set`, merged per unit.
void addGrfBytes(llvm::SmallVectorImpl<UnitBytes> &set, unsigned grfBytes,
                 unsigned offset, unsigned count);

/// Computes the footprint of physical instruction `d` on `product`. Fails
/// with `error` when an operand is still a virtual register.
bool computeFootprint(const Product &product, const UnitLayout &units,
                      const InstData &d, Footprint &fp, std::string &error);

} // namespace visa::gen::swsb

#endif // VISA_LIB_CODEGEN_SCOREBOARDFOOTPRINT_H
