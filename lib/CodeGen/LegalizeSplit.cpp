//===- LegalizeSplit.cpp - Halving an instruction's execution size --------===//
//
// An instruction of ExecSize N becomes two of N/2: the first at the same
// channel offset, the second N/2 channels later, each operand moved to
// the element its first channel reads. Predicates and condition modifiers
// follow the channels (flag bit = channel number), so the halves keep
// them. A region wider than the half becomes one row of the half's width.
// Instructions whose halves would need a channel offset the encoding
// lacks (below 4 channels) are split only when no channel mask, predicate
// or condition applies to them.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"
#include "visa/Gen/GenOperandFacts.h"

using namespace visa::gen;
using namespace visa::gen::legalize;
using validator::isImm;
using validator::isReg;

namespace {

/// A byte address that identifies an operand's register: its virtual
/// register and offset, or its physical GRF byte; false for the rest.
bool operandBase(const InstData &d, unsigned index, unsigned grf,
                 uint64_t &base) {
  const Operand &op = d.operand(index);
  if (op.K != Operand::Kind::Reg || op.Mode != AddrMode::Direct ||
      op.File != RegFile::GRF)
    return false;
  const VirtualRef &ref = d.ref(index);
  base = ref.isVirtual() ? (uint64_t(ref.Id) << 32) | ref.Offset
                         : uint64_t(op.RegNum) * grf + op.SubRegByte;
  return true;
}

/// Whether the first half would write bytes the second half reads from
/// source `s`: the original reads every source before it writes.
bool halvesInterfere(const InstData &d, unsigned s, unsigned grf) {
  const Inst &I = d.I;
  uint64_t dstBase;
  if (!operandBase(d, 0, grf, dstBase))
    return false;
  unsigned half = I.ExecSize / 2;
  unsigned dstSize = getTypeSize(I.Dst.Type);
  unsigned hs = I.Dst.Rgn.HStride > 0 ? unsigned(I.Dst.Rgn.HStride) : 1;
  uint64_t srcBase;
  if (!operandBase(d, s + 1, grf, srcBase) ||
      (srcBase >> 32) != (dstBase >> 32))
    return false;
  llvm::SmallVector<unsigned, 32> at = sourceOffsets(I, s);
  unsigned size = getTypeSize(I.Src[s].Type);
  for (unsigned ch = half; ch < at.size(); ++ch) {
    uint64_t lo = srcBase + at[ch], hi = lo + size;
    for (unsigned w = 0; w < half; ++w) {
      uint64_t wlo = dstBase + uint64_t(w) * hs * dstSize;
      if (wlo < hi && lo < wlo + dstSize)
        return true;
    }
  }
  return false;
}

/// Whether the halves of `d` can be made at all.
bool canSplit(const InstData &d) {
  const Inst &I = d.I;
  if (I.ExecSize < 2 || I.Align16 || I.AccWrEn || I.Op == Opcode::Mac ||
      I.Op == Opcode::Mach || I.Op == Opcode::Madm)
    return false;
  for (unsigned i = 0; i < 4; ++i) {
    const Operand &op = d.operand(i);
    // A vector immediate's elements go to the channels one by one only
    // into a destination of their own size (V, UV: words; VF: dwords).
    if (op.K == Operand::Kind::Imm && validator::isVectorImmType(op.Type) &&
        (getTypeSize(I.Dst.Type) != (op.Type == DataType::VF ? 4u : 2u) ||
         I.Dst.Rgn.HStride > 1))
      return false;
    if (op.K != Operand::Kind::Reg)
      continue;
    if (op.MathMacro >= 0)
      return false;
    // VxH: one address register per row; each half takes its rows.
    if (i > 0 && op.Mode == AddrMode::Indirect && op.Rgn.VStride < 0 &&
        (op.Rgn.Width <= 0 || (I.ExecSize / 2) % unsigned(op.Rgn.Width)))
      return false;
    if (op.File == RegFile::ARF && !d.ref(i).isVirtual()) {
      ArfKind kind = arfKindOf(op.RegNum);
      if (kind != ArfKind::Null && kind != ArfKind::Accumulator)
        return false;
    }
    // A flag or address register operand names one register, not a
    // region.
    if (op.File == RegFile::ARF && d.ref(i).isVirtual())
      return false;
  }
  unsigned half = I.ExecSize / 2;
  bool masked = !I.NoMask || I.Pred != PredCtrl::None ||
                I.Cond != CondMod::None;
  return half >= 4 || !masked;
}

/// Makes `d` the half starting `first` channels in (0 or ExecSize/2).
void takeHalf(InstData &d, unsigned first, unsigned grf) {
  Inst &I = d.I;
  unsigned exec = I.ExecSize, half = exec / 2;
  bool masked = !I.NoMask || I.Pred != PredCtrl::None ||
                I.Cond != CondMod::None;
  Inst whole = I;
  I.ExecSize = uint8_t(half);
  if (first && (masked || half >= 4))
    I.ChanOffset = uint8_t(I.ChanOffset + first);
  // Destination: element `first` of its walk.
  if (isReg(I.Dst))
    advanceOperand(d, 0, first * unsigned(std::max<int>(I.Dst.Rgn.HStride, 1)) *
                             getTypeSize(I.Dst.Type),
                   grf);
  for (unsigned s = 0; s < I.NumSrcs && s < 3; ++s) {
    Operand &op = I.Src[s];
    if (isImm(op)) {
      // Vector immediates: the half's elements.
      if (op.Type == DataType::V || op.Type == DataType::UV)
        op.Imm = (op.Imm >> (4 * first)) & 0xFFFFFFFF;
      else if (op.Type == DataType::VF)
        op.Imm = (op.Imm >> (8 * first)) & 0xFFFFFFFF;
      continue;
    }
    if (!isReg(op) || op.Align16)
      continue;
    if (op.Mode == AddrMode::Indirect && op.Rgn.VStride < 0) {
      // VxH: the half's rows start `rows` address registers on.
      unsigned rows = first / unsigned(op.Rgn.Width);
      VirtualRef &ref = d.Src[s];
      if (ref.isVirtual())
        ref.Offset += 2 * rows;
      else
        op.AddrSubReg = uint8_t(op.AddrSubReg + rows);
      continue;
    }
    llvm::SmallVector<unsigned, 32> at = sourceOffsets(whole, s);
    if (at.empty())
      continue;
    // One channel reads one element: the scalar region, which the 64-bit
    // rules exempt and BXT/ICLLP require of ExecSize 1. A row wider than
    // the half: the half reads one row of its width.
    if (half == 1 && op.Rgn.Width > 0 && op.Rgn.VStride >= 0) {
      op.Rgn = Region{0, 1, 0};
    } else if (op.Rgn.Width > 0 && unsigned(op.Rgn.Width) > half) {
      int hs = op.Rgn.HStride;
      op.Rgn = hs == 0 ? Region{0, 1, 0}
                       : Region{int8_t(half * hs), int8_t(half), int8_t(hs)};
    }
    advanceOperand(d, s + 1, at[first], grf);
  }
}

} // namespace

bool visa::gen::legalize::halve(RewriteContext &ctx, const InstData &d,
                                Candidate &c) {
  if (!canSplit(d))
    return false;
  unsigned grf = ctx.P.GRFBytes;
  c.Halves = true;
  // A source the first half would overwrite is read from a copy.
  InstData whole = d;
  for (unsigned s = 0; s < d.I.NumSrcs && s < 3; ++s) {
    if (!halvesInterfere(d, s, grf))
      continue;
    std::optional<CopiedSource> copy = copySource(ctx.Regs, d, s, CopyLayout{});
    if (!copy)
      return false;
    c.Before.append(copy->Moves.begin(), copy->Moves.end());
    c.Temps.push_back(copy->Temp);
    whole.I.Src[s] = copy->Src;
    whole.Src[s] = copy->Ref;
  }
  for (unsigned first : {0u, unsigned(d.I.ExecSize / 2)}) {
    InstData h = whole;
    takeHalf(h, first, grf);
    c.Main.push_back(h);
  }
  return true;
}

void visa::gen::legalize::proposeSplit(RewriteContext &ctx, const InstData &d,
                                       llvm::SmallVectorImpl<Candidate> &out) {
  Candidate c;
  if (halve(ctx, d, c))
    out.push_back(std::move(c));
}
