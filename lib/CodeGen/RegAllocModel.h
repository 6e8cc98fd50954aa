//===- RegAllocModel.h - A gen.func as the register allocator sees it -----===//
//
// Private to lib/CodeGen. The allocator works on dense tables built once per
// round from a gen.func:
//   - every gen.vreg as a VReg (class, size, alignment, pin, constraints),
//     indexed densely (VRegIndex) rather than by its id;
//   - every instruction as an Instr in layout order, with the Accesses of
//     its operands: which bytes of which virtual register it reads or
//     writes (flags in bits: one per channel), and whether a write replaces
//     those bytes in every channel that matters (FullWrite);
//   - the blocks with the edges the hardware can actually take (FlowGraph),
//     which instructions run with some channels parked (divergent), and
//     loop depths for spill costs.
// Physical registers that instructions name before allocation are recorded
// as reserved: nothing is allocated over them. An indirect operand also
// counts as an access of every register its address register may point
// into (IndirectTargets.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_CODEGEN_REGALLOCMODEL_H
#define VISA_LIB_CODEGEN_REGALLOCMODEL_H

#include "visa/Dialect/Gen/GenOps.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include <vector>

namespace visa::gen::ra {

constexpr unsigned NumRegClasses = 3;
inline unsigned classIndex(RegClass c) { return unsigned(c); }

/// One virtual register.
struct VReg {
  uint32_t Id = 0;
  RegClass Class = RegClass::GRF;
  uint32_t Bytes = 0;
  /// Alignment in bytes; a GRF register used whole by a send is raised to
  /// a GRF.
  uint32_t Align = 1;
  /// Fixed byte offset in its file, or -1.
  int32_t Pinned = -1;
  /// Never spilled: spill temporaries, registers whose address is taken,
  /// registers a branch writes.
  bool Unspillable = false;
  /// Its address is an immediate somewhere: it stays where that address
  /// says, and indirect operands through address registers that may hold
  /// it access it (Access::Through).
  bool AddressTaken = false;
  /// Address taken, and the address reaches places the allocator does not
  /// follow (memory, another routine): indirect access may reach it
  /// anywhere, so it is live everywhere.
  bool AddressEscapes = false;
  /// The response of a non-split send with a payload: it must not reach
  /// the last GRF (send.r127-overlap).
  bool NotLastGrf = false;
  /// A spill temporary: it lives within a few instructions of one block and
  /// every read sees only channels its group's writes wrote, so its first
  /// write in a block starts its value whatever the mask (set by the pass).
  bool Local = false;
  /// Its first write in a block starts its value (Local or BlockLocal).
  bool startsInBlock() const { return Local || BlockLocal; }
  /// Every access is in one block and the first writes without reading:
  /// each read sees what that block wrote before it (values of channels
  /// or bytes it left out are not the program's), so like a Local one its
  /// first write starts its value whatever the mask. Divergent code keeps
  /// the others live through a whole loop.
  bool BlockLocal = false;
  /// A pinned GRF register that may hand its value to an ordinary
  /// register at the entry (not r0, overlapping no other pinned register).
  bool SplittablePin = false;
  /// Stands for a flag subregister or address word that instructions name
  /// physically (a function's saves of the flags, an a0 descriptor): pinned
  /// there and never spilled, it keeps other registers off its place only
  /// where it holds a value, instead of for the whole function.
  bool Physical = false;
  /// Pinned on bytes the routine keeps for the stack-call convention (the
  /// gen.vreg's `reserved`): no other register goes there.
  bool ReservedPin = false;
  /// Extent of the bytes (bits for flags) any instruction touches: a write
  /// covering it replaces the whole value.
  uint32_t UsedLo = ~0u, UsedHi = 0;
  VRegOp Decl;
};

/// Where in an instruction an access is.
enum class Slot : uint8_t { Dst, Src0, Src1, Src2, Flag };

inline unsigned slotOperand(Slot s) { return unsigned(s); } // 0 = Dst

/// One operand's reach into a virtual register.
struct Access {
  uint32_t VReg = 0; ///< dense index
  /// Bytes [Lo, Hi) of the register (bits for a flag register).
  uint32_t Lo = 0, Hi = 0;
  Slot Where = Slot::Dst;
  bool IsDef = false;
  /// Def only: writes every byte of [Lo, Hi) (in the channels it writes).
  bool Contiguous = false;
  /// Def only: writes every byte of [Lo, Hi) in every channel whose value
  /// can be read later (contiguous, unpredicated, NoMask or outside
  /// divergent code).
  bool FullWrite = false;
  /// Set by liveness, defs only: the register's earlier value is dead here.
  bool Kill = false;
  /// Set by liveness: an earlier instruction of the block defines it.
  bool DefinedEarlier = false;
  /// Reads the address register of an indirect operand.
  bool Indirect = false;
  /// Stands for what an indirect operand may reach: every byte of a
  /// register its address register may point into (a write through it
  /// replaces nothing). It names no operand of its own: spilling and pin
  /// splitting leave it alone.
  bool Through = false;
};

/// One instruction.
struct Instr {
  mlir::Operation *Op = nullptr;
  uint32_t Block = 0;
  uint32_t FirstAccess = 0, EndAccess = 0;
  /// Runs while some channels may wait at a join.
  bool Divergent = false;
  /// An exact copy between two GRF registers (copy coalescing candidate):
  /// dense indices of destination and source, or -1.
  int32_t CopyDst = -1, CopySrc = -1;
  /// Registers whose addresses its immediates are (`&v1`), dense indices.
  llvm::SmallVector<uint32_t, 0> AddressesOf;
};

/// One block and the edges execution can take out of it.
struct BlockInfo {
  mlir::Block *B = nullptr;
  uint32_t Begin = 0, End = 0; ///< instruction range
  llvm::SmallVector<uint32_t, 2> Succs, Preds;
  uint32_t LoopDepth = 0;
};

/// The register files of a product, per class.
struct FileShape {
  uint32_t Bytes = 0;   ///< bytes of the whole file
  uint32_t Granule = 1; ///< a register smaller than this never crosses one
  /// Bytes the allocator may use (a budget below the file; pinned registers
  /// may lie beyond it).
  uint32_t Allocatable = 0;
};

class Model {
public:
  /// Builds the tables of `func`; `grfBudget` (0: the whole file) limits
  /// the GRFs the allocator may hand out. Fails with a diagnostic on input
  /// it cannot allocate (a pin outside its file, an undeclared register).
  static llvm::FailureOr<Model> build(FuncOp func, unsigned grfBudget);

  /// Decides which writes replace every channel (Access::FullWrite) and
  /// which instructions are exact copies; again after VRegs' Local flags
  /// change.
  void refineWrites();

  FuncOp Func;
  const Product *Device = nullptr;
  std::vector<VReg> VRegs;
  llvm::DenseMap<uint32_t, uint32_t> IndexOfId;
  std::vector<Instr> Instrs;
  std::vector<Access> Accesses;
  std::vector<BlockInfo> Blocks;
  FileShape Files[NumRegClasses];
  /// Bytes of each file instructions name physically before allocation.
  llvm::BitVector Reserved[NumRegClasses];
  /// The register standing for 16-bit word `word` of the flag or address
  /// file, added on first use (VReg::Physical).
  uint32_t physicalWord(RegClass cls, uint32_t word);

  /// The function names an indirect GRF operand.
  bool HasIndirectGrf = false;
  /// The registers some indirect operand may reach (IndirectTargets.cpp),
  /// and whether some indirect operand's address register is known to
  /// point into none (it may then reach anything).
  llvm::BitVector IndirectlyReached;
  bool IndirectUnknown = false;
  /// An id no register has yet.
  uint32_t NextId = 0;

  const VReg &vreg(const Access &a) const { return VRegs[a.VReg]; }
  llvm::ArrayRef<Access> accesses(const Instr &i) const {
    return llvm::ArrayRef(Accesses).slice(i.FirstAccess,
                                          i.EndAccess - i.FirstAccess);
  }
  llvm::MutableArrayRef<Access> accesses(const Instr &i) {
    return llvm::MutableArrayRef(Accesses).slice(i.FirstAccess,
                                                 i.EndAccess - i.FirstAccess);
  }
  unsigned grfBytes() const { return Device->GRFBytes; }

private:
  llvm::LogicalResult collectVRegs(unsigned grfBudget);
  llvm::LogicalResult collectInstructions();
  void findBlockLocals();
  void addAccesses(Instr &instr, InstData &d);
  void addPhysicalAccesses(const InstData &d);
  /// Follows taken addresses; adds the Through accesses of indirect
  /// operands and sets AddressEscapes (IndirectTargets.cpp).
  void addIndirectTargets();
  void addPhysical(RegClass cls, uint32_t lo, uint32_t hi, Slot where,
                   bool isDef, bool contiguous);
};

/// `f0.1`, `a0.3`: the register a VReg::Physical stands for.
std::string physicalName(const VReg &v);

/// Operand footprints (Footprint.cpp).
struct Footprint {
  uint32_t Lo = 0, Hi = 0;
  /// Every byte of [Lo, Hi) is written (destinations).
  bool Contiguous = false;
};
/// Bytes from the operand's first byte a direct region operand of an
/// `exec`-channel instruction spans, and whether a destination writes all
/// of them.
Footprint regionFootprint(const Inst &inst, const Operand &op, bool isDst);
/// Registers (GRFs) a send reads or writes through operand `index`
/// (0 = Dst), or 0.
unsigned sendRegisters(const InstData &d, unsigned index);
bool isSend(Opcode op);
/// The flag bits [Lo, Hi) an instruction's predicate or condition reads or
/// writes, relative to the flag register's first bit at `byteOffset`.
Footprint flagFootprint(const Inst &inst, uint32_t byteOffset);
/// Whether the instruction writes its flag (a condition modifier on an
/// opcode whose modifier updates flags).
bool writesFlag(const Inst &inst);
/// Whether a predicate only selects values (sel): the write is not masked.
bool predicateMasksWrite(const Inst &inst);

/// Control flow (FlowGraph.cpp): successors (with the jumps a Gen goto and
/// join take when no channel is left), divergence and loop depths.
void buildFlowGraph(Model &m);

} // namespace visa::gen::ra

#endif // VISA_LIB_CODEGEN_REGALLOCMODEL_H
