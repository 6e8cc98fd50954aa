//===- AluHelpers.cpp - Shared pieces of the ALU lowerings ----------------===//
//
// See AluHelpers.h.
//
//===----------------------------------------------------------------------===//

#include "AluHelpers.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

LogicalResult AluOperands::collect(Lowering &L, Operation *op,
                                   const VecOperand &dst,
                                   std::initializer_list<VecOperand> srcs) {
  FailureOr<Opnd> d = L.dst(dst, op);
  if (failed(d))
    return failure();
  Dst = *d;
  Saturate = dst.getModifier() == Modifier::Sat;
  for (const VecOperand &s : srcs) {
    FailureOr<Opnd> o = L.src(s, op);
    if (failed(o))
      return failure();
    Srcs.push_back(*o);
  }
  return success();
}

void AluOperands::setDst(InstData &d) const {
  Lowering::setDst(d, Dst);
  d.I.Saturate = Saturate;
}

/// Whether `t` is a 32-bit integer type.
static bool isDword(DataType t) { return t == DataType::D || t == DataType::UD; }

LogicalResult togen::lowerMul(Lowering &L, Operation *op) {
  auto mul = cast<MULOp>(op);
  AluOperands a;
  if (failed(a.collect(L, op, mul.getDst(), {mul.getSrc0(), mul.getSrc1()})))
    return failure();
  InstData d = L.inst(Opcode::Mul, mul.getExecSize());
  if (failed(L.predicate(d, mul.getPred(), op)))
    return failure();
  Opnd &s0 = a.Srcs[0], &s1 = a.Srcs[1];
  bool dwordProduct = isDword(s0.type()) && isDword(s1.type()) &&
                      isDword(a.Dst.type()) && !a.Saturate;
  if (!dwordProduct || L.device().HasIntegerDwordMul) {
    a.setDst(d);
    Lowering::addSrc(d, s0);
    Lowering::addSrc(d, s1);
    L.emit(d);
    return success();
  }
  // The low 32 bits of a DWord product without a DWord multiplier:
  //   mul  acc0:d  src0:d  src1.lo:uw     (src0 * low half of src1)
  //   mach dst:d   src0:d  src1:d         (adds src0 * high half << 16)
  // An immediate src1 must be a word for the first step: swap so that an
  // immediate is src1, and its low word is what the mul reads.
  if (s0.isImm())
    std::swap(s0, s1);
  Opnd low = s1.isImm() ? Opnd::imm(s1.O.Imm & 0xFFFF, DataType::UW)
                        : s1.as(DataType::UW);
  if (!s1.isImm() && s1.O.Rgn.HStride > 0) {
    // Every other word: the low halves of the dwords.
    low.O.Rgn.VStride = int8_t(s1.O.Rgn.VStride * 2);
    low.O.Rgn.HStride = int8_t(s1.O.Rgn.HStride * 2);
  }
  Opnd acc = Opnd::arf(gen::ArfKind::Accumulator, 0, 0, a.Dst.type());
  acc.O.Rgn = {-1, -1, 1};
  InstData first = d;
  Lowering::setDst(first, acc);
  Lowering::addSrc(first, s0);
  Lowering::addSrc(first, low);
  L.emit(first);
  InstData second = d;
  second.I.Op = Opcode::Mach;
  a.setDst(second);
  Lowering::addSrc(second, s0);
  Lowering::addSrc(second, s1);
  L.emit(second);
  return success();
}
