//===- ValidateOperands.cpp - Operand facts the validator's rules share ---===//
//
// Execution data type, raw moves, mixed float mode, DWord multiplies,
// accumulator reads and the regions as the hardware walks them: the
// definitions several rule groups of the validator rely on.
//
//===----------------------------------------------------------------------===//

#include "ValidatorImpl.h"

using namespace visa::gen;
using namespace visa::gen::validator;

bool validator::isFloatType(DataType t) {
  return t == DataType::F || t == DataType::HF || t == DataType::DF ||
         t == DataType::VF;
}

bool validator::isIntType(DataType t) {
  return t != DataType::Invalid && !isFloatType(t);
}

namespace {

/// The type an operand of type `t` executes in.
DataType executesAs(DataType t) {
  switch (t) {
  case DataType::DF:
  case DataType::F:
  case DataType::HF:
    return t;
  case DataType::VF:
    return DataType::F;
  case DataType::Q:
  case DataType::UQ:
    return DataType::Q;
  case DataType::D:
  case DataType::UD:
    return DataType::D;
  default: // words, bytes and integer vector immediates
    return DataType::W;
  }
}

bool mixesFloat(DataType a, DataType b) {
  return (a == DataType::F && b == DataType::HF) ||
         (a == DataType::HF && b == DataType::F);
}

/// Sources that carry a type: registers and immediates.
unsigned typedSources(const Inst &inst) {
  unsigned n = 0;
  while (n < inst.NumSrcs && n < 3 &&
         (isReg(inst.Src[n]) || isImm(inst.Src[n])))
    ++n;
  return n;
}

/// The same type up to signedness (D/UD, W/UW, B/UB, Q/UQ).
bool sameBits(DataType a, DataType b) {
  if (a == b)
    return true;
  if (isFloatType(a) || isFloatType(b))
    return false;
  return getTypeSize(a) == getTypeSize(b) && !isVectorImmType(a) &&
         !isVectorImmType(b);
}

} // namespace

DataType validator::executionType(const Inst &inst) {
  unsigned n = typedSources(inst);
  if (n == 0)
    return inst.Dst.Type;
  DataType dst = inst.Dst.Type;
  DataType s0 = executesAs(inst.Src[0].Type);
  if (n == 1)
    return s0 == DataType::HF ? dst : s0;
  DataType result = s0;
  for (unsigned i = 1; i < n; ++i) {
    DataType s = executesAs(inst.Src[i].Type);
    if (mixesFloat(result, s) || mixesFloat(result, dst) || mixesFloat(s, dst))
      return DataType::F;
    if (s == result)
      continue;
    // Integer types win over float ones, wider over narrower (the PRM's
    // order: Q, D, W, then DF).
    for (DataType t :
         {DataType::Q, DataType::D, DataType::W, DataType::DF, DataType::F}) {
      if (result == t || s == t) {
        result = t;
        break;
      }
    }
  }
  return result;
}

bool validator::isRawMove(const Inst &inst) {
  if (inst.Op != Opcode::Mov || inst.Saturate)
    return false;
  const Operand &src = inst.Src[0];
  if (isImm(src) ? isVectorImmType(src.Type) : (src.Negate || src.Abs))
    return false;
  return sameBits(inst.Dst.Type, src.Type);
}

bool validator::isMixedFloat(const Inst &inst) {
  if (!isAlu(inst) || isTernary(inst))
    return false;
  unsigned n = typedSources(inst);
  DataType dst = inst.Dst.Type;
  for (unsigned i = 0; i < n; ++i) {
    if (mixesFloat(inst.Src[i].Type, dst))
      return true;
    for (unsigned j = i + 1; j < n; ++j)
      if (mixesFloat(inst.Src[i].Type, inst.Src[j].Type))
        return true;
  }
  return false;
}

bool validator::isDWordMultiply(const Inst &inst) {
  return inst.Op == Opcode::Mul && inst.NumSrcs == 2 &&
         isDWordType(inst.Src[0].Type) && isDWordType(inst.Src[1].Type);
}

bool validator::readsAccumulator(const Inst &inst) {
  if (inst.Op == Opcode::Mac || inst.Op == Opcode::Mach)
    return true;
  for (unsigned i = 0; i < inst.NumSrcs && i < 3; ++i)
    if (isAcc(inst.Src[i]))
      return true;
  return false;
}

WalkRegion validator::walkRegion(const Inst &inst, unsigned src) {
  const Operand &op = inst.Src[src];
  WalkRegion w;
  if (!isReg(op) || op.Align16 || isMacro(op))
    return w;
  const Region &r = op.Rgn;
  unsigned exec = inst.ExecSize;
  if (isTernary(inst)) {
    // Align1 three-source regions give VertStride and HorzStride; the
    // width is implied (src2 has only a HorzStride: one row).
    if (r.HStride < 0)
      return w;
    w.Valid = true;
    w.HStride = unsigned(r.HStride);
    if (r.VStride < 0 || (r.VStride == 0 && r.HStride != 0)) {
      w.Width = exec;
      w.VStride = exec * w.HStride;
    } else if (r.HStride == 0) {
      w.Width = 1;
      w.VStride = unsigned(r.VStride);
    } else {
      w.Width = std::max(1u, std::min(exec, unsigned(r.VStride / r.HStride)));
      w.VStride = unsigned(r.VStride);
    }
    return w;
  }
  if (r.VStride < 0 || r.Width <= 0 || r.HStride < 0)
    return w; // VxH / Vx1, or no region
  w.Valid = true;
  w.VStride = unsigned(r.VStride);
  w.Width = unsigned(r.Width);
  w.HStride = unsigned(r.HStride);
  return w;
}

ElementWalk validator::sourceWalk(const Inst &inst, unsigned src,
                                  const WalkRegion &r) {
  const Operand &op = inst.Src[src];
  return {op.SubRegByte, getTypeSize(op.Type), r.VStride, r.Width, r.HStride};
}

ElementWalk validator::destinationWalk(const Inst &inst) {
  const Operand &dst = inst.Dst;
  unsigned hs = dst.Rgn.HStride > 0 ? unsigned(dst.Rgn.HStride) : 1;
  unsigned exec = inst.ExecSize;
  return {dst.SubRegByte, getTypeSize(dst.Type), exec * hs, exec, hs};
}
