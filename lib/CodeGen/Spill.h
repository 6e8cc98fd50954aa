//===- Spill.h - Moving registers that found no place out of their file ---===//
//
// Private to lib/CodeGen. Spill everywhere: every instruction that reads a
// spilled register reads a short-lived copy filled just before it; every
// instruction that writes one writes a temporary stored just after it.
// The temporaries are unspillable and live for one instruction (or a few,
// when consecutive instructions of a block reuse one), so the next round
// colours them.
//
//  - GRF registers go to scratch (SpillScratch.cpp): a kernel's through the
//    scratch block messages with r0's copy as the header, as far as their
//    offset field reaches, and past it through OWord block messages with
//    the offset in a header's dword 2; a function's into its frame on the
//    scratch stack, below the stack pointer, through OWord block messages
//    (gen-stack-frame makes the frame that large).
//  - Flag and address registers go to a GRF home each (SpillToGrf.cpp),
//    with movs; the homes are ordinary GRF registers.
//
// A write that does not replace every byte of the temporary in every
// channel (a partial region, a predicate, a masked write in divergent
// code) first fills the temporary, so the store keeps what the other
// channels and bytes held.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_CODEGEN_SPILL_H
#define VISA_LIB_CODEGEN_SPILL_H

#include "RegAllocModel.h"
#include "llvm/ADT/DenseSet.h"

namespace visa::gen::ra {

/// What spilling added to a function across rounds.
struct SpillState {
  /// Ids of the temporaries spilling created around one instruction (or
  /// a few of one block): never spilled, and their first write in a block
  /// starts their value whatever its mask (RegAllocModel: VReg::Local).
  llvm::DenseSet<uint32_t> Temporaries;
  /// Ids of other registers never to spill: pinned registers already split,
  /// the copy of r0 that serves as scratch header.
  llvm::DenseSet<uint32_t> NoSpill;
  /// Scratch bytes the spill slots take (from the spill base).
  uint32_t ScratchBytes = 0;
  /// Where spill slots start in the thread's scratch space (the kernel's
  /// own scratch use, vISA's SpillMemOffset), in bytes.
  uint32_t ScratchBase = 0;
  /// Registers moved to scratch and to GRF homes, pinned registers split.
  unsigned SpilledToScratch = 0, SpilledToGrf = 0, SplitPins = 0;
  /// The id of the register holding the scratch header (r0), once known.
  std::optional<uint32_t> Header;
  /// The id of the header of OWord block spill messages (whose dword 2
  /// each message sets), once known.
  std::optional<uint32_t> OwordHeader;
  /// The movs that copy r0 into headers at the entry: they stay first, ahead
  /// of what later rounds put there (SplitPinned's copies, whose stores
  /// need the headers).
  llvm::SmallVector<mlir::Operation *, 2> HeaderCopies;
  /// For each temporary: the instruction it serves and the register it
  /// stands for (for diagnostics).
  struct Origin {
    mlir::Operation *At = nullptr;
    std::string Of;
  };
  llvm::DenseMap<uint32_t, Origin> Origins;
};

/// The stack-call convention's registers as allocation sees them (gen.vreg
/// names; lib/Conversion/VISAToGen/CallABI.h): the frame register, with the
/// scratch stack pointer in OWords at byte StackPointerByte, and the header
/// of the scratch stack's OWord block messages (r0's copy, the offset in
/// dword 2, staging registers after it).
inline constexpr llvm::StringLiteral FrameRegisterName = "abi.frame";
inline constexpr llvm::StringLiteral StackHeaderName = "abi.header";
constexpr unsigned StackPointerByte = 8;
/// Byte of a block message header holding the OWord offset.
constexpr unsigned OwordOffsetByte = 8;

/// `v7 (x)`: a register and the vISA variable it holds.
std::string describe(const VReg &v);

/// Declares a new virtual register in `m.Func` and returns its id.
uint32_t declareVReg(Model &m, RegClass cls, uint32_t bytes, uint32_t align,
                     llvm::StringRef name);

struct SpillSite;
/// Declares the temporary that stands for the spilled register of `site`
/// around its instruction (unspillable, Local) and returns its id.
uint32_t declareTemporary(Model &m, SpillState &state, const SpillSite &site,
                          RegClass cls, uint32_t bytes, uint32_t align);

/// The accesses of one instruction to one spilled register.
struct SpillSite {
  Instr *At = nullptr;
  uint32_t Reg = 0; ///< dense index
  llvm::SmallVector<Access *, 4> Accesses;
  /// The instruction writes it, and that write (if any).
  Access *Def = nullptr;
  /// It reads it (a write of only some bytes or channels is not a read
  /// here: see defCovers).
  bool Reads = false;

  /// Whether the write replaces every byte of [lo, hi) the register's
  /// instructions ever touch.
  bool defCovers(const VReg &v, uint32_t lo, uint32_t hi) const;
};

/// Calls `visit` for every instruction and register of `spilled` (dense
/// indices) it accesses, in layout order.
void forEachSpillSite(Model &m, const llvm::BitVector &spilled,
                      llvm::function_ref<void(SpillSite &)> visit);

/// A register operand of class `cls` (GRF, else f0 or a0) and `type`; its
/// place comes from a VirtualRef.
Operand regOperand(RegClass cls, DataType type);
/// The null register (a :ud destination or source).
Operand nullOperand();
/// A 32-bit immediate of `type`.
Operand immOperand(uint32_t value, DataType type);

/// NoMask movs copying `bytes` bytes (elements of `type`) from `from` (of
/// class `fromCls`) to `to`, each a power of two of at most 16 elements and
/// `maxPiece` bytes.
void emitNoMaskCopy(mlir::OpBuilder &b, mlir::Location loc, RegClass toCls,
                    VirtualRef to, RegClass fromCls, VirtualRef from,
                    uint32_t bytes, DataType type, uint32_t maxPiece);

/// Points operand `slot` of `d` (its flag for Slot::Flag) at `ref`.
void setRef(InstData &d, Slot slot, VirtualRef ref);
VirtualRef getRef(const InstData &d, Slot slot);

/// Code inserted next to `op` must not sit between instructions that skip
/// their dependency checks for each other: clears NoDDClr/NoDDChk on `op`
/// and its neighbours.
void clearDependencyHints(mlir::Operation *op);

/// Moves the GRF registers `regs` (dense indices) to scratch.
llvm::LogicalResult spillToScratch(Model &m, llvm::ArrayRef<uint32_t> regs,
                                   SpillState &state);

/// Moves the flag or address registers `regs` to GRF homes.
void spillToGrf(Model &m, llvm::ArrayRef<uint32_t> regs, SpillState &state);

/// Hands the values of the pinned registers `regs` (SplittablePin) to
/// ordinary registers at the entry (SplitPinned.cpp): the pinned ones then
/// live for one copy, the new ones can go anywhere, scratch included.
void splitPinned(Model &m, llvm::ArrayRef<uint32_t> regs, SpillState &state);

} // namespace visa::gen::ra

#endif // VISA_LIB_CODEGEN_SPILL_H
