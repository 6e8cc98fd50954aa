//===- IntArith.cpp - vISA integer arithmetic through the accumulator -----===//
//
//   mul    one Gen mul, except a DWord product where the product has no
//          DWord multiplier (HasIntegerDwordMul: BXT, ICLLP, TGLLP):
//          mul to acc0 with the low word of src1, then mach
//   mulh   the high 32 bits of a D/UD product: mul to acc0, mach {AccWrEn}
//   madw   src0 * src1 + src2 in 64 bits: the product as for mulh, its low
//          half read back from acc0 (mach leaves it there), then src2 added
//          with addc and the carry into the high half
//   addc   addc {AccWrEn}, the carry read from acc0
//   subb   subb {AccWrEn}, the borrow read from acc0
//
// The accumulator holds one register of DWord channels, so each sequence
// runs that many channels at a time (IGC's asm does the same), the step
// into acc0 under NoMask like IGC's.
//
//===----------------------------------------------------------------------===//

#include "AluHelpers.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

namespace {

bool isDword(DataType t) { return t == DataType::D || t == DataType::UD; }

/// The operands of channels [first, first + count).
struct Group {
  unsigned First, Count;
  Opnd operator()(const Opnd &o) const { return channelSlice(o, First, Count); }
};

/// InstData for a channel group, with the vISA predicate.
FailureOr<InstData> groupControls(Lowering &L, Operation *op, Opcode code,
                                  const ExecInfo &exec, const Group &g,
                                  std::optional<Predicate> pred) {
  InstData d = groupInst(L, code, exec, g.First, g.Count);
  if (failed(L.predicate(d, pred, op)))
    return failure();
  return d;
}

/// The low (mul) or high (mulh) halves of DWord products, a register of
/// channels at a time through the accumulator.
LogicalResult lowerMulMach(Lowering &L, Operation *op, const ExecInfo &exec,
                           std::optional<Predicate> pred,
                           const AluOperands &a, bool high) {
  Opnd s0 = plainSource(L, exec, a.Srcs[0]);
  Opnd s1 = plainSource(L, exec, a.Srcs[1]);
  immediateSecond(L, s0, s1);
  bool failedGroup = false;
  forEachChannelGroup(exec.Size, dwordChannelsPerRegister(L),
                      [&](unsigned first, unsigned count) {
    Group g{first, count};
    FailureOr<InstData> ctl =
        groupControls(L, op, Opcode::Mach, exec, g, pred);
    if (failed(ctl)) {
      failedGroup = true;
      return;
    }
    emitMulMach(L, *ctl, g(a.Dst), a.Saturate, g(s0), g(s1), high);
  });
  return failure(failedGroup);
}

LogicalResult lowerMul(Lowering &L, Operation *op) {
  auto mul = cast<MULOp>(op);
  AluOperands a;
  if (failed(a.collect(L, op, mul.getDst(), {mul.getSrc0(), mul.getSrc1()})))
    return failure();
  ExecInfo exec = mul.getExecSize();
  Opnd &s0 = a.Srcs[0], &s1 = a.Srcs[1];
  bool dwordProduct = isDword(s0.type()) && isDword(s1.type()) &&
                      isDword(a.Dst.type()) && !a.Saturate;
  if (!dwordProduct || L.device().HasIntegerDwordMul) {
    InstData d = L.inst(Opcode::Mul, exec);
    if (failed(L.predicate(d, mul.getPred(), op)))
      return failure();
    a.setDst(d);
    Lowering::addSrc(d, s0);
    Lowering::addSrc(d, s1);
    L.emit(d);
    return success();
  }
  return lowerMulMach(L, op, exec, mul.getPred(), a, /*high=*/false);
}

LogicalResult lowerMulh(Lowering &L, Operation *op) {
  auto mulh = cast<MULHOp>(op);
  AluOperands a;
  if (failed(a.collect(L, op, mulh.getDst(),
                       {mulh.getSrc0(), mulh.getSrc1()})))
    return failure();
  ExecInfo exec = mulh.getExecSize();
  for (const Opnd &s : a.Srcs)
    if (!isDword(s.type()))
      return op->emitError("visa-to-gen: mulh of ")
             << gen::getTypeName(s.type()) << " operands (D or UD)";
  return lowerMulMach(L, op, exec, mulh.getPred(), a, /*high=*/true);
}

/// madw's destination: the low halves of the results at `dst`, the high
/// halves from the next register boundary after them (MADW.md: "low 32b in
/// the lower GRFs, high 32b in the high GRFs").
Opnd madwHighHalf(Lowering &L, const Opnd &dst, unsigned execSize) {
  unsigned lowBytes = execSize * 4;
  unsigned grf = L.grfBytes();
  return dst.plusBytes(int((lowBytes + grf - 1) / grf * grf));
}

LogicalResult lowerMadw(Lowering &L, Operation *op) {
  auto madw = cast<MADWOp>(op);
  AluOperands a;
  if (failed(a.collect(L, op, madw.getDst(),
                       {madw.getSrc0(), madw.getSrc1(), madw.getSrc2()})))
    return failure();
  ExecInfo exec = madw.getExecSize();
  for (const Opnd &s : a.Srcs)
    if (!isDword(s.type()))
      return op->emitError("visa-to-gen: madw of ")
             << gen::getTypeName(s.type()) << " operands (D or UD)";
  DataType t = a.Dst.type();
  Opnd low = a.Dst;
  Opnd high = madwHighHalf(L, a.Dst, exec.Size);
  Opnd s0 = plainSource(L, exec, a.Srcs[0]);
  Opnd s1 = plainSource(L, exec, a.Srcs[1]);
  Opnd s2 = plainSource(L, exec, a.Srcs[2]);
  immediateSecond(L, s0, s1);
  bool addend = !(s2.isImm() && s2.O.Imm == 0);
  bool signedAddend = addend && isSigned(s2.type()) &&
                      !(s2.isImm() && int32_t(s2.O.Imm) >= 0);
  bool failedGroup = false;
  forEachChannelGroup(exec.Size, dwordChannelsPerRegister(L),
                      [&](unsigned first, unsigned count) {
    Group g{first, count};
    FailureOr<InstData> ctl =
        groupControls(L, op, Opcode::Mach, exec, g, madw.getPred());
    if (failed(ctl)) {
      failedGroup = true;
      return;
    }
    emitMulMach(L, *ctl, g(high), false, g(s0), g(s1), /*high=*/true);
    InstData lo = *ctl;
    lo.I.Op = Opcode::Mov;
    Lowering::setDst(lo, g(low));
    Lowering::addSrc(lo, accumulator(t).packedSrc(count));
    L.emit(lo);
    if (!addend)
      return;
    // low += src2 with the carry into acc0; high += carry (and the sign
    // extension of a signed src2).
    InstData addc = *ctl;
    addc.I.Op = Opcode::Addc;
    addc.I.AccWrEn = true;
    Lowering::setDst(addc, g(low).as(DataType::UD));
    Lowering::addSrc(addc, g(low).as(DataType::UD).packedSrc(count));
    Lowering::addSrc(addc, g(s2).as(DataType::UD));
    L.emit(addc);
    InstData carry = *ctl;
    carry.I.Op = Opcode::Add;
    Lowering::setDst(carry, g(high));
    Lowering::addSrc(carry, g(high).packedSrc(count));
    Lowering::addSrc(carry, accumulator(t).packedSrc(count));
    L.emit(carry);
    if (!signedAddend)
      return;
    Opnd sign = L.newTemp(DataType::D, count, "madw.sign");
    InstData asr = L.inst(Opcode::Asr, count, ctl->I.ChanOffset,
                          ctl->I.NoMask);
    Lowering::setDst(asr, sign);
    Lowering::addSrc(asr, g(s2).as(DataType::D));
    Lowering::addSrc(asr, Opnd::imm(31, DataType::UD));
    L.emit(asr);
    InstData extend = *ctl;
    extend.I.Op = Opcode::Add;
    Lowering::setDst(extend, g(high));
    Lowering::addSrc(extend, g(high).packedSrc(count));
    Lowering::addSrc(extend, sign.packedSrc(count));
    L.emit(extend);
  });
  return failure(failedGroup);
}

/// addc and subb: the sum or difference, then the carry or borrow the
/// instruction leaves in acc0.
template <typename OpT, Opcode GenOp>
LogicalResult lowerWithCarry(Lowering &L, Operation *op) {
  auto o = cast<OpT>(op);
  VecOperand carryOperand;
  if constexpr (GenOp == Opcode::Addc)
    carryOperand = o.getCarry();
  else
    carryOperand = o.getBorrow();
  AluOperands a;
  if (failed(a.collect(L, op, o.getDst(), {o.getSrc0(), o.getSrc1()})))
    return failure();
  FailureOr<Opnd> carry = L.dst(carryOperand, op);
  if (failed(carry))
    return failure();
  ExecInfo exec = o.getExecSize();
  Opnd s0 = a.Srcs[0], s1 = a.Srcs[1];
  if (GenOp == Opcode::Addc && s0.isImm())
    std::swap(s0, s1);
  bool failedGroup = false;
  forEachChannelGroup(exec.Size, dwordChannelsPerRegister(L),
                      [&](unsigned first, unsigned count) {
    Group g{first, count};
    FailureOr<InstData> ctl = groupControls(L, op, GenOp, exec, g, o.getPred());
    if (failed(ctl)) {
      failedGroup = true;
      return;
    }
    InstData d = *ctl;
    d.I.AccWrEn = true;
    Lowering::setDst(d, g(a.Dst));
    Lowering::addSrc(d, g(s0));
    Lowering::addSrc(d, g(s1));
    L.emit(d);
    InstData mov = *ctl;
    mov.I.Op = Opcode::Mov;
    Lowering::setDst(mov, g(*carry));
    Lowering::addSrc(mov, accumulator(DataType::UD).packedSrc(count));
    L.emit(mov);
  });
  return failure(failedGroup);
}

} // namespace

void togen::addIntArithLowerings(LoweringTable &t) {
  t.add<MULOp>(lowerMul);
  t.add<MULHOp>(lowerMulh);
  t.add<MADWOp>(lowerMadw);
  t.add<ADDCOp>(lowerWithCarry<ADDCOp, Opcode::Addc>);
  t.add<SUBBOp>(lowerWithCarry<SUBBOp, Opcode::Subb>);
}
