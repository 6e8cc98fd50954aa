//===- Operands.cpp - vISA operands as Gen operands -----------------------===//
//
// A general operand V(R,C)<vs;w,hs> names the bytes at R rows (GRFs) and C
// elements of the variable's type past the variable's start, read with the
// same region in elements: a Gen region on the variable's register, shifted
// by R * GRF + C * size. Indirect operands address through the address
// variable's element; immediates keep their bits and type. Modifiers: -,
// (abs) and -(abs) on sources, `not` (~) on logic sources; a destination's
// `sat` is the instruction's saturation (the handler applies it).
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

/// The Gen region of a vISA region (sources), or its <hs> (destinations).
static void setRegion(gen::Operand &o, const visa::Region &r, bool isDst) {
  if (isDst) {
    o.Rgn = {-1, -1, int8_t(r.HStride ? r.HStride : 1)};
    return;
  }
  if (r.isEmpty()) {
    o.Rgn = {0, 1, 0}; // IGC writes scalar sources with no region
    return;
  }
  o.Rgn = {r.VStride ? int8_t(*r.VStride) : int8_t(-1), int8_t(r.Width),
           int8_t(r.HStride)};
}

static void applyModifier(gen::Operand &o, Modifier m) {
  switch (m) {
  case Modifier::Neg: o.Negate = true; break;
  case Modifier::Abs: o.Abs = true; break;
  case Modifier::NegAbs: o.Negate = o.Abs = true; break;
  case Modifier::Not: o.Negate = true; break; // printed ~ on logic ops
  default: break;
  }
}

/// A general variable's operand at byte `offset` into it.
static FailureOr<Opnd> generalOperand(Lowering &L, const VarPlace &p,
                                      uint32_t offset, DataType type,
                                      Operation *user) {
  switch (p.K) {
  case VarPlace::Null:
    return Opnd::null(type);
  case VarPlace::Arf:
    return Opnd::arf(gen::arfKindOf(p.ArfRegNum), p.ArfRegNum & 0xF,
                     p.ArfSubByte + offset, type);
  case VarPlace::VReg:
    return Opnd::vreg(p.VRegId, p.Offset + offset, type);
  }
  return failure();
}

static FailureOr<Opnd> vecOperand(Lowering &L, const VecOperand &v,
                                  Operation *user, bool isDst) {
  switch (v.getClass()) {
  case OperandClass::Immediate: {
    if (isDst)
      return user->emitError("visa-to-gen: immediate destination");
    DataType t = genType(*v.getType());
    if (t == DataType::Invalid)
      return user->emitError("visa-to-gen: immediate of unsupported type");
    return Opnd::imm(v.getImmBits(), t);
  }
  case OperandClass::General: {
    FailureOr<VarPlace> p = L.place(v.getVar(), user);
    if (failed(p))
      return failure();
    DataType t = genType(p->Type);
    if (t == DataType::Invalid)
      return user->emitError("visa-to-gen: variable of unsupported type");
    uint32_t offset = v.getRowOffset() * L.grfBytes() +
                      v.getColOffset() * gen::getTypeSize(t);
    FailureOr<Opnd> o = generalOperand(L, *p, offset, t, user);
    if (failed(o))
      return failure();
    setRegion(o->O, v.getRegion(), isDst);
    applyModifier(o->O, v.getModifier());
    return o;
  }
  case OperandClass::Indirect: {
    FailureOr<gen::VirtualRef> a = L.address(v.getVar(), v.getAddrElement(), user);
    if (failed(a))
      return failure();
    DataType t = genType(*v.getType());
    if (t == DataType::Invalid)
      return user->emitError("visa-to-gen: indirect operand of unsupported type");
    Opnd o;
    o.O.K = gen::Operand::Kind::Reg;
    o.O.File = gen::RegFile::GRF;
    o.O.Mode = gen::AddrMode::Indirect;
    o.O.Type = t;
    o.O.AddrImm = int16_t(v.getIndirectOffset());
    o.Ref = *a;
    setRegion(o.O, v.getRegion(), isDst);
    applyModifier(o.O, v.getModifier());
    return o;
  }
  case OperandClass::Address: {
    FailureOr<gen::VirtualRef> a = L.address(v.getVar(), v.getAddrElement(), user);
    if (failed(a))
      return failure();
    Opnd o = Opnd::arf(gen::ArfKind::Address, 0, 0, DataType::UW);
    o.Ref = *a;
    o.O.Rgn = isDst ? gen::Region{-1, -1, 1} : gen::Region{1, 1, 0};
    return o;
  }
  case OperandClass::Predicate: {
    FailureOr<gen::VirtualRef> f = L.flag(v.getVar(), user);
    if (failed(f))
      return failure();
    Opnd o = Opnd::arf(gen::ArfKind::Flag, 0, 0, DataType::UW);
    o.Ref = *f;
    o.O.Rgn = isDst ? gen::Region{-1, -1, 1} : gen::Region{0, 1, 0};
    applyModifier(o.O, v.getModifier());
    return o;
  }
  case OperandClass::State:
    return user->emitError("visa-to-gen: a state operand here is not supported");
  }
  return user->emitError("visa-to-gen: reserved operand class");
}

FailureOr<Opnd> Lowering::dst(const VecOperand &v, Operation *user) {
  return vecOperand(*this, v, user, /*isDst=*/true);
}

FailureOr<Opnd> Lowering::src(const VecOperand &v, Operation *user) {
  return vecOperand(*this, v, user, /*isDst=*/false);
}

FailureOr<Opnd> Lowering::raw(const RawOperand &r, DataType type,
                              Operation *user) {
  FailureOr<VarPlace> p = place(r.Var, user);
  if (failed(p))
    return failure();
  FailureOr<Opnd> o = generalOperand(*this, *p, r.Offset, type, user);
  if (failed(o))
    return failure();
  return o->dstRegion();
}
