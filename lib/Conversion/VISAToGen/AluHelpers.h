//===- AluHelpers.h - Shared pieces of the ALU lowerings ------------------===//
//
// Private to lib/Conversion/VISAToGen: converting an instruction's
// destination and sources at once, the handler of every instruction that
// is one Gen instruction with the same operands (lowerSimple), operands of
// a group of channels for sequences that run a register of channels at a
// time, and type predicates.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_CONVERSION_VISATOGEN_ALUHELPERS_H
#define VISA_LIB_CONVERSION_VISATOGEN_ALUHELPERS_H

#include "Lowering.h"

namespace visa::togen {

/// An instruction's destination and sources in Gen terms; `Saturate` when
/// the destination carries the sat modifier.
struct AluOperands {
  Opnd Dst;
  llvm::SmallVector<Opnd, 3> Srcs;
  bool Saturate = false;

  llvm::LogicalResult collect(Lowering &L, mlir::Operation *op,
                              const VecOperand &dst,
                              std::initializer_list<VecOperand> srcs);
  /// Sets `d`'s destination and saturation.
  void setDst(InstData &d) const;
};

/// `s` without source modifiers: a register source with -, (abs) or ~ is
/// copied, modifier applied, into a temporary of its type (packed).
Opnd plainSource(Lowering &L, const ExecInfo &exec, const Opnd &s);

/// One Gen instruction `GenOp` with the vISA instruction's operands in order.
template <typename OpT, Opcode GenOp, unsigned NumSrcs>
llvm::LogicalResult lowerSimple(Lowering &L, mlir::Operation *op) {
  auto o = llvm::cast<OpT>(op);
  AluOperands a;
  llvm::LogicalResult collected = mlir::failure();
  if constexpr (NumSrcs == 1)
    collected = a.collect(L, op, o.getDst(), {o.getSrc0()});
  else if constexpr (NumSrcs == 2)
    collected = a.collect(L, op, o.getDst(), {o.getSrc0(), o.getSrc1()});
  else
    collected = a.collect(L, op, o.getDst(),
                          {o.getSrc0(), o.getSrc1(), o.getSrc2()});
  if (mlir::failed(collected))
    return mlir::failure();
  InstData d = L.inst(GenOp, o.getExecSize());
  if (mlir::failed(L.predicate(d, o.getPred(), op)))
    return mlir::failure();
  a.setDst(d);
  for (const Opnd &s : a.Srcs)
    Lowering::addSrc(d, s);
  L.emit(d);
  return mlir::success();
}

/// mov of a predicate into a general variable (Predicates.cpp).
llvm::LogicalResult lowerMovFromPredicate(Lowering &L, MOVOp mov);

//===----------------------------------------------------------------------===//
// Sequences over groups of channels
//===----------------------------------------------------------------------===//

/// The part of operand `o` of an instruction that channels [first, first +
/// count) use: a register operand moves past the elements of the channels
/// before `first` and its region narrows to `count` channels; immediates,
/// null and scalar sources stay as they are. `first` is a multiple of
/// `count`, and of the region's width when that is smaller.
Opnd channelSlice(const Opnd &o, unsigned first, unsigned count);

/// Calls `body(first, count)` for consecutive groups of at most `group`
/// channels of an `execSize`-wide instruction. Sequences through the
/// accumulator or the math-macro registers, which hold one register of
/// channels, run a group at a time: a later group must not overwrite what
/// an earlier one still reads.
void forEachChannelGroup(unsigned execSize, unsigned group,
                         llvm::function_ref<void(unsigned, unsigned)> body);

/// The execution controls of channels [first, first + count) of `exec`.
InstData groupInst(Lowering &L, Opcode op, const ExecInfo &exec,
                   unsigned first, unsigned count);

/// Channels of a 32-bit type one register holds: the width of a DWord
/// accumulator or math-macro sequence.
inline unsigned dwordChannelsPerRegister(const Lowering &L) {
  return L.grfBytes() / 4;
}

//===----------------------------------------------------------------------===//
// The accumulator and DWord products
//===----------------------------------------------------------------------===//

/// acc0 as an operand of `type` (a destination with dstRegion(), a source
/// of `count` channels with packedSrc(count)).
Opnd accumulator(DataType type);

/// Puts an immediate source second (for a commutative operation); two
/// immediates leave the first in a register.
void immediateSecond(Lowering &L, Opnd &s0, Opnd &s1);

/// For the channels of `ctl` (one register of them at most):
///   (W) mul acc0 s0 s1.lo:uw;  mach dst s0 s1
/// giving the high half of the DWord product with `high` (its low half is
/// then left in acc0), else the low half. `s0` is a register.
void emitMulMach(Lowering &L, const InstData &ctl, const Opnd &dst,
                 bool saturate, const Opnd &s0, const Opnd &s1, bool high);

/// A vISA relational operator (CMP.md's Rel_op, low three bits) as a Gen
/// condition modifier.
gen::CondMod visaCondition(unsigned relop);

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

inline bool isFloat(DataType t) {
  return t == DataType::F || t == DataType::HF || t == DataType::DF ||
         t == DataType::VF;
}
inline bool isSigned(DataType t) {
  return t == DataType::B || t == DataType::W || t == DataType::D ||
         t == DataType::Q || t == DataType::V;
}
/// The integer type of `bytes` bytes and the given signedness.
DataType intType(unsigned bytes, bool isSigned);

} // namespace visa::togen

#endif // VISA_LIB_CONVERSION_VISATOGEN_ALUHELPERS_H
