//===- Legalizer.h - gen-legalize's pieces --------------------------------===//
//
// Private to lib/CodeGen. gen-legalize rewrites every ALU instruction of a
// gen.func until the product can run it, deciding legality the way
// PlacementContract.h describes:
//
//   LegalizeRegisters.cpp   the function's virtual registers: their
//                           alignment (raised by the legalizer), new
//                           temporaries, canonical placements
//   LegalizeCheck.cpp       what is wrong with an instruction: the
//                           validator's rules under every canonical
//                           placement, what the encoder cannot express, and
//                           the three-source forms' operand requirements
//   LegalizeOperands.cpp    operand arithmetic shared by the rewrites
//                           (advancing by bytes, walks, regions)
//   LegalizeSplit.cpp       halving the execution size
//   LegalizeRegions.cpp     equivalent regions, immediates, source swaps
//   LegalizeCopies.cpp      copies through temporaries (sources, the
//                           destination, conversions in two steps)
//   LegalizeThreeSrc.cpp    the Align16 (Gen8/9) and Align1 (Gen11+)
//                           three-source forms
//   LegalizeExpand.cpp      other instructions computing the same (a DWord
//                           multiply's saturation or condition, 64-bit
//                           moves as dword halves)
//   LegalizePass.cpp        the pass: a worklist, and for each problem the
//                           first candidate rewrite that removes it
//
// A rewrite is proposed as a Candidate (instructions replacing the original,
// moves before and after it, alignments to raise, temporaries to declare)
// and judged before anything changes: the candidate is taken when the
// problem it targets is gone from its instructions.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_CODEGEN_LEGALIZER_H
#define VISA_LIB_CODEGEN_LEGALIZER_H

#include "visa/CodeGen/PlacementContract.h"
#include "visa/Dialect/Gen/GenOps.h"
#include "visa/Gen/GenValidator.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>
#include <string>

namespace visa::gen::legalize {

//===----------------------------------------------------------------------===//
// Registers (LegalizeRegisters.cpp)
//===----------------------------------------------------------------------===//

/// The virtual registers of one gen.func, with the alignments the
/// legalizer has decided and the temporaries it has made.
class VRegTable {
public:
  VRegTable(FuncOp func, const Product &product);

  const Product &product() const { return P; }
  const VRegDesc *lookup(uint32_t id) const;
  /// Reserves a GRF temporary of `bytes` bytes aligned to `align`; it is
  /// declared in the function by declare().
  uint32_t addTemp(uint32_t bytes, uint32_t align);
  void declare(uint32_t temp);
  /// Sets the alignment of register `id` in the table (setAlign) and in
  /// its gen.vreg (persistAlign).
  void setAlign(uint32_t id, uint32_t align);
  void persistAlign(uint32_t id);

private:
  FuncOp Func;
  const Product &P;
  llvm::DenseMap<uint32_t, VRegDesc> Regs;
  llvm::DenseMap<uint32_t, VRegOp> Decls;
  uint32_t NextId = 0;
};

/// The physical stand-in of `d` under placement `kind`: every virtual
/// operand, flag and address register placed as the contract allows.
Inst placeInst(const InstData &d, const VRegTable &regs, PlacementKind kind);

//===----------------------------------------------------------------------===//
// Problems (LegalizeCheck.cpp)
//===----------------------------------------------------------------------===//

/// One reason an instruction cannot stay as it is.
struct Problem {
  enum Kind : uint8_t {
    Rule,     ///< a validator rule (Id)
    Encoding, ///< the encoder cannot express it exactly
    Form,     ///< a three-source form's operand requirement
  } K = Rule;
  RuleId Id = RuleId::NumRules;
  /// How many times the instruction has it (one per operand, mostly),
  /// under the placement where it has it most: a rewrite fixes part of a
  /// problem when the count drops.
  unsigned Count = 1;
  std::string Message;

  bool sameAs(const Problem &o) const { return K == o.K && Id == o.Id; }
};
using Problems = llvm::SmallVector<Problem, 4>;

/// How many times `problems` has `p`'s problem.
unsigned countOf(const Problems &problems, const Problem &p);

/// The rule groups gen-legalize answers for (ALU instructions); sends,
/// control flow and the software scoreboard belong to other passes.
bool legalizerOwns(RuleId rule);

/// Everything wrong with ALU instruction `d` on the table's product, under
/// every canonical placement, without duplicates.
void findProblems(const InstData &d, const VRegTable &regs, Problems &out);

/// What `inst` (physical) loses when encoded and decoded on `p`: a type, a
/// region, a subregister or an immediate the encoding cannot hold, or the
/// encoder's refusal; Count is the number of operands at fault.
std::optional<Problem> encodingLoss(Platform p, const Inst &inst);

/// The Align16 (Gen8/9) and Align1 (Gen11+) three-source operand
/// requirements the validator leaves to the compiler (LegalizeThreeSrc.cpp).
void checkThreeSrcForm(const Product &p, const Inst &inst, Problems &out);

//===----------------------------------------------------------------------===//
// Candidate rewrites
//===----------------------------------------------------------------------===//

/// A proposed rewrite of one instruction.
struct Candidate {
  /// Instructions inserted before, replacing, and inserted after it.
  llvm::SmallVector<InstData, 2> Before, Main, After;
  /// Registers whose alignment the rewrite raises (id, alignment).
  llvm::SmallVector<std::pair<uint32_t, uint32_t>, 2> Raises;
  /// Temporaries (VRegTable::addTemp) the rewrite declares.
  llvm::SmallVector<uint32_t, 2> Temps;
  /// Main holds the halves of the instruction: halving again is progress
  /// for the problems only a smaller execution size fixes.
  bool Halves = false;
};

/// What the rewrite families see: the function's registers and product.
struct RewriteContext {
  VRegTable &Regs;
  const Product &P;
  /// The problem being fixed.
  const Problem &Target;
};

// Families, each appending its candidates for `d` in order of preference
// (cheapest first). Temporaries are reserved in the table as candidates
// are made; only the taken candidate's are declared.
void proposeAlignments(RewriteContext &ctx, const InstData &d,
                       llvm::SmallVectorImpl<Candidate> &out);
void proposeRegions(RewriteContext &ctx, const InstData &d,
                    llvm::SmallVectorImpl<Candidate> &out);
void proposeOperandRewrites(RewriteContext &ctx, const InstData &d,
                            llvm::SmallVectorImpl<Candidate> &out);
void proposeSplit(RewriteContext &ctx, const InstData &d,
                  llvm::SmallVectorImpl<Candidate> &out);
void proposeSourceCopies(RewriteContext &ctx, const InstData &d,
                         llvm::SmallVectorImpl<Candidate> &out);
void proposeDestinationTemps(RewriteContext &ctx, const InstData &d,
                             llvm::SmallVectorImpl<Candidate> &out);
void proposeQWordLayout(RewriteContext &ctx, const InstData &d,
                        llvm::SmallVectorImpl<Candidate> &out);
/// `d` laid out as the 64-bit rules want, its destination kept or (with
/// `relocate`) moved to a temporary at the start of a GRF.
std::optional<Candidate> qwordLayout(RewriteContext &ctx, const InstData &d,
                                     bool relocate);
void proposeMergedDestination(RewriteContext &ctx, const InstData &d,
                              llvm::SmallVectorImpl<Candidate> &out);
void proposeConversions(RewriteContext &ctx, const InstData &d,
                        llvm::SmallVectorImpl<Candidate> &out);
void proposeFloatPromotion(RewriteContext &ctx, const InstData &d,
                           llvm::SmallVectorImpl<Candidate> &out);
void proposeMultiplyResult(RewriteContext &ctx, const InstData &d,
                           llvm::SmallVectorImpl<Candidate> &out);
void proposeDWordHalves(RewriteContext &ctx, const InstData &d,
                        llvm::SmallVectorImpl<Candidate> &out);

/// Adds to `c` the halves of `d` (Main) and the copies they need first
/// (Before): a source the first half would overwrite. False if `d` cannot
/// be halved.
bool halve(RewriteContext &ctx, const InstData &d, Candidate &c);

/// HF arithmetic done in F (mixed HF/F where the product has no mixed
/// float mode, HF three-source instructions BDW cannot encode): the HF
/// sources converted to F, an HF result converted back by the move into
/// the destination. Main holds the one F instruction.
std::optional<Candidate> promoteToFloat(RewriteContext &ctx,
                                        const InstData &d);
void proposeThreeSrcForms(RewriteContext &ctx, const InstData &d,
                          llvm::SmallVectorImpl<Candidate> &out);

//===----------------------------------------------------------------------===//
// Operand arithmetic (LegalizeOperands.cpp)
//===----------------------------------------------------------------------===//

/// Operand `index` of `d` (0 = destination) moved `bytes` further: a
/// virtual register's offset, a physical register and subregister, an
/// accumulator, an indirect offset, or a vector immediate's later
/// elements. Null and scalar immediates stay.
void advanceOperand(InstData &d, unsigned index, unsigned bytes,
                    unsigned grfBytes);

/// Whether source `src` of `d` reads one element for every channel
/// (<0;1,0> or a scalar immediate).
bool isScalarSource(const InstData &d, unsigned src);

/// The byte offsets (from the operand's start) source `src` of `inst`
/// reads, channel by channel; empty when the region is not a regular one
/// (VxH, Align16, math macro) or `src` is not a register.
llvm::SmallVector<unsigned, 32> sourceOffsets(const Inst &inst, unsigned src);

/// Source regions of `inst` that read what source `src` reads, most
/// natural first (the operand itself not included).
llvm::SmallVector<Region, 8> equivalentRegions(const Inst &inst, unsigned src);

/// The integer type of the same size as `t` (F -> UD, HF -> UW, DF -> UQ).
DataType rawType(DataType t);

/// A source region reading `n` elements `stride` apart (in elements):
/// <0;1,0> for one element or stride 0.
Region stridedRegion(unsigned n, unsigned stride);

/// A new instruction with the execution controls of `d` (size, channel
/// offset, NoMask) and nothing else.
InstData sameExecution(const InstData &d, Opcode op);
/// `d`'s predicate (control, inversion, flag) given to `m`.
void copyPredicate(const InstData &d, InstData &m);

/// A new temporary holding `n` elements of `type`, `stride` elements
/// apart from byte `offset`, aligned to its size rounded up to a power of
/// two (at least `minAlign`), or to a GRF when it spans one or `offset` is
/// not 0 (the offset is then exact). Dst writes it (<stride>), Src reads
/// it (<0;1,0> for one element).
struct TempOperands {
  uint32_t Id = 0;
  VirtualRef Ref;
  Operand Dst, Src;
};
TempOperands newTemp(VRegTable &regs, DataType type, unsigned n,
                     unsigned stride, unsigned offset = 0,
                     unsigned minAlign = 1);

/// How copySource lays a source out in its temporary.
struct CopyLayout {
  /// The temporary's type; Invalid keeps the source's (a raw copy).
  DataType Type = DataType::Invalid;
  /// Elements between channels in the temporary.
  unsigned Stride = 1;
  /// Byte offset of the first element (the temporary is GRF-aligned when
  /// it is not 0).
  unsigned Offset = 0;
  /// Copy a scalar into every channel rather than once.
  bool Broadcast = false;
  /// The copy applies the source modifiers; the new source has none.
  bool ApplyModifiers = false;
  /// The temporary starts a GRF, so that its offset is exact.
  bool Exact = false;
};

/// A copy of what source `src` of `d` reads into a new temporary,
/// `d`'s execution size wide (one element for a scalar unless
/// broadcast). The copy is NoMask: the temporary belongs to `d` alone.
/// A raw 64-bit copy moves dword pairs, which no 64-bit rule restricts.
struct CopiedSource {
  llvm::SmallVector<InstData, 2> Moves;
  /// The source `d` reads instead.
  Operand Src;
  VirtualRef Ref;
  uint32_t Temp = 0;
};
std::optional<CopiedSource> copySource(VRegTable &regs, const InstData &d,
                                       unsigned src, const CopyLayout &layout);

/// The byte offset in its GRF of operand `index` of `d` (0 = destination)
/// when every placement the contract allows gives the same one.
std::optional<unsigned> fixedGrfOffset(const VRegTable &regs,
                                       const InstData &d, unsigned index);

/// Whether `d` both reads a predicate and writes a condition: they share
/// its one flag field.
bool predicateFlagIsWritten(const InstData &d);

/// The moves of what `d` wrote to temporary source `tmp` into `d`'s own
/// destination: `d`'s channels, its predicate (a sel's predicate chose a
/// source and stays with it), its saturation when the types differ (a
/// conversion). A raw 64-bit move goes as dword pairs; qwords further
/// apart than a dword stride reaches, one pair a channel when `d` is
/// unmasked and unpredicated, else the result is empty.
llvm::SmallVector<InstData, 2> moveOut(const InstData &d, const Operand &tmp,
                                       const VirtualRef &tmpRef, unsigned grf);

/// Whether `op` reads its sources symmetrically (a swap of src0 and src1
/// computes the same).
bool isCommutative(Opcode op);

} // namespace visa::gen::legalize

#endif // VISA_LIB_CODEGEN_LEGALIZER_H
