//===- Alu.cpp - vISA arithmetic, logic and shift instructions ------------===//
//
// Most of them are one Gen instruction with the same operands: the handler
// converts the destination and sources, the predicate and the execution
// controls, and a `sat` destination becomes the instruction's saturation.
// What the product cannot do in one instruction (a region across registers,
// a type the instruction does not take) is gen-legalize's business; what
// needs a different instruction sequence on some products is expanded here:
//
//   bfi        bfi1 (the mask from width and offset), then bfi2, which
//              shifts the value to the mask's lowest bit itself (as IGC's
//              asm and Mesa's nir bfi -> BFI2 show)
//   rol, ror   native from Gen11 (on unsigned types, as IGC writes them);
//              before, shl/shr/or with the count taken modulo the width
//   lrp        Gen8/9's lrp; later products: src0*src1 + (1-src0)*src2
//              with mul and mad
//   dp4a       Gen12's dp4a
//   sad2, sad2add  Gen8/9's sad2, and sada2 after src2 in acc0
//
// Integer multiplies through the accumulator are in IntArith.cpp, math in
// Math.cpp, logic (on general operands and on predicates) in Predicates.cpp.
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

/// Whether the product has Gen opcode `op`.
bool hasOpcode(const Lowering &L, Opcode op) {
  return gen::opcodeEncoding(L.platform(), op) >= 0;
}

LogicalResult unsupportedHere(Lowering &L, Operation *op) {
  return op->emitError("visa-to-gen: `")
         << getInstrDesc(op)->mnemonic << "` is not supported on "
         << L.device().Name;
}

/// An instruction with the controls and predicate of `o`.
template <typename OpT>
FailureOr<InstData> controlsOf(Lowering &L, OpT o, Opcode code) {
  InstData d = L.inst(code, o.getExecSize());
  if (failed(L.predicate(d, o.getPred(), o.getOperation())))
    return failure();
  return d;
}

LogicalResult lowerBfi(Lowering &L, Operation *op) {
  auto bfi = cast<BFIOp>(op);
  AluOperands a;
  if (failed(a.collect(L, op, bfi.getDst(),
                       {bfi.getSrc0(), bfi.getSrc1(), bfi.getSrc2(),
                        bfi.getSrc3()})))
    return failure();
  ExecInfo exec = bfi.getExecSize();
  Opnd mask = L.newTemp(DataType::UD, exec.Size, "bfi.mask");
  InstData bfi1 = L.inst(Opcode::Bfi1, exec);
  Lowering::setDst(bfi1, mask);
  Lowering::addSrc(bfi1, a.Srcs[0].isImm() ? a.Srcs[0]
                                           : a.Srcs[0].as(DataType::UD));
  Lowering::addSrc(bfi1, a.Srcs[1].isImm() ? a.Srcs[1]
                                           : a.Srcs[1].as(DataType::UD));
  L.emit(bfi1);
  FailureOr<InstData> bfi2 = controlsOf(L, bfi, Opcode::Bfi2);
  if (failed(bfi2))
    return failure();
  a.setDst(*bfi2);
  DataType t = a.Dst.type();
  Lowering::addSrc(*bfi2, mask.packedSrc(exec.Size).as(t));
  Lowering::addSrc(*bfi2, a.Srcs[2].isImm() ? a.Srcs[2] : a.Srcs[2].as(t));
  Lowering::addSrc(*bfi2, a.Srcs[3].isImm() ? a.Srcs[3] : a.Srcs[3].as(t));
  L.emit(*bfi2);
  return success();
}

/// rol (left) and ror (right).
template <typename OpT, Opcode RotateOp>
LogicalResult lowerRotate(Lowering &L, Operation *op) {
  auto o = cast<OpT>(op);
  AluOperands a;
  if (failed(a.collect(L, op, o.getDst(), {o.getSrc0(), o.getSrc1()})))
    return failure();
  ExecInfo exec = o.getExecSize();
  unsigned bytes = a.Dst.typeSize();
  DataType t = intType(bytes, /*isSigned=*/false);
  Opnd value = a.Srcs[0].isImm() ? Opnd::imm(a.Srcs[0].O.Imm, t)
                                 : a.Srcs[0].as(t);
  Opnd count = a.Srcs[1];
  if (L.device().HasRotate) {
    FailureOr<InstData> d = controlsOf(L, o, RotateOp);
    if (failed(d))
      return failure();
    a.Dst = a.Dst.as(t);
    a.setDst(*d);
    Lowering::addSrc(*d, value);
    Lowering::addSrc(*d, count);
    L.emit(*d);
    return success();
  }
  // value << n | value >> (width - n), n = count mod width; for n = 0 the
  // second shift is by the width, which leaves 0 (words) or, taken modulo
  // 32 by the shifter, the value itself (dwords): either way the result
  // is the value.
  unsigned width = 8 * bytes;
  bool left = RotateOp == Opcode::Rol;
  Opnd first, second; // shift counts of the `left` shift and the other
  if (count.isImm()) {
    unsigned n = unsigned(count.O.Imm) & (width - 1);
    first = Opnd::imm(left ? n : width - n, DataType::UW);
    second = Opnd::imm(left ? width - n : n, DataType::UW);
  } else {
    Opnd n = L.newTemp(DataType::UD, exec.Size, "rotate.count");
    InstData mod = L.inst(Opcode::And, exec);
    Lowering::setDst(mod, n);
    Lowering::addSrc(mod, count);
    Lowering::addSrc(mod, Opnd::imm(width - 1, DataType::UD));
    L.emit(mod);
    Opnd rest = L.newTemp(DataType::D, exec.Size, "rotate.rest");
    InstData sub = L.inst(Opcode::Add, exec);
    Lowering::setDst(sub, rest);
    Lowering::addSrc(sub, n.packedSrc(exec.Size).as(DataType::D).negated());
    Lowering::addSrc(sub, Opnd::imm(width, DataType::D));
    L.emit(sub);
    Opnd nSrc = n.packedSrc(exec.Size), restSrc = rest.packedSrc(exec.Size);
    first = left ? nSrc : restSrc;
    second = left ? restSrc : nSrc;
  }
  Opnd high = L.newTemp(t, exec.Size, "rotate.shl");
  InstData shl = L.inst(Opcode::Shl, exec);
  Lowering::setDst(shl, high);
  Lowering::addSrc(shl, value);
  Lowering::addSrc(shl, first);
  L.emit(shl);
  Opnd low = L.newTemp(t, exec.Size, "rotate.shr");
  InstData shr = L.inst(Opcode::Shr, exec);
  Lowering::setDst(shr, low);
  Lowering::addSrc(shr, value);
  Lowering::addSrc(shr, second);
  L.emit(shr);
  FailureOr<InstData> orInst = controlsOf(L, o, Opcode::Or);
  if (failed(orInst))
    return failure();
  a.Dst = a.Dst.as(t);
  a.setDst(*orInst);
  Lowering::addSrc(*orInst, high.packedSrc(exec.Size));
  Lowering::addSrc(*orInst, low.packedSrc(exec.Size));
  L.emit(*orInst);
  return success();
}

LogicalResult lowerLrp(Lowering &L, Operation *op) {
  auto lrp = cast<LRPOp>(op);
  if (hasOpcode(L, Opcode::Lrp))
    return lowerSimple<LRPOp, Opcode::Lrp, 3>(L, op);
  AluOperands a;
  if (failed(a.collect(L, op, lrp.getDst(),
                       {lrp.getSrc0(), lrp.getSrc1(), lrp.getSrc2()})))
    return failure();
  ExecInfo exec = lrp.getExecSize();
  DataType t = a.Dst.type();
  // (1 - src0) * src2, then + src0 * src1 in one mad.
  Opnd rest = L.newTemp(t, exec.Size, "lrp.rest");
  InstData sub = L.inst(Opcode::Add, exec);
  Lowering::setDst(sub, rest);
  Lowering::addSrc(sub, a.Srcs[0].negated());
  Lowering::addSrc(sub, Opnd::imm(0x3F800000, DataType::F));
  L.emit(sub);
  Opnd part = L.newTemp(t, exec.Size, "lrp.part");
  InstData mul = L.inst(Opcode::Mul, exec);
  Lowering::setDst(mul, part);
  Lowering::addSrc(mul, rest.packedSrc(exec.Size));
  Lowering::addSrc(mul, a.Srcs[2]);
  L.emit(mul);
  FailureOr<InstData> mad = controlsOf(L, lrp, Opcode::Mad);
  if (failed(mad))
    return failure();
  a.setDst(*mad);
  Lowering::addSrc(*mad, part.packedSrc(exec.Size));
  Lowering::addSrc(*mad, a.Srcs[0]);
  Lowering::addSrc(*mad, a.Srcs[1]);
  L.emit(*mad);
  return success();
}

LogicalResult lowerDp4a(Lowering &L, Operation *op) {
  if (!hasOpcode(L, Opcode::Dp4a))
    return unsupportedHere(L, op);
  return lowerSimple<DP4AOp, Opcode::Dp4a, 3>(L, op);
}

LogicalResult lowerSad2(Lowering &L, Operation *op) {
  if (!hasOpcode(L, Opcode::Sad2))
    return unsupportedHere(L, op);
  return lowerSimple<SAD2Op, Opcode::Sad2, 2>(L, op);
}

/// sad2add: sada2 adds the accumulator, which gets src2 first.
LogicalResult lowerSad2Add(Lowering &L, Operation *op) {
  auto o = cast<SAD2ADDOp>(op);
  if (!hasOpcode(L, Opcode::Sada2))
    return unsupportedHere(L, op);
  AluOperands a;
  if (failed(a.collect(L, op, o.getDst(),
                       {o.getSrc0(), o.getSrc1(), o.getSrc2()})))
    return failure();
  ExecInfo exec = o.getExecSize();
  Opnd acc = Opnd::arf(gen::ArfKind::Accumulator, 0, 0, a.Dst.type());
  L.mov(exec, acc.dstRegion(), a.Srcs[2]);
  FailureOr<InstData> d = controlsOf(L, o, Opcode::Sada2);
  if (failed(d))
    return failure();
  a.setDst(*d);
  Lowering::addSrc(*d, a.Srcs[0]);
  Lowering::addSrc(*d, a.Srcs[1]);
  L.emit(*d);
  return success();
}

} // namespace

void togen::addAluLowerings(LoweringTable &t) {
  t.add<ADDOp>(lowerSimple<ADDOp, Opcode::Add, 2>);
  t.add<AVGOp>(lowerSimple<AVGOp, Opcode::Avg, 2>);
  t.add<FRCOp>(lowerSimple<FRCOp, Opcode::Frc, 1>);
  t.add<LZDOp>(lowerSimple<LZDOp, Opcode::Lzd, 1>);
  t.add<RNDDOp>(lowerSimple<RNDDOp, Opcode::Rndd, 1>);
  t.add<RNDEOp>(lowerSimple<RNDEOp, Opcode::Rnde, 1>);
  t.add<RNDUOp>(lowerSimple<RNDUOp, Opcode::Rndu, 1>);
  t.add<RNDZOp>(lowerSimple<RNDZOp, Opcode::Rndz, 1>);
  t.add<SHLOp>(lowerSimple<SHLOp, Opcode::Shl, 2>);
  t.add<SHROp>(lowerSimple<SHROp, Opcode::Shr, 2>);
  t.add<ASROp>(lowerSimple<ASROp, Opcode::Asr, 2>);
  t.add<CBITOp>(lowerSimple<CBITOp, Opcode::Cbit, 1>);
  t.add<FBHOp>(lowerSimple<FBHOp, Opcode::Fbh, 1>);
  t.add<FBLOp>(lowerSimple<FBLOp, Opcode::Fbl, 1>);
  t.add<BFREVOp>(lowerSimple<BFREVOp, Opcode::Bfrev, 1>);
  t.add<BFEOp>(lowerSimple<BFEOp, Opcode::Bfe, 3>);
  t.add<MADOp>(lowerMad);
  t.add<MIN_MAXOp>(lowerMinMax);
  t.add<BFIOp>(lowerBfi);
  t.add<ROLOp>(lowerRotate<ROLOp, Opcode::Rol>);
  t.add<ROROp>(lowerRotate<ROROp, Opcode::Ror>);
  t.add<LRPOp>(lowerLrp);
  t.add<DP4AOp>(lowerDp4a);
  t.add<SAD2Op>(lowerSad2);
  t.add<SAD2ADDOp>(lowerSad2Add);
}
