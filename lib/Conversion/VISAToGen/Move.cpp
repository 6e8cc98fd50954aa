//===- Move.cpp - vISA moves, selects and compares ------------------------===//
//
//   mov      Gen mov (conversions and saturation as the hardware does
//            them: vISA's conversion rules are Gen's); a predicate source
//            is copied as an integer (Predicates.cpp)
//   sel      Gen sel under the predicate
//   movs     the state variable's dword (and, for an immediate, the value
//            later messages of the same block use directly)
//   cmp      Gen cmp writing the predicate's flag, and the general
//            destination (all ones or zero per channel) when there is one
//   setp     a scalar source sets the flag bits from the channel offset
//            (at once when it starts a flag word); a vector source sets
//            each channel's bit from bit 0 of its element
//
//===----------------------------------------------------------------------===//

#include "AluHelpers.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

namespace {

LogicalResult lowerMov(Lowering &L, Operation *op) {
  auto mov = cast<MOVOp>(op);
  if (mov.getSrc0().getClass() == OperandClass::Predicate)
    return lowerMovFromPredicate(L, mov);
  return lowerSimple<MOVOp, Opcode::Mov, 1>(L, op);
}

LogicalResult lowerMovs(Lowering &L, Operation *op) {
  auto movs = cast<MOVSOp>(op);
  VecOperand dst = movs.getDst(), src = movs.getSrc0();
  if (dst.getClass() != OperandClass::State)
    return op->emitError("visa-to-gen: movs to a non-state operand");
  Opnd value;
  std::optional<uint32_t> known;
  if (src.getClass() == OperandClass::Immediate) {
    known = uint32_t(src.getImmBits());
    value = Opnd::imm(*known, DataType::UD);
  } else if (src.getClass() == OperandClass::State) {
    FailureOr<Opnd> from = L.stateValue(src.getVar(), op);
    if (failed(from))
      return failure();
    value = *from;
    if (value.isImm())
      known = uint32_t(value.O.Imm);
  } else {
    FailureOr<Opnd> from = L.src(src, op);
    if (failed(from))
      return failure();
    value = from->as(DataType::UD);
  }
  // The dword itself is written: a later block may read it.
  L.setStateValue(dst.getVar(), std::nullopt);
  FailureOr<Opnd> slot = L.stateValue(dst.getVar(), op);
  if (failed(slot))
    return failure();
  L.emitScalar(Opcode::Mov,
               slot->plusBytes(4 * dst.getStateOffset()).dstRegion(), value);
  if (known && dst.getStateOffset() == 0)
    L.setStateValue(dst.getVar(), *known);
  return success();
}

LogicalResult lowerCmp(Lowering &L, Operation *op) {
  auto cmp = cast<CMPOp>(op);
  if (cmp.getRelOp() & 0x80)
    return op->emitError("visa-to-gen: cmpn (NaN-aware compare) is not "
                         "supported yet");
  InstData d = L.inst(Opcode::Cmp, cmp.getExecSize());
  d.I.Cond = visaCondition(cmp.getRelOp());
  FailureOr<Opnd> s0 = L.src(cmp.getSrc0(), op), s1 = L.src(cmp.getSrc1(), op);
  if (failed(s0) || failed(s1))
    return failure();
  VecOperand dst = cmp.getDst();
  if (dst.getClass() == OperandClass::Predicate) {
    FailureOr<gen::VirtualRef> f = L.flag(dst.getVar(), op);
    if (failed(f))
      return failure();
    d.Flag = *f;
    // The null destination has the comparison's type size.
    DataType t = s0->isImm() ? s1->type() : s0->type();
    Lowering::setDst(d, Opnd::null(t).dstRegion());
  } else {
    FailureOr<Opnd> o = L.dst(dst, op);
    if (failed(o))
      return failure();
    d.Flag = {L.newFlag(d.I.ExecSize + d.I.ChanOffset), 0};
    Lowering::setDst(d, *o);
  }
  Lowering::addSrc(d, *s0);
  Lowering::addSrc(d, *s1);
  L.emit(d);
  return success();
}

LogicalResult lowerSetp(Lowering &L, Operation *op) {
  auto setp = cast<SETPOp>(op);
  FailureOr<gen::VirtualRef> f = L.flag(setp.getDst().getVar(), op);
  FailureOr<Opnd> src = L.src(setp.getSrc0(), op);
  if (failed(f) || failed(src))
    return failure();
  ExecInfo exec = setp.getExecSize();
  bool scalar = src->isImm() || (src->O.Rgn.VStride == 0 &&
                                 src->O.Rgn.Width == 1 && exec.Size > 1);
  if (scalar) {
    // Bit i of the source is the predicate of channel offset + i: the
    // flag's bits from the channel offset take the source's low bits.
    unsigned offset = exec.channelOffset();
    if (offset % 16 == 0) {
      // At once, into the flag word(s) the channels start.
      DataType t = exec.Size > 16 ? DataType::UD : DataType::UW;
      Opnd flag = Opnd::arf(gen::ArfKind::Flag, 0, 0, t).dstRegion();
      flag.Ref = *f;
      flag.Ref.Offset += offset / 8;
      Opnd value = src->isImm() ? Opnd::imm(src->O.Imm, t) : src->as(t);
      L.emitScalar(Opcode::Mov, flag, value);
      return success();
    }
    // Inside a flag word: the other channels' bits stay.
    DataType t = offset + exec.Size > 16 ? DataType::UD : DataType::UW;
    uint32_t mask = ((1u << exec.Size) - 1) << offset;
    Opnd flag = Opnd::arf(gen::ArfKind::Flag, 0, 0, t).dstRegion();
    flag.Ref = *f;
    Opnd keep = Opnd::imm(mask, t),
         clear = Opnd::imm(~mask & (t == DataType::UD ? ~0u : 0xFFFFu), t);
    Opnd bits = Opnd::imm((uint32_t(src->O.Imm) << offset) & mask, t);
    if (!src->isImm()) {
      Opnd shifted = L.newTemp(t, 1), shift = Opnd::imm(offset, DataType::UW);
      L.emitScalar(Opcode::Shl, shifted, src->as(t).scalarSrc(), &shift);
      bits = shifted.scalarSrc();
      L.emitScalar(Opcode::And, shifted, bits, &keep);
    }
    Opnd flagSrc = flag.scalarSrc();
    L.emitScalar(Opcode::And, flag, flagSrc, &clear);
    L.emitScalar(Opcode::Or, flag, flagSrc, &bits);
    return success();
  }
  // Bit 0 of each channel's element: and.nz null src 1.
  InstData d = L.inst(Opcode::And, exec);
  d.I.Cond = gen::CondMod::Nz;
  d.Flag = *f;
  DataType t = src->type();
  Lowering::setDst(d, Opnd::null(t).dstRegion());
  Lowering::addSrc(d, *src);
  Lowering::addSrc(d, Opnd::imm(1, gen::getTypeSize(t) > 2 ? DataType::UD
                                                           : DataType::UW));
  L.emit(d);
  return success();
}

} // namespace

void togen::addMoveLowerings(LoweringTable &t) {
  t.add<MOVOp>(lowerMov);
  t.add<SELOp>(lowerSimple<SELOp, Opcode::Sel, 2>);
  t.add<MOVSOp>(lowerMovs);
  t.add<CMPOp>(lowerCmp);
  t.add<SETPOp>(lowerSetp);
}
