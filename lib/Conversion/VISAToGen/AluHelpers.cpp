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
  // Writes to the control and timer registers switch threads, as IGC
  // writes them (`or (1) cr0.0 ... {Switch}`): the new mode applies to the
  // instructions after.
  if (Dst.O.K == gen::Operand::Kind::Reg && Dst.O.File == gen::RegFile::ARF) {
    gen::ArfKind kind = gen::arfKindOf(Dst.O.RegNum);
    if (kind == gen::ArfKind::Control || kind == gen::ArfKind::Timestamp)
      d.I.Thread = gen::ThreadCtrl::Switch;
  }
}

Opnd togen::plainSource(Lowering &L, const ExecInfo &exec, const Opnd &s) {
  if (s.isImm() || (!s.O.Negate && !s.O.Abs))
    return s;
  Opnd t = L.newTemp(s.type(), exec.Size, "plain");
  L.mov(exec, t, s);
  return t.packedSrc(exec.Size);
}

Opnd togen::channelSlice(const Opnd &o, unsigned first, unsigned count) {
  if (o.isImm() || o.isNull())
    return o;
  Opnd r = o;
  gen::Region &g = r.O.Rgn;
  bool isDst = g.VStride < 0 && g.Width < 0;
  unsigned size = o.typeSize();
  if (isDst) {
    unsigned bytes = first * unsigned(g.HStride) * size;
    if (o.O.Mode == gen::AddrMode::Indirect)
      r.O.AddrImm = int16_t(r.O.AddrImm + bytes);
    else
      r = r.plusBytes(int(bytes));
    return r;
  }
  if (g.VStride < 0) {
    // VxH: one address register per row of `Width` elements.
    unsigned rows = first / unsigned(g.Width);
    if (r.Ref.isVirtual())
      r.Ref.Offset += 2 * rows;
    else
      r.O.AddrSubReg = uint8_t(r.O.AddrSubReg + rows);
    return r;
  }
  unsigned width = unsigned(g.Width);
  unsigned elems;
  if (width > count) {
    // Rows wider than the group: the group is part of one row.
    elems = (first / width) * unsigned(g.VStride) +
            (first % width) * unsigned(g.HStride);
    g.Width = int8_t(count);
    g.VStride = int8_t(count * unsigned(g.HStride));
  } else {
    elems = (first / width) * unsigned(g.VStride);
  }
  if (g.VStride == 0 && g.HStride == 0)
    elems = 0; // a scalar
  unsigned bytes = elems * size;
  if (o.O.Mode == gen::AddrMode::Indirect)
    r.O.AddrImm = int16_t(r.O.AddrImm + bytes);
  else
    r = r.plusBytes(int(bytes));
  return r;
}

void togen::forEachChannelGroup(unsigned execSize, unsigned group,
                                llvm::function_ref<void(unsigned, unsigned)> body) {
  unsigned count = std::min(execSize, group);
  for (unsigned first = 0; first < execSize; first += count)
    body(first, count);
}

InstData togen::groupInst(Lowering &L, Opcode op, const ExecInfo &exec,
                          unsigned first, unsigned count) {
  return L.inst(op, count, exec.channelOffset() + first, exec.NoMask);
}

DataType togen::intType(unsigned bytes, bool isSigned) {
  switch (bytes) {
  case 1: return isSigned ? DataType::B : DataType::UB;
  case 2: return isSigned ? DataType::W : DataType::UW;
  case 8: return isSigned ? DataType::Q : DataType::UQ;
  default: return isSigned ? DataType::D : DataType::UD;
  }
}

Opnd togen::accumulator(DataType type) {
  return Opnd::arf(gen::ArfKind::Accumulator, 0, 0, type);
}

/// The low word of each DWord of `s`: an immediate's low 16 bits, or the
/// register read as :uw with strides doubled.
static Opnd lowWords(const Opnd &s) {
  if (s.isImm())
    return Opnd::imm(s.O.Imm & 0xFFFF, DataType::UW);
  Opnd low = s.as(DataType::UW);
  if (low.O.Rgn.HStride > 0 || low.O.Rgn.VStride > 0) {
    low.O.Rgn.VStride = int8_t(low.O.Rgn.VStride * 2);
    low.O.Rgn.HStride = int8_t(low.O.Rgn.HStride * 2);
  }
  return low;
}

void togen::immediateSecond(Lowering &L, Opnd &s0, Opnd &s1) {
  if (s0.isImm())
    std::swap(s0, s1);
  if (s0.isImm()) {
    Opnd t = L.newTemp(s0.type(), 1, "imm");
    L.mov(ExecInfo{1, 0, true}, t, s0);
    s0 = t.scalarSrc();
  }
}

void togen::emitMulMach(Lowering &L, const InstData &ctl, const Opnd &dst,
                        bool saturate, const Opnd &s0, const Opnd &s1,
                        bool high) {
  InstData mul = L.inst(Opcode::Mul, ctl.I.ExecSize, ctl.I.ChanOffset,
                        /*noMask=*/true);
  Lowering::setDst(mul, accumulator(s0.type()).dstRegion());
  Lowering::addSrc(mul, s0);
  Lowering::addSrc(mul, lowWords(s1));
  L.emit(mul);
  InstData mach = ctl;
  mach.I.Op = Opcode::Mach;
  mach.I.AccWrEn = high;
  mach.I.Saturate = saturate;
  Lowering::setDst(mach, dst);
  Lowering::addSrc(mach, s0);
  Lowering::addSrc(mach, s1);
  L.emit(mach);
}

gen::CondMod togen::visaCondition(unsigned relop) {
  switch (relop & 7) {
  case 0: return gen::CondMod::Ze;
  case 1: return gen::CondMod::Nz;
  case 2: return gen::CondMod::Gt;
  case 3: return gen::CondMod::Ge;
  case 4: return gen::CondMod::Lt;
  default: return gen::CondMod::Le;
  }
}
