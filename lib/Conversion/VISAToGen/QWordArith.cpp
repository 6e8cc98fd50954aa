//===- QWordArith.cpp - 64-bit integer arithmetic on dword halves ---------===//
//
// On products without a 64-bit integer ALU (see QWord.h):
//
//   mov       integer moves without modifiers stay moves (gen-legalize
//             splits them into dword halves); a source modifier is applied
//             in 64 bits; F/HF -> Q/UQ truncates |x| into hi = x * 2^-32,
//             lo = x - hi * 2^32 (both exact), then negates; Q/UQ -> F
//             normalises |x| to its top 32 bits with a sticky bit for the
//             rest, converts that (rounding once, to nearest even) and
//             scales by a power of two
//   add       addc of the low halves, the high halves plus acc0's carry
//   mul       the low 64 bits: lo*lo in full (mul/mach), plus the low
//             halves of the two cross products; D*D and UD*UD straight
//             into Q/UQ take the one full product
//   and, or, xor, not  each half
//   shl, shr, asr  immediate counts: the halves that move and the bits
//             that cross; a count in a register: both cases (below 32 and
//             from 32), chosen per channel by bit 5 of the count. The
//             bits crossing from one half to the other are shifted in two
//             steps (by 1, then by 31 - n), so that n = 0 moves none.
//
// Saturation of these results is not emulated (an error says so).
//
//===----------------------------------------------------------------------===//

#include "QWord.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

namespace {

Opnd immUD(uint64_t v) { return Opnd::imm(v, DataType::UD); }

/// A two-source instruction computed by `compute` from both sources'
/// halves.
template <typename OpT>
FailureOr<bool>
emulateBinary(Lowering &L, Operation *op, bool logic,
              function_ref<Halves(QWordSeq &, const Halves &, const Halves &)>
                  compute) {
  auto o = cast<OpT>(op);
  AluOperands a;
  FailureOr<bool> wanted =
      collectQWordOperands(L, op, a, o.getDst(), {o.getSrc0(), o.getSrc1()});
  if (failed(wanted) || !*wanted)
    return wanted;
  return emulated(forEachQWordGroup(L, o.getExecSize(), [&](QWordSeq &q) {
    FailureOr<Halves> x = q.widen(a.Srcs[0], op, logic);
    FailureOr<Halves> y = q.widen(a.Srcs[1], op, logic);
    if (failed(x) || failed(y))
      return failure();
    return q.store(op, o.getPred(), a.Dst, compute(q, *x, *y));
  }));
}

template <typename OpT, Opcode GenOp>
FailureOr<bool> emulateLogic(Lowering &L, Operation *op) {
  auto o = cast<OpT>(op);
  if (o.getDst().getClass() == OperandClass::Predicate)
    return false;
  return emulateBinary<OpT>(
      L, op, /*logic=*/true,
      [](QWordSeq &q, const Halves &x, const Halves &y) {
        return Halves{q.op(GenOp, DataType::UD, x.Lo, y.Lo),
                      q.op(GenOp, DataType::UD, x.Hi, y.Hi)};
      });
}

FailureOr<bool> emulateNot(Lowering &L, Operation *op) {
  auto o = cast<NOTOp>(op);
  if (o.getDst().getClass() == OperandClass::Predicate)
    return false;
  AluOperands a;
  FailureOr<bool> wanted =
      collectQWordOperands(L, op, a, o.getDst(), {o.getSrc0()});
  if (failed(wanted) || !*wanted)
    return wanted;
  LogicalResult r = forEachQWordGroup(L, o.getExecSize(), [&](QWordSeq &q) {
    FailureOr<Halves> x = q.widen(a.Srcs[0], op, /*logic=*/true);
    if (failed(x))
      return failure();
    Halves n{q.op(Opcode::Not, DataType::UD, x->Lo),
             q.op(Opcode::Not, DataType::UD, x->Hi)};
    return q.store(op, o.getPred(), a.Dst, n);
  });
  return emulated(r);
}

FailureOr<bool> emulateAdd(Lowering &L, Operation *op) {
  return emulateBinary<ADDOp>(
      L, op, /*logic=*/false,
      [](QWordSeq &q, const Halves &x, const Halves &y) {
        return q.add(x, y);
      });
}

/// Whether `s` is a dword (or an immediate of one) of type `t` without
/// modifiers.
bool isPlainDword(const Opnd &s, DataType t) {
  return s.type() == t && !s.O.Negate && !s.O.Abs;
}

FailureOr<bool> emulateMul(Lowering &L, Operation *op) {
  auto o = cast<MULOp>(op);
  AluOperands a;
  FailureOr<bool> wanted =
      collectQWordOperands(L, op, a, o.getDst(), {o.getSrc0(), o.getSrc1()});
  if (failed(wanted) || !*wanted)
    return wanted;
  const Opnd &s0 = a.Srcs[0], &s1 = a.Srcs[1];
  std::optional<DataType> dwordProduct;
  for (DataType t : {DataType::D, DataType::UD})
    if (isPlainDword(s0, t) && isPlainDword(s1, t))
      dwordProduct = t;
  LogicalResult r = forEachQWordGroup(L, o.getExecSize(), [&](QWordSeq &q) {
    if (dwordProduct)
      return q.store(op, o.getPred(), a.Dst,
                     q.mulWide(q.slice(s0), q.slice(s1)));
    FailureOr<Halves> x = q.widen(s0, op), y = q.widen(s1, op);
    if (failed(x) || failed(y))
      return failure();
    return q.store(op, o.getPred(), a.Dst, q.mul(*x, *y));
  });
  return emulated(r);
}

//===----------------------------------------------------------------------===//
// Shifts
//===----------------------------------------------------------------------===//

enum class ShiftKind { Left, Logical, Arithmetic };

/// x shifted by the immediate n (0-63).
Halves shiftByImmediate(QWordSeq &q, ShiftKind kind, const Halves &x,
                        unsigned n) {
  const DataType UD = DataType::UD;
  if (n == 0)
    return x;
  Opnd signedHi = x.Hi.as(DataType::D);
  if (kind == ShiftKind::Left) {
    if (n >= 32)
      return {immUD(0), n == 32 ? x.Lo : q.op(Opcode::Shl, UD, x.Lo, immUD(n - 32))};
    Opnd hi = q.op(Opcode::Or, UD, q.op(Opcode::Shl, UD, x.Hi, immUD(n)),
                   q.op(Opcode::Shr, UD, x.Lo, immUD(32 - n)));
    return {q.op(Opcode::Shl, UD, x.Lo, immUD(n)), hi};
  }
  bool arithmetic = kind == ShiftKind::Arithmetic;
  if (n >= 32) {
    Opnd lo = n == 32 ? x.Hi
                      : arithmetic
                            ? q.op(Opcode::Asr, DataType::D, signedHi, immUD(n - 32))
                            : q.op(Opcode::Shr, UD, x.Hi, immUD(n - 32));
    Opnd hi = arithmetic ? q.op(Opcode::Asr, DataType::D, signedHi, immUD(31))
                         : immUD(0);
    return {lo.as(UD), hi.as(UD)};
  }
  Opnd lo = q.op(Opcode::Or, UD, q.op(Opcode::Shr, UD, x.Lo, immUD(n)),
                 q.op(Opcode::Shl, UD, x.Hi, immUD(32 - n)));
  Opnd hi = arithmetic ? q.op(Opcode::Asr, DataType::D, signedHi, immUD(n))
                       : q.op(Opcode::Shr, UD, x.Hi, immUD(n));
  return {lo, hi.as(UD)};
}

/// x shifted by the count in register `n` (its low 6 bits).
Halves shiftByRegister(QWordSeq &q, ShiftKind kind, const Halves &x,
                       const Opnd &n) {
  const DataType UD = DataType::UD;
  // Bit 5: a shift by 32 or more. The hardware takes dword shift counts
  // modulo 32, which is the count within the half then.
  gen::VirtualRef far = q.newFlag();
  InstData test = q.controls(Opcode::And);
  test.I.Cond = gen::CondMod::Nz;
  test.Flag = far;
  Lowering::setDst(test, Opnd::null(n.type()).dstRegion());
  Lowering::addSrc(test, q.inRegister(n));
  Lowering::addSrc(test, Opnd::imm(32, n.type()));
  q.lowering().emit(test);
  // ~n is 31 - n modulo 32.
  Opnd rest = q.op(Opcode::Not, UD, n);
  if (kind == ShiftKind::Left) {
    Opnd lo = q.op(Opcode::Shl, UD, x.Lo, n);
    Opnd crossing = q.op(Opcode::Shr, UD,
                         q.op(Opcode::Shr, UD, x.Lo, immUD(1)), rest);
    Opnd near = q.op(Opcode::Or, UD, q.op(Opcode::Shl, UD, x.Hi, n), crossing);
    return {q.selectDword(far, /*inverse=*/true, lo, immUD(0)),
            q.selectDword(far, false, lo, near)};
  }
  bool arithmetic = kind == ShiftKind::Arithmetic;
  Opnd hi = arithmetic
                ? q.op(Opcode::Asr, DataType::D, x.Hi.as(DataType::D), n).as(UD)
                : q.op(Opcode::Shr, UD, x.Hi, n);
  Opnd crossing = q.op(Opcode::Shl, UD,
                       q.op(Opcode::Shl, UD, x.Hi, immUD(1)), rest);
  Opnd near = q.op(Opcode::Or, UD, q.op(Opcode::Shr, UD, x.Lo, n), crossing);
  Opnd farHi = arithmetic ? q.op(Opcode::Asr, DataType::D,
                                 x.Hi.as(DataType::D), immUD(31))
                                .as(UD)
                          : immUD(0);
  return {q.selectDword(far, false, hi, near),
          q.selectDword(far, false, farHi, hi)};
}

template <typename OpT, ShiftKind Kind>
FailureOr<bool> emulateShift(Lowering &L, Operation *op) {
  auto o = cast<OpT>(op);
  AluOperands a;
  FailureOr<bool> wanted =
      collectQWordOperands(L, op, a, o.getDst(), {o.getSrc0(), o.getSrc1()});
  if (failed(wanted) || !*wanted)
    return wanted;
  const Opnd &count = a.Srcs[1];
  if (count.O.Negate || count.O.Abs || isFloat(count.type()))
    return qwordUnsupported(L, op, "with a modified or float shift count");
  // The source is extended as the hardware reads it for a 64-bit shift:
  // shr zero-extends, asr sign-extends, shl by its type.
  Extend extend = Kind == ShiftKind::Logical      ? Extend::Zero
                  : Kind == ShiftKind::Arithmetic ? Extend::Sign
                                                  : Extend::ByType;
  LogicalResult r = forEachQWordGroup(L, o.getExecSize(), [&](QWordSeq &q) {
    FailureOr<Halves> x = q.widen(a.Srcs[0], op, /*logic=*/false, extend);
    if (failed(x))
      return failure();
    Opnd n = q.slice(count);
    if (isQWordInt(n.type()))
      n = qwordHalf(n, 0);
    Halves result =
        n.isImm() ? shiftByImmediate(q, Kind, *x, unsigned(n.O.Imm & 63))
                  : shiftByRegister(q, Kind, *x, n);
    return q.store(op, o.getPred(), a.Dst, result);
  });
  return emulated(r);
}

//===----------------------------------------------------------------------===//
// mov
//===----------------------------------------------------------------------===//

/// F (or HF, converted first) to Q/UQ, truncating.
Halves floatToQWord(QWordSeq &q, const Opnd &src) {
  const DataType F = DataType::F, UD = DataType::UD;
  Opnd value = q.op(Opcode::Mov, F, q.slice(src));
  Opnd magnitude = value;
  magnitude.O.Abs = true;
  Opnd whole = q.op(Opcode::Rndz, F, magnitude);
  // 0x2F800000 = 2^-32, 0x4F800000 = 2^32 (F bits).
  Opnd hi = q.op(Opcode::Mov, UD,
                 q.op(Opcode::Mul, F, whole, Opnd::imm(0x2F800000, F)));
  Opnd highPart = q.op(Opcode::Mul, F, q.op(Opcode::Mov, F, hi),
                       Opnd::imm(0x4F800000, F));
  Opnd lo = q.op(Opcode::Mov, UD,
                 q.op(Opcode::Add, F, whole, highPart.negated()));
  Halves mag{lo, hi};
  gen::VirtualRef negative = q.newFlag();
  q.compareDwords(negative, gen::CondMod::Lt, value, Opnd::imm(0, F));
  return q.select(negative, false, q.negate(mag), mag);
}

/// Q/UQ (already widened, signed when `isSigned`) to F, rounded to nearest
/// even once.
Opnd qwordToFloat(QWordSeq &q, const Halves &x, bool isSigned) {
  const DataType F = DataType::F, UD = DataType::UD, D = DataType::D;
  Halves mag = x;
  gen::VirtualRef negative{};
  if (isSigned) {
    negative = q.newFlag();
    q.compareDwords(negative, gen::CondMod::Lt, x.Hi.as(D), Opnd::imm(0, D));
    mag = q.select(negative, false, q.negate(x), x);
  }
  // n leading zeros in the high half: the top 32 bits of mag << n, with
  // bit 0 set when any bit below them is.
  Opnd n = q.op(Opcode::Lzd, UD, mag.Hi);
  Opnd crossing = q.op(Opcode::Shr, UD, q.op(Opcode::Shr, UD, mag.Lo, immUD(1)),
                       q.op(Opcode::Not, UD, n));
  Opnd top = q.op(Opcode::Or, UD, q.op(Opcode::Shl, UD, mag.Hi, n), crossing);
  gen::VirtualRef sticky = q.newFlag();
  q.compareDwords(sticky, gen::CondMod::Nz, q.op(Opcode::Shl, UD, mag.Lo, n),
                  immUD(0));
  top = q.selectDword(sticky, false, q.op(Opcode::Or, UD, top, immUD(1)), top);
  // top * 2^(32 - n): the exponent field of 2^(32 - n) is 159 - n.
  Opnd scale = q.op(Opcode::Shl, UD,
                    q.op(Opcode::Add, D, n.as(D).negated(), Opnd::imm(159, D)),
                    immUD(23));
  Opnd large = q.op(Opcode::Mul, F, q.op(Opcode::Mov, F, top), scale.as(F));
  // A high half of zero: the low half converts directly.
  gen::VirtualRef small = q.newFlag();
  q.compareDwords(small, gen::CondMod::Ze, mag.Hi, immUD(0));
  Opnd result = q.selectDword(small, false, q.op(Opcode::Mov, F, mag.Lo),
                              large, F);
  if (isSigned)
    result = q.selectDword(negative, false, result.negated(), result, F);
  return result;
}

FailureOr<bool> emulateMov(Lowering &L, Operation *op) {
  auto mov = cast<MOVOp>(op);
  if (mov.getSrc0().getClass() == OperandClass::Predicate)
    return false;
  AluOperands a;
  FailureOr<bool> wanted =
      collectQWordOperands(L, op, a, mov.getDst(), {mov.getSrc0()});
  if (failed(wanted) || !*wanted)
    return wanted;
  const Opnd &src = a.Srcs[0];
  DataType to = a.Dst.type(), from = src.type();
  bool plain = !src.O.Negate && !src.O.Abs;
  if (!isFloat(to) && !isFloat(from) && plain)
    return false; // gen-legalize moves dword halves
  if (to == DataType::DF || from == DataType::DF)
    return qwordUnsupported(L, op, "between DF and a 64-bit integer");
  if (to == DataType::HF)
    return qwordUnsupported(L, op, "from a 64-bit integer to HF (it would "
                                   "round twice)");
  LogicalResult r = forEachQWordGroup(L, mov.getExecSize(), [&](QWordSeq &q) {
    if (isFloat(from))
      return q.store(op, mov.getPred(), a.Dst, floatToQWord(q, src));
    FailureOr<Halves> x = q.widen(src, op);
    if (failed(x))
      return failure();
    if (isFloat(to))
      return q.storeValue(op, mov.getPred(), q.slice(a.Dst),
                          qwordToFloat(q, *x, from == DataType::Q));
    return q.store(op, mov.getPred(), a.Dst, *x);
  });
  return emulated(r);
}

} // namespace

void togen::addQWordArithLowerings(LoweringTable &t) {
  t.addQWord<MOVOp>(emulateMov);
  t.addQWord<ADDOp>(emulateAdd);
  t.addQWord<MULOp>(emulateMul);
  t.addQWord<ANDOp>(emulateLogic<ANDOp, Opcode::And>);
  t.addQWord<OROp>(emulateLogic<OROp, Opcode::Or>);
  t.addQWord<XOROp>(emulateLogic<XOROp, Opcode::Xor>);
  t.addQWord<NOTOp>(emulateNot);
  t.addQWord<SHLOp>(emulateShift<SHLOp, ShiftKind::Left>);
  t.addQWord<SHROp>(emulateShift<SHROp, ShiftKind::Logical>);
  t.addQWord<ASROp>(emulateShift<ASROp, ShiftKind::Arithmetic>);
}
