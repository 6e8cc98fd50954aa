//===- ExecRawCopy.cpp - Bit-exact mov and predicated sel -----------------===//
//
// A mov whose source and destination have the same type, with no
// saturation, source modifier or condition modifier, copies bits: the
// hardware does not convert (and so does not canonicalise NaNs or flush
// denormals) when there is nothing to convert. The same holds for a sel
// that chooses by its predicate. IGC relies on it: its HWConformity pass
// flips such "raw" movs and sels between float and integer types of the
// same size (G4_INST::isRawMov, isRawSel; e.g. to move word data as :hf or
// float data as :ud), which is only correct if both copy bits exactly.
//
//===----------------------------------------------------------------------===//

#include "Executor.h"
#include "Operands.h"
#include <cstring>

using namespace visa::gen;

namespace visa::sim {

bool isRawCopy(const Inst &I) {
  unsigned numSrcs;
  if (I.Op == Opcode::Mov)
    numSrcs = 1;
  else if (I.Op == Opcode::Sel)
    numSrcs = 2;
  else
    return false;
  if (I.Saturate || I.Cond != CondMod::None || I.NumSrcs != numSrcs)
    return false;
  for (unsigned k = 0; k < numSrcs; ++k) {
    const Operand &s = I.Src[k];
    if (s.Type != I.Dst.Type || s.Negate || s.Abs)
      return false;
    if (s.K != Operand::Kind::Reg && s.K != Operand::Kind::Imm)
      return false;
  }
  return true;
}

bool ThreadExecutor::tryRawCopy(ThreadState &t, const Inst &I,
                                const InstLayout &l, uint32_t mask,
                                llvm::Error &err) {
  if (!isRawCopy(I))
    return false;
  OperandAccess acc(t);
  unsigned size = getTypeSize(I.Dst.Type);
  uint32_t chosen = I.Op == Opcode::Sel ? predicateMask(t, I, ~0u) : ~0u;
  // All sources are read before any destination element is written.
  uint8_t bits[MaxChannels][8];
  for (unsigned i = 0; i < I.ExecSize; ++i) {
    unsigned ch = I.ChanOffset + i;
    if (!(mask >> ch & 1))
      continue;
    unsigned k = (chosen >> ch & 1) ? 0 : 1;
    const Operand &s = I.Src[k];
    if (s.K == Operand::Kind::Imm) {
      uint64_t imm = s.Imm;
      std::memcpy(bits[i], &imm, size);
      continue;
    }
    const uint8_t *p =
        l.Src[k].Static ? t.Grf + l.Src[k].Off[i] : acc.srcElement(s, i);
    if (!p) {
      err = unsupported(I, "source outside the register file");
      return true;
    }
    std::memcpy(bits[i], p, size);
  }
  bool dstNull = I.Dst.File == RegFile::ARF && I.Dst.RegNum == 0;
  for (unsigned i = 0; i < I.ExecSize && !dstNull; ++i) {
    if (!(mask >> (I.ChanOffset + i) & 1))
      continue;
    uint8_t *p = l.Dst.Static ? t.Grf + l.Dst.Off[i] : acc.dstElement(I.Dst, i);
    if (!p) {
      err = unsupported(I, "destination outside the register file");
      return true;
    }
    std::memcpy(p, bits[i], size);
    if (I.Dst.File == RegFile::ARF &&
        arfKindOf(I.Dst.RegNum) == ArfKind::Accumulator)
      noteAccWrite(t, p, I.Dst.Type, loadElement(p, I.Dst.Type).I);
  }
  return true;
}

} // namespace visa::sim
