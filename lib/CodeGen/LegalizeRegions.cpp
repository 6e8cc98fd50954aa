//===- LegalizeRegions.cpp - Rewrites that add no instruction -------------===//
//
// The cheapest fixes, which keep one instruction:
//   alignments   a sub-GRF register's `align` raised (2 .. a GRF), which
//                fixes a subregister alignment wherever the allocator
//                places it, and all of an instruction's registers made
//                GRF-aligned together, which fixes the offsets rules that
//                relate two operands;
//   regions      a source region replaced by one that reads the same
//                elements (Width <= ExecSize, VertStride = Width *
//                HorzStride, <1;1,0> for <8;8,1>, rows inside a GRF, the
//                three-source Align1 forms);
//   operands     immediates retyped (no :b immediates: :w; 16-bit
//                immediates in Align1 three-source instructions; a shift
//                count as :ud), sources swapped (commutative operations;
//                cmp with the reversed condition; sel with the inverted
//                predicate; mad's factors), DepCtrl dropped.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"
#include "visa/Gen/GenOperandFacts.h"

using namespace visa::gen;
using namespace visa::gen::legalize;
using validator::isImm;
using validator::isReg;

//===----------------------------------------------------------------------===//
// Alignments
//===----------------------------------------------------------------------===//

void visa::gen::legalize::proposeAlignments(
    RewriteContext &ctx, const InstData &d,
    llvm::SmallVectorImpl<Candidate> &out) {
  unsigned grf = ctx.P.GRFBytes;
  llvm::SmallVector<uint32_t, 4> ids;
  for (unsigned i = 0; i < 4; ++i) {
    const VirtualRef &ref = d.ref(i);
    const Operand &op = d.operand(i);
    if (!ref.isVirtual() || op.K != Operand::Kind::Reg ||
        op.Mode != AddrMode::Direct || op.File != RegFile::GRF)
      continue;
    const VRegDesc *reg = ctx.Regs.lookup(ref.Id);
    if (!reg || reg->Pinned >= 0 || reg->Align >= grf || reg->Bytes > grf)
      continue;
    if (!llvm::is_contained(ids, ref.Id))
      ids.push_back(ref.Id);
  }
  for (uint32_t align = 2; align <= grf; align *= 2)
    for (uint32_t id : ids)
      if (ctx.Regs.lookup(id)->Align < align) {
        Candidate c;
        c.Main.push_back(d);
        c.Raises.push_back({id, align});
        out.push_back(std::move(c));
      }
  if (ids.size() > 1) {
    Candidate c;
    c.Main.push_back(d);
    for (uint32_t id : ids)
      c.Raises.push_back({id, grf});
    out.push_back(std::move(c));
  }
}

//===----------------------------------------------------------------------===//
// Regions
//===----------------------------------------------------------------------===//

void visa::gen::legalize::proposeRegions(RewriteContext &ctx,
                                         const InstData &d,
                                         llvm::SmallVectorImpl<Candidate> &out) {
  (void)ctx;
  for (unsigned s = 0; s < d.I.NumSrcs && s < 3; ++s) {
    const Operand &op = d.I.Src[s];
    if (!isReg(op) || op.Align16 || op.MathMacro >= 0)
      continue;
    for (const Region &r : equivalentRegions(d.I, s)) {
      Candidate c;
      InstData n = d;
      n.I.Src[s].Rgn = r;
      c.Main.push_back(n);
      out.push_back(std::move(c));
    }
  }
}

//===----------------------------------------------------------------------===//
// Operands
//===----------------------------------------------------------------------===//

namespace {

/// The immediate `op` as a 16-bit one of the same value, if it fits.
std::optional<Operand> asWordImmediate(const Operand &op) {
  Operand w = op;
  switch (op.Type) {
  case DataType::B:
    w.Type = DataType::W;
    w.Imm = uint16_t(int16_t(int8_t(op.Imm)));
    return w;
  case DataType::UB:
    w.Type = DataType::UW;
    w.Imm = op.Imm & 0xFF;
    return w;
  case DataType::D: {
    int32_t v = int32_t(op.Imm);
    if (v < INT16_MIN || v > INT16_MAX)
      return std::nullopt;
    w.Type = DataType::W;
    w.Imm = uint16_t(int16_t(v));
    return w;
  }
  case DataType::UD:
    if ((op.Imm & 0xFFFFFFFF) > 0xFFFF)
      return std::nullopt;
    w.Type = DataType::UW;
    w.Imm = op.Imm & 0xFFFF;
    return w;
  default:
    return std::nullopt;
  }
}

/// The condition that holds for (b, a) when `c` holds for (a, b).
std::optional<CondMod> reversed(CondMod c) {
  switch (c) {
  case CondMod::Lt: return CondMod::Gt;
  case CondMod::Gt: return CondMod::Lt;
  case CondMod::Le: return CondMod::Ge;
  case CondMod::Ge: return CondMod::Le;
  case CondMod::Ze:
  case CondMod::Nz:
  case CondMod::Un:
    return c;
  default:
    return std::nullopt;
  }
}

void swapSources(InstData &d, unsigned a, unsigned b) {
  std::swap(d.I.Src[a], d.I.Src[b]);
  std::swap(d.Src[a], d.Src[b]);
}

/// `d` with sources 0 and 1 swapped, if that computes the same.
std::optional<InstData> swappedBinary(const InstData &d) {
  const Inst &I = d.I;
  if (getForm(I.Op) != OpForm::Binary || I.NumSrcs != 2)
    return std::nullopt;
  InstData n = d;
  if (isCommutative(I.Op)) {
    swapSources(n, 0, 1);
    return n;
  }
  if (I.Op == Opcode::Cmp || I.Op == Opcode::Cmpn) {
    std::optional<CondMod> c = reversed(I.Cond);
    if (!c)
      return std::nullopt;
    swapSources(n, 0, 1);
    n.I.Cond = *c;
    return n;
  }
  if (I.Op == Opcode::Sel) {
    // A predicated sel picks src0 where the predicate holds: swapped, it
    // picks it where the inverted predicate does. sel.l and sel.ge (min,
    // max) are symmetric.
    if (I.Pred != PredCtrl::None && I.Cond == CondMod::None) {
      if (I.Pred != PredCtrl::Normal)
        return std::nullopt;
      swapSources(n, 0, 1);
      n.I.PredInv = !I.PredInv;
      return n;
    }
    if (I.Pred == PredCtrl::None &&
        (I.Cond == CondMod::Lt || I.Cond == CondMod::Ge)) {
      swapSources(n, 0, 1);
      return n;
    }
  }
  return std::nullopt;
}

bool isShift(Opcode op) {
  return op == Opcode::Shl || op == Opcode::Shr || op == Opcode::Asr;
}

} // namespace

void visa::gen::legalize::proposeOperandRewrites(
    RewriteContext &ctx, const InstData &d,
    llvm::SmallVectorImpl<Candidate> &out) {
  const Inst &I = d.I;
  auto propose = [&](const InstData &n) {
    Candidate c;
    c.Main.push_back(n);
    out.push_back(std::move(c));
  };
  // Immediates: no byte immediates exist; Align1 three-source immediates
  // are 16 bits; a shift reads the low bits of its count.
  for (unsigned s = 0; s < I.NumSrcs && s < 3; ++s) {
    const Operand &op = I.Src[s];
    if (!isImm(op))
      continue;
    bool narrow = getTypeSize(op.Type) == 1 ||
                  (validator::isTernary(I) && !ctx.P.ThreeSrcAlign16);
    if (narrow)
      if (std::optional<Operand> w = asWordImmediate(op)) {
        InstData n = d;
        n.I.Src[s] = *w;
        propose(n);
      }
    if (isShift(I.Op) && s == 1 && getTypeSize(op.Type) == 8) {
      InstData n = d;
      n.I.Src[s].Type = DataType::UD;
      n.I.Src[s].Imm = op.Imm & 0xFFFFFFFF;
      propose(n);
    }
  }
  if (std::optional<InstData> n = swappedBinary(d))
    propose(*n);
  if (I.Op == Opcode::Mad) {
    // mad computes src0 + src1 * src2: the factors commute.
    InstData n = d;
    swapSources(n, 1, 2);
    propose(n);
  }
  if (I.NoDDClr || I.NoDDChk) {
    // Dependency-check hints only: dropping them is always correct.
    InstData n = d;
    n.I.NoDDClr = n.I.NoDDChk = false;
    propose(n);
  }
  if (I.ExecSize == 1 && isReg(I.Dst) && I.Dst.Rgn.HStride == 0) {
    InstData n = d;
    n.I.Dst.Rgn.HStride = 1;
    propose(n);
  }
}
