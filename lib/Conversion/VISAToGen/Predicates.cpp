//===- Predicates.cpp - vISA logic on predicates, and predicates as values -===//
//
// and/or/xor/not whose destination is a predicate combine predicate bits
// channel by channel, for the enabled channels only (the others keep their
// bits). As IGC does:
//   - NoMask over whole flag words (16 or 32 channels from a word
//     boundary): one scalar instruction on the flag registers,
//       (W) and (1) fD:uw fA:uw fB:uw
//   - otherwise each source predicate becomes 1/0 words, and the operation
//     writes the destination's bits through its condition modifier:
//       (W) mov (1) one:uw 1;  (fA) sel (N) a:uw one 0;  (fB) sel b ...;
//       and.nz (N) (nz)fD null:uw a b      (not: xor.nz with 1 on a)
// Logic on general operands is one Gen instruction (Alu.cpp's lowerSimple).
//
// mov of a predicate to a general variable copies the predicate's bits as
// one unsigned integer (MOV.md): mov (1) dst f:uw.
//
//===----------------------------------------------------------------------===//

#include "AluHelpers.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

namespace {

/// The number of elements of predicate variable `pred`.
unsigned predicateBits(Lowering &L, VarRef pred) {
  if (auto decl = pred.lookupDecl<PredDeclOp>(L.routine()))
    return unsigned(decl.getNumElements());
  return 16;
}

/// The flag word(s) of `pred` holding channels [first, first + count), as
/// a scalar operand: 16 channels from a word boundary are one UW word, 32
/// the UD pair.
Opnd flagWords(gen::VirtualRef flag, unsigned first, unsigned count) {
  DataType t = count > 16 ? DataType::UD : DataType::UW;
  Opnd o = Opnd::arf(gen::ArfKind::Flag, 0, 0, t);
  o.Ref = {flag.Id, flag.Offset + 2 * (first / 16)};
  return o;
}

/// The flag operand of predicate operand `v`, and whether it is negated.
FailureOr<gen::VirtualRef> predicateFlag(Lowering &L, const VecOperand &v,
                                         Operation *op) {
  if (v.getClass() != OperandClass::Predicate) {
    op->emitError("visa-to-gen: a logic operation on predicates with a "
                  "source that is not a predicate");
    return failure();
  }
  return L.flag(v.getVar(), op);
}

/// and/or/xor/not on predicates.
template <typename OpT, Opcode GenOp, unsigned NumSrcs>
LogicalResult lowerPredicateLogic(Lowering &L, OpT o) {
  Operation *op = o.getOperation();
  ExecInfo exec = o.getExecSize();
  FailureOr<gen::VirtualRef> dst = L.flag(o.getDst().getVar(), op);
  if (failed(dst))
    return failure();
  llvm::SmallVector<gen::VirtualRef, 2> srcs;
  llvm::SmallVector<bool, 2> inverted;
  auto addSource = [&](const VecOperand &v) {
    FailureOr<gen::VirtualRef> f = predicateFlag(L, v, op);
    if (failed(f))
      return failure();
    srcs.push_back(*f);
    inverted.push_back(v.getModifier() == Modifier::Not);
    return success();
  };
  if (failed(addSource(o.getSrc0())))
    return failure();
  if constexpr (NumSrcs == 2)
    if (failed(addSource(o.getSrc1())))
      return failure();

  unsigned first = exec.channelOffset();
  bool wholeWords = (exec.Size == 16 || exec.Size == 32) && first % 16 == 0 &&
                    first + exec.Size <= predicateBits(L, o.getDst().getVar());
  if (exec.NoMask && wholeWords && !o.getPred()) {
    InstData d = L.inst(GenOp, 1, 0, /*noMask=*/true);
    Lowering::setDst(d, flagWords(*dst, first, exec.Size).dstRegion());
    for (unsigned k = 0; k < srcs.size(); ++k) {
      Opnd s = flagWords(srcs[k], first, exec.Size).scalarSrc();
      s.O.Negate = inverted[k]; // ~ on a logic source
      Lowering::addSrc(d, s);
    }
    L.emit(d);
    return success();
  }

  // Channel by channel: 1/0 words from the source predicates.
  Opnd one = L.newTemp(DataType::UW, 1, "pred.one");
  L.mov(ExecInfo{1, 0, true}, one, Opnd::imm(1, DataType::UW));
  llvm::SmallVector<Opnd, 2> words;
  for (unsigned k = 0; k < srcs.size(); ++k) {
    Opnd w = L.newTemp(DataType::UW, exec.Size, "pred.bits");
    InstData sel = L.inst(Opcode::Sel, exec);
    sel.Flag = srcs[k];
    sel.I.Pred = gen::PredCtrl::Normal;
    sel.I.PredInv = inverted[k];
    Lowering::setDst(sel, w);
    Lowering::addSrc(sel, one.scalarSrc());
    Lowering::addSrc(sel, Opnd::imm(0, DataType::UW));
    L.emit(sel);
    words.push_back(w.packedSrc(exec.Size));
  }
  InstData d = L.inst(GenOp == Opcode::Not ? Opcode::Xor : GenOp, exec);
  if (failed(L.predicate(d, o.getPred(), op)))
    return failure();
  if (d.Flag.isVirtual())
    return op->emitError("visa-to-gen: a predicated logic operation on "
                         "predicates is not supported");
  d.I.Cond = gen::CondMod::Nz;
  d.Flag = *dst;
  Lowering::setDst(d, Opnd::null(DataType::UW).dstRegion());
  Lowering::addSrc(d, words[0]);
  Lowering::addSrc(d, GenOp == Opcode::Not ? Opnd::imm(1, DataType::UW)
                                           : words[1]);
  L.emit(d);
  return success();
}

template <typename OpT, Opcode GenOp, unsigned NumSrcs>
LogicalResult lowerLogic(Lowering &L, Operation *op) {
  auto o = cast<OpT>(op);
  if (o.getDst().getClass() == OperandClass::Predicate)
    return lowerPredicateLogic<OpT, GenOp, NumSrcs>(L, o);
  return lowerSimple<OpT, GenOp, NumSrcs>(L, op);
}

} // namespace

LogicalResult togen::lowerMovFromPredicate(Lowering &L, MOVOp mov) {
  Operation *op = mov.getOperation();
  VecOperand src = mov.getSrc0();
  AluOperands a;
  if (failed(a.collect(L, op, mov.getDst(), {})))
    return failure();
  if (isFloat(a.Dst.type()))
    return op->emitError("visa-to-gen: mov of a predicate into a float");
  FailureOr<gen::VirtualRef> f = L.flag(src.getVar(), op);
  if (failed(f))
    return failure();
  unsigned bits = predicateBits(L, src.getVar());
  // The predicate's bits as one unsigned integer; the destination's bits
  // past them are undefined (MOV.md), here zero.
  Opnd value = flagWords(*f, 0, bits > 16 ? 32 : 16).scalarSrc();
  InstData d = L.inst(Opcode::Mov, mov.getExecSize());
  Lowering::setDst(d, a.Dst);
  Lowering::addSrc(d, value);
  L.emit(d);
  return success();
}

void togen::addPredicateLowerings(LoweringTable &t) {
  t.add<ANDOp>(lowerLogic<ANDOp, Opcode::And, 2>);
  t.add<OROp>(lowerLogic<OROp, Opcode::Or, 2>);
  t.add<XOROp>(lowerLogic<XOROp, Opcode::Xor, 2>);
  t.add<NOTOp>(lowerLogic<NOTOp, Opcode::Not, 1>);
}
