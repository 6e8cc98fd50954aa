//===- Alu.cpp - vISA arithmetic, logic and shift instructions ------------===//
//
// Most of them are one Gen instruction with the same operands: the handler
// converts the destination and sources, the predicate and the execution
// controls, and a `sat` destination becomes the instruction's saturation.
// What the product cannot do in one instruction (a region across registers,
// a type the instruction does not take) is gen-legalize's business; what
// needs a different instruction sequence on some products (DWord multiply
// on ICLLP/TGLLP, 64-bit integer arithmetic, ...) is expanded here.
//
//===----------------------------------------------------------------------===//

#include "AluHelpers.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

namespace {

/// vISA mad computes src0 * src1 + src2; Gen mad computes src0 + src1 *
/// src2.
LogicalResult lowerMad(Lowering &L, Operation *op) {
  auto mad = cast<MADOp>(op);
  AluOperands a;
  if (failed(a.collect(L, op, mad.getDst(), {mad.getSrc0(), mad.getSrc1(),
                                             mad.getSrc2()})))
    return failure();
  InstData d = L.inst(Opcode::Mad, mad.getExecSize());
  if (failed(L.predicate(d, mad.getPred(), op)))
    return failure();
  a.setDst(d);
  Lowering::addSrc(d, a.Srcs[2]);
  Lowering::addSrc(d, a.Srcs[0]);
  Lowering::addSrc(d, a.Srcs[1]);
  L.emit(d);
  return success();
}

/// min_max: sel with the .l (min) or .ge (max) condition, which selects
/// without writing a flag.
LogicalResult lowerMinMax(Lowering &L, Operation *op) {
  auto mm = cast<MIN_MAXOp>(op);
  AluOperands a;
  if (failed(a.collect(L, op, mm.getDst(), {mm.getSrc0(), mm.getSrc1()})))
    return failure();
  InstData d = L.inst(Opcode::Sel, mm.getExecSize());
  // Op bit 0: 0 min, 1 max.
  d.I.Cond = (mm.getOp() & 1) ? gen::CondMod::Ge : gen::CondMod::Lt;
  a.setDst(d);
  for (const Opnd &s : a.Srcs)
    Lowering::addSrc(d, s);
  L.emit(d);
  return success();
}

} // namespace

void togen::addAluLowerings(LoweringTable &t) {
  t.add<ADDOp>(lowerSimple<ADDOp, Opcode::Add, 2>);
  t.add<AVGOp>(lowerSimple<AVGOp, Opcode::Avg, 2>);
  t.add<MULOp>(lowerMul);
  t.add<FRCOp>(lowerSimple<FRCOp, Opcode::Frc, 1>);
  t.add<LZDOp>(lowerSimple<LZDOp, Opcode::Lzd, 1>);
  t.add<RNDDOp>(lowerSimple<RNDDOp, Opcode::Rndd, 1>);
  t.add<RNDEOp>(lowerSimple<RNDEOp, Opcode::Rnde, 1>);
  t.add<RNDUOp>(lowerSimple<RNDUOp, Opcode::Rndu, 1>);
  t.add<RNDZOp>(lowerSimple<RNDZOp, Opcode::Rndz, 1>);
  t.add<SHLOp>(lowerSimple<SHLOp, Opcode::Shl, 2>);
  t.add<SHROp>(lowerSimple<SHROp, Opcode::Shr, 2>);
  t.add<ASROp>(lowerSimple<ASROp, Opcode::Asr, 2>);
  t.add<ANDOp>(lowerSimple<ANDOp, Opcode::And, 2>);
  t.add<OROp>(lowerSimple<OROp, Opcode::Or, 2>);
  t.add<XOROp>(lowerSimple<XOROp, Opcode::Xor, 2>);
  t.add<NOTOp>(lowerSimple<NOTOp, Opcode::Not, 1>);
  t.add<CBITOp>(lowerSimple<CBITOp, Opcode::Cbit, 1>);
  t.add<FBHOp>(lowerSimple<FBHOp, Opcode::Fbh, 1>);
  t.add<FBLOp>(lowerSimple<FBLOp, Opcode::Fbl, 1>);
  t.add<BFREVOp>(lowerSimple<BFREVOp, Opcode::Bfrev, 1>);
  t.add<BFEOp>(lowerSimple<BFEOp, Opcode::Bfe, 3>);
  t.add<MADOp>(lowerMad);
  t.add<MIN_MAXOp>(lowerMinMax);
}
