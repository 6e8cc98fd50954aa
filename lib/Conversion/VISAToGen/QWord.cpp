//===- QWord.cpp - Building blocks of the 64-bit integer emulation --------===//
//
// See QWord.h. Sums carry through acc0 (addc, then the high halves plus
// the carry); products are three dword products (mul/mach); comparisons
// set a flag from the low halves, unsigned, then correct it from the high
// halves under that flag.
//
//===----------------------------------------------------------------------===//

#include "QWord.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

namespace {

bool isZeroImm(const Opnd &o) { return o.isImm() && o.O.Imm == 0; }

bool commutes(Opcode op) {
  return op == Opcode::Add || op == Opcode::Mul || op == Opcode::And ||
         op == Opcode::Or || op == Opcode::Xor;
}

/// The condition that holds for (b, a) when `c` holds for (a, b).
gen::CondMod mirrored(gen::CondMod c) {
  switch (c) {
  case gen::CondMod::Lt: return gen::CondMod::Gt;
  case gen::CondMod::Gt: return gen::CondMod::Lt;
  case gen::CondMod::Le: return gen::CondMod::Ge;
  case gen::CondMod::Ge: return gen::CondMod::Le;
  default: return c;
  }
}

bool isDstRegion(const Opnd &o) {
  return o.O.Rgn.VStride < 0 && o.O.Rgn.Width < 0;
}

bool isIndirect(const Opnd &o) {
  return o.O.K == gen::Operand::Kind::Reg &&
         o.O.Mode == gen::AddrMode::Indirect;
}

} // namespace

Opnd togen::qwordHalf(const Opnd &q, unsigned half) {
  if (q.isImm())
    return Opnd::imm(half ? q.O.Imm >> 32 : q.O.Imm & 0xFFFFFFFFu,
                     DataType::UD);
  Opnd r = q.as(DataType::UD);
  gen::Region &g = r.O.Rgn;
  g.HStride = int8_t(2 * g.HStride);
  if (!isDstRegion(q))
    g.VStride = int8_t(2 * g.VStride);
  if (isIndirect(r))
    r.O.AddrImm = int16_t(r.O.AddrImm + 4 * half);
  else
    r = r.plusBytes(int(4 * half));
  return r;
}

bool togen::anyQWord(const AluOperands &a) {
  if (isQWordInt(a.Dst.type()))
    return true;
  return llvm::any_of(a.Srcs,
                      [](const Opnd &s) { return isQWordInt(s.type()); });
}

FailureOr<bool> togen::collectQWordOperands(Lowering &L, Operation *op,
                                            AluOperands &a,
                                            const VecOperand &dst,
                                            std::initializer_list<VecOperand> srcs) {
  if (failed(a.collect(L, op, dst, srcs)))
    return failure();
  if (!anyQWord(a))
    return false;
  if (a.Saturate)
    return qwordUnsupported(L, op, "with saturation of a 64-bit value");
  return true;
}

LogicalResult togen::qwordUnsupported(Lowering &L, Operation *op,
                                      const Twine &what) {
  return op->emitError("visa-to-gen: `")
         << getInstrDesc(op)->mnemonic << "` " << what << " on "
         << L.device().Name << ", which has no 64-bit integer ALU";
}

LogicalResult
togen::forEachQWordGroup(Lowering &L, const ExecInfo &exec,
                         function_ref<LogicalResult(QWordSeq &)> body) {
  unsigned count = std::min(exec.Size, dwordChannelsPerRegister(L));
  for (unsigned first = 0; first < exec.Size; first += count) {
    QWordSeq q(L, exec, first, count);
    if (failed(body(q)))
      return failure();
  }
  return success();
}

FailureOr<bool> togen::qwordCompareSigned(const Opnd &a, const Opnd &b,
                                          Operation *user) {
  auto canBeNegative = [](const Opnd &o) {
    if (o.O.Negate)
      return true;
    if (!isSigned(o.type()))
      return false;
    if (!o.isImm())
      return true;
    unsigned bits = 8 * o.typeSize();
    return bool((o.O.Imm >> (bits - 1)) & 1);
  };
  auto exceedsSigned = [](const Opnd &o) {
    return o.type() == DataType::UQ && (!o.isImm() || (o.O.Imm >> 63));
  };
  bool negative = canBeNegative(a) || canBeNegative(b);
  if ((canBeNegative(a) && exceedsSigned(b)) ||
      (canBeNegative(b) && exceedsSigned(a))) {
    user->emitError("visa-to-gen: a comparison of a signed and a UQ value "
                    "needs 65 bits");
    return failure();
  }
  return negative;
}

//===----------------------------------------------------------------------===//
// QWordSeq
//===----------------------------------------------------------------------===//

InstData QWordSeq::controls(Opcode op) const {
  return groupInst(L, op, Exec, First, Count);
}

Opnd QWordSeq::temp(DataType type, StringRef name) {
  return L.newTemp(type, Count, name);
}

Opnd QWordSeq::inRegister(const Opnd &s) {
  if (!s.isImm())
    return s;
  Opnd t = temp(s.type(), "q.imm");
  InstData d = controls(Opcode::Mov);
  Lowering::setDst(d, t);
  Lowering::addSrc(d, s);
  L.emit(d);
  return t.packedSrc(Count);
}

Opnd QWordSeq::op(Opcode code, DataType type, Opnd a, std::optional<Opnd> b) {
  if (code == Opcode::Not && a.isImm())
    return Opnd::imm(~a.O.Imm & 0xFFFFFFFFu, type);
  if (a.isImm()) {
    if (b && !b->isImm() && commutes(code))
      std::swap(a, *b);
    else
      a = inRegister(a);
  }
  Opnd t = temp(type);
  InstData d = controls(code);
  Lowering::setDst(d, t);
  Lowering::addSrc(d, a);
  if (b)
    Lowering::addSrc(d, *b);
  L.emit(d);
  return t.packedSrc(Count);
}

FailureOr<Halves> QWordSeq::widen(const Opnd &o, Operation *user, bool logic,
                                  Extend extend) {
  DataType t = o.type();
  if (isFloat(t) || t == DataType::UV || t == DataType::V ||
      t == DataType::Invalid) {
    qwordUnsupported(L, user, llvm::Twine("mixing ") + gen::getTypeName(t) +
                                   " with 64-bit integer operands");
    return failure();
  }
  if (!o.isImm() && !isDstRegion(o) && o.O.Rgn.VStride < 0) {
    qwordUnsupported(L, user, "with a multi-address indirect 64-bit operand");
    return failure();
  }
  Opnd s = slice(o);
  bool negate = s.O.Negate, absolute = s.O.Abs;
  s.O.Negate = s.O.Abs = false;
  bool signExtend = extend == Extend::Sign ||
                    (extend == Extend::ByType && isSigned(t));
  unsigned size = o.typeSize();
  Halves h;
  if (isQWordInt(t)) {
    h = {qwordHalf(s, 0), qwordHalf(s, 1)};
  } else if (s.isImm()) {
    unsigned bits = 8 * size;
    uint64_t mask = (uint64_t(1) << bits) - 1;
    uint64_t v = s.O.Imm & mask;
    if (signExtend && (v >> (bits - 1)) & 1)
      v |= ~mask;
    h = {Opnd::imm(v & 0xFFFFFFFFu, DataType::UD),
         Opnd::imm(v >> 32, DataType::UD)};
  } else {
    Opnd lo = s.as(DataType::UD);
    if (size < 4) {
      // Extended to a dword by a converting move.
      lo = op(Opcode::Mov, DataType::UD, s.as(intType(size, signExtend)));
    }
    Opnd hi = signExtend ? op(Opcode::Asr, DataType::D, lo.as(DataType::D),
                              Opnd::imm(31, DataType::UD))
                               .as(DataType::UD)
                         : Opnd::imm(0, DataType::UD);
    h = {lo, hi};
  }
  if (logic) {
    if (negate)
      h = {op(Opcode::Not, DataType::UD, h.Lo), op(Opcode::Not, DataType::UD, h.Hi)};
    return h;
  }
  if (absolute && (isQWordInt(t) || isSigned(t)))
    h = abs(h);
  if (negate)
    h = this->negate(h);
  return h;
}

Halves QWordSeq::add(const Halves &a, const Halves &b) {
  Opnd alo = a.Lo, blo = b.Lo;
  if (alo.isImm())
    std::swap(alo, blo);
  alo = inRegister(alo);
  Opnd lo = temp(DataType::UD, "q.lo");
  InstData addc = controls(Opcode::Addc);
  addc.I.AccWrEn = true;
  Lowering::setDst(addc, lo);
  Lowering::addSrc(addc, alo);
  Lowering::addSrc(addc, blo);
  L.emit(addc);
  // The high halves and the carry addc left in acc0.
  Opnd ahi = a.Hi, bhi = b.Hi;
  if (ahi.isImm())
    std::swap(ahi, bhi);
  Opnd carry = accumulator(DataType::UD).packedSrc(Count);
  Opnd hi = ahi.isImm() ? op(Opcode::Mov, DataType::UD, carry)
                        : op(Opcode::Add, DataType::UD, ahi, carry);
  if (ahi.isImm() && !isZeroImm(ahi))
    hi = op(Opcode::Add, DataType::UD, hi, ahi);
  if (!isZeroImm(bhi))
    hi = op(Opcode::Add, DataType::UD, hi, bhi);
  return {lo.packedSrc(Count), hi};
}

Halves QWordSeq::negate(const Halves &a) {
  if (a.Lo.isImm() && a.Hi.isImm()) {
    uint64_t v = 0 - (a.Lo.O.Imm | a.Hi.O.Imm << 32);
    return {Opnd::imm(v & 0xFFFFFFFFu, DataType::UD),
            Opnd::imm(v >> 32, DataType::UD)};
  }
  Halves inverted = {op(Opcode::Not, DataType::UD, a.Lo),
                     op(Opcode::Not, DataType::UD, a.Hi)};
  return add(inverted, {Opnd::imm(1, DataType::UD), Opnd::imm(0, DataType::UD)});
}

Halves QWordSeq::abs(const Halves &a) {
  Halves negated = negate(a);
  gen::VirtualRef negative = newFlag();
  compareDwords(negative, gen::CondMod::Lt, a.Hi.as(DataType::D),
                Opnd::imm(0, DataType::D));
  return select(negative, false, negated, a);
}

Opnd QWordSeq::mulLow(const Opnd &a, const Opnd &b) {
  if (L.device().HasIntegerDwordMul)
    return op(Opcode::Mul, DataType::UD, a, b);
  Opnd s0 = a, s1 = b;
  immediateSecond(L, s0, s1);
  Opnd t = temp(DataType::UD, "q.mul");
  emitMulMach(L, controls(Opcode::Mach), t, false, s0, s1, /*high=*/false);
  return t.packedSrc(Count);
}

Halves QWordSeq::mulWide(const Opnd &a, const Opnd &b) {
  Opnd s0 = a, s1 = b;
  immediateSecond(L, s0, s1);
  Opnd hi = temp(s0.type(), "q.mulh");
  emitMulMach(L, controls(Opcode::Mach), hi, false, s0, s1, /*high=*/true);
  // mach left the low half in acc0.
  Opnd lo = op(Opcode::Mov, DataType::UD,
               accumulator(DataType::UD).packedSrc(Count));
  return {lo, hi.packedSrc(Count).as(DataType::UD)};
}

Halves QWordSeq::mul(const Halves &a, const Halves &b) {
  Halves r = mulWide(a.Lo, b.Lo);
  if (!isZeroImm(b.Hi) && !isZeroImm(a.Lo))
    r.Hi = op(Opcode::Add, DataType::UD, r.Hi, mulLow(a.Lo, b.Hi));
  if (!isZeroImm(a.Hi) && !isZeroImm(b.Lo))
    r.Hi = op(Opcode::Add, DataType::UD, r.Hi, mulLow(a.Hi, b.Lo));
  return r;
}

gen::VirtualRef QWordSeq::newFlag() {
  return {L.newFlag(Exec.channelOffset() + First + Count), 0};
}

void QWordSeq::compareDwords(gen::VirtualRef flag, gen::CondMod cond,
                             const Opnd &a, const Opnd &b,
                             std::optional<bool> predicate) {
  Opnd s0 = a, s1 = b;
  if (s0.isImm() && !s1.isImm()) {
    std::swap(s0, s1);
    cond = mirrored(cond);
  }
  s0 = inRegister(s0);
  InstData d = controls(Opcode::Cmp);
  d.I.Cond = cond;
  d.Flag = flag;
  if (predicate) {
    d.I.Pred = gen::PredCtrl::Normal;
    d.I.PredInv = *predicate;
  }
  Lowering::setDst(d, Opnd::null(s0.type()).dstRegion());
  Lowering::addSrc(d, s0);
  Lowering::addSrc(d, s1);
  L.emit(d);
}

void QWordSeq::compare(gen::VirtualRef flag, gen::CondMod cond,
                       const Halves &a, const Halves &b, bool isSigned) {
  DataType high = isSigned ? DataType::D : DataType::UD;
  Opnd alo = a.Lo, ahi = a.Hi.as(high), blo = b.Lo, bhi = b.Hi.as(high);
  if (cond == gen::CondMod::Ze || cond == gen::CondMod::Nz) {
    // Equal: both halves equal; different: either differs.
    bool equal = cond == gen::CondMod::Ze;
    compareDwords(flag, cond, alo, blo);
    compareDwords(flag, cond, ahi, bhi, /*inverse=*/!equal);
    return;
  }
  // The low halves' (unsigned) relation decides where the high halves are
  // equal: with it, the high halves need the relation or equality, without
  // it the strict relation.
  bool less = cond == gen::CondMod::Lt || cond == gen::CondMod::Le;
  gen::CondMod orEqual = less ? gen::CondMod::Le : gen::CondMod::Ge;
  gen::CondMod strict = less ? gen::CondMod::Lt : gen::CondMod::Gt;
  compareDwords(flag, cond, alo, blo);
  compareDwords(flag, orEqual, ahi, bhi, /*inverse=*/false);
  compareDwords(flag, strict, ahi, bhi, /*inverse=*/true);
}

Opnd QWordSeq::selectDword(gen::VirtualRef flag, bool inverse, Opnd a, Opnd b,
                           DataType type) {
  if (a.isImm() && !b.isImm()) {
    std::swap(a, b);
    inverse = !inverse;
  }
  a = inRegister(a);
  Opnd t = temp(type, "q.sel");
  InstData d = controls(Opcode::Sel);
  d.Flag = flag;
  d.I.Pred = gen::PredCtrl::Normal;
  d.I.PredInv = inverse;
  Lowering::setDst(d, t);
  Lowering::addSrc(d, a);
  Lowering::addSrc(d, b);
  L.emit(d);
  return t.packedSrc(Count);
}

Halves QWordSeq::select(gen::VirtualRef flag, bool inverse, const Halves &a,
                        const Halves &b) {
  return {selectDword(flag, inverse, a.Lo, b.Lo),
          selectDword(flag, inverse, a.Hi, b.Hi)};
}

LogicalResult QWordSeq::storeValue(Operation *user,
                                   std::optional<Predicate> pred,
                                   const Opnd &dst, const Opnd &value) {
  if (pred && pred->Comb != Predicate::None && Count < Exec.Size)
    return qwordUnsupported(L, user, "with an any/all predicate");
  if (dst.O.Rgn.HStride > 4) {
    // A half of a qword destination strided by 4 or more is a dword
    // stride Gen cannot encode: one channel at a time, which only an
    // unmasked, unpredicated instruction allows.
    if (!Exec.NoMask || pred)
      return qwordUnsupported(L, user, "with a 64-bit destination strided "
                                       "by 4 or more under a channel mask");
    for (unsigned i = 0; i < Count; ++i) {
      InstData m = L.inst(Opcode::Mov, 1, 0, /*noMask=*/true);
      Opnd one = channelSlice(value, i, 1);
      Lowering::setDst(m, channelSlice(dst, i, 1).dstRegion());
      Lowering::addSrc(m, one.isImm() ? one : one.scalarSrc());
      L.emit(m);
    }
    return success();
  }
  InstData m = controls(Opcode::Mov);
  if (failed(L.predicate(m, pred, user)))
    return failure();
  Lowering::setDst(m, dst);
  Lowering::addSrc(m, value);
  L.emit(m);
  return success();
}

LogicalResult QWordSeq::store(Operation *user, std::optional<Predicate> pred,
                              const Opnd &dst, const Halves &r) {
  DataType t = dst.type();
  if (isFloat(t))
    return qwordUnsupported(L, user, "with a floating-point destination");
  Opnd d = slice(dst);
  if (!isQWordInt(t))
    return storeValue(user, pred, d,
                      r.Lo.as(isSigned(t) ? DataType::D : DataType::UD));
  if (failed(storeValue(user, pred, qwordHalf(d, 0), r.Lo)))
    return failure();
  return storeValue(user, pred, qwordHalf(d, 1), r.Hi);
}
