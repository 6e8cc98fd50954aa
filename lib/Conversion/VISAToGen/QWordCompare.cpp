//===- QWordCompare.cpp - 64-bit integer compares and selects -------------===//
//
// On products without a 64-bit integer ALU (see QWord.h):
//
//   cmp      the relation into the predicate's flag (QWordSeq::compare);
//            a general destination gets all ones or zero per channel
//   sel      each half selected under the predicate
//   min_max  the relation (< for min, > for max) into a flag, then each
//            half selected under it
//
// A comparison is signed when either source can be negative (sources are
// compared as the 64-bit values their types extend to).
//
//===----------------------------------------------------------------------===//

#include "QWord.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

namespace {

FailureOr<bool> emulateCmp(Lowering &L, Operation *op) {
  auto cmp = cast<CMPOp>(op);
  if (cmp.getRelOp() & 0x80)
    return false; // cmpn compares floats
  FailureOr<Opnd> s0 = L.src(cmp.getSrc0(), op), s1 = L.src(cmp.getSrc1(), op);
  if (failed(s0) || failed(s1))
    return failure();
  if (!isQWordInt(s0->type()) && !isQWordInt(s1->type()))
    return false;
  FailureOr<bool> isSigned = qwordCompareSigned(*s0, *s1, op);
  if (failed(isSigned))
    return failure();
  gen::CondMod cond = visaCondition(cmp.getRelOp());
  VecOperand dst = cmp.getDst();
  std::optional<gen::VirtualRef> predicate;
  Opnd general;
  if (dst.getClass() == OperandClass::Predicate) {
    FailureOr<gen::VirtualRef> f = L.flag(dst.getVar(), op);
    if (failed(f))
      return failure();
    predicate = *f;
  } else {
    FailureOr<Opnd> d = L.dst(dst, op);
    if (failed(d))
      return failure();
    general = *d;
  }
  LogicalResult r = forEachQWordGroup(L, cmp.getExecSize(), [&](QWordSeq &q) {
    FailureOr<Halves> x = q.widen(*s0, op), y = q.widen(*s1, op);
    if (failed(x) || failed(y))
      return failure();
    if (predicate) {
      q.compare(*predicate, cond, *x, *y, *isSigned);
      return success();
    }
    gen::VirtualRef f = q.newFlag();
    q.compare(f, cond, *x, *y, *isSigned);
    Opnd mask = q.selectDword(f, false, Opnd::imm(0xFFFFFFFFu, DataType::UD),
                              Opnd::imm(0, DataType::UD));
    if (isFloat(general.type()))
      return qwordUnsupported(L, op, "with a floating-point destination");
    return q.store(op, std::nullopt, general, {mask, mask});
  });
  return emulated(r);
}

FailureOr<bool> emulateSel(Lowering &L, Operation *op) {
  auto sel = cast<SELOp>(op);
  AluOperands a;
  FailureOr<bool> wanted =
      collectQWordOperands(L, op, a, sel.getDst(), {sel.getSrc0(), sel.getSrc1()});
  if (failed(wanted) || !*wanted)
    return wanted;
  std::optional<Predicate> pred = sel.getPred();
  if (pred && pred->Comb != Predicate::None)
    return qwordUnsupported(L, op, "with an any/all predicate");
  std::optional<gen::VirtualRef> flag;
  if (pred) {
    FailureOr<gen::VirtualRef> f = L.flag(pred->Var, op);
    if (failed(f))
      return failure();
    flag = *f;
  }
  LogicalResult r = forEachQWordGroup(L, sel.getExecSize(), [&](QWordSeq &q) {
    FailureOr<Halves> x = q.widen(a.Srcs[0], op), y = q.widen(a.Srcs[1], op);
    if (failed(x) || failed(y))
      return failure();
    Halves chosen = flag ? q.select(*flag, pred->Inverse, *x, *y) : *x;
    return q.store(op, std::nullopt, a.Dst, chosen);
  });
  return emulated(r);
}

FailureOr<bool> emulateMinMax(Lowering &L, Operation *op) {
  auto mm = cast<MIN_MAXOp>(op);
  AluOperands a;
  FailureOr<bool> wanted =
      collectQWordOperands(L, op, a, mm.getDst(), {mm.getSrc0(), mm.getSrc1()});
  if (failed(wanted) || !*wanted)
    return wanted;
  FailureOr<bool> isSigned = qwordCompareSigned(a.Srcs[0], a.Srcs[1], op);
  if (failed(isSigned))
    return failure();
  // Op bit 0: 0 min, 1 max.
  gen::CondMod cond = (mm.getOp() & 1) ? gen::CondMod::Gt : gen::CondMod::Lt;
  LogicalResult r = forEachQWordGroup(L, mm.getExecSize(), [&](QWordSeq &q) {
    FailureOr<Halves> x = q.widen(a.Srcs[0], op), y = q.widen(a.Srcs[1], op);
    if (failed(x) || failed(y))
      return failure();
    gen::VirtualRef first = q.newFlag();
    q.compare(first, cond, *x, *y, *isSigned);
    return q.store(op, std::nullopt, a.Dst, q.select(first, false, *x, *y));
  });
  return emulated(r);
}

} // namespace

void togen::addQWordCompareLowerings(LoweringTable &t) {
  t.addQWord<CMPOp>(emulateCmp);
  t.addQWord<SELOp>(emulateSel);
  t.addQWord<MIN_MAXOp>(emulateMinMax);
}
