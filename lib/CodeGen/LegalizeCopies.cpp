//===- LegalizeCopies.cpp - Rewrites through temporaries ------------------===//
//
// The fixes that add moves:
//   source copies   a source copied into a temporary the instruction can
//                   read: packed (immediates, odd regions, accumulators,
//                   indirect sources), broadcast (a scalar the form cannot
//                   replicate), laid out like the destination (the 64-bit
//                   rules' equal strides and offsets), or converted (bytes
//                   to words for src1, HF to F, math operand types); with
//                   the source modifiers applied where the instruction
//                   takes none;
//   destination     the result written to a temporary (strided as the
//   temporaries     execution type needs, of a type the instruction can
//                   write, at another offset) and moved to the destination
//                   under the instruction's predicate;
//   conversions     a mov conversion mov lacks done in two steps (bytes
//                   and HF to or from 64-bit types), and mixed HF/F
//                   arithmetic on products without mixed float mode done
//                   in F.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"
#include "visa/Gen/GenOperandFacts.h"
#include "llvm/Support/MathExtras.h"

using namespace visa::gen;
using namespace visa::gen::legalize;
using validator::isImm;
using validator::isReg;

namespace {

bool isSignedInt(DataType t) {
  return t == DataType::B || t == DataType::W || t == DataType::D ||
         t == DataType::Q;
}

/// The types a copy of source `src` may convert it to, besides its own.
llvm::SmallVector<DataType, 2> conversionsOf(const Product &P,
                                             const InstData &d, unsigned src) {
  const Inst &I = d.I;
  DataType t = I.Src[src].Type;
  llvm::SmallVector<DataType, 2> out;
  if (t == DataType::B)
    out.push_back(DataType::W);
  if (t == DataType::UB)
    out.push_back(DataType::UW);
  if (t == DataType::HF)
    out.push_back(DataType::F);
  if (I.Op == Opcode::Math) {
    MathKind kind = getMathFnInfo(I.MathFn).Kind;
    if (kind == MathKind::Float && t != DataType::F &&
        !(t == DataType::HF && P.HasMixedFloat) && !llvm::is_contained(out, DataType::F))
      out.push_back(DataType::F);
    if (kind == MathKind::IntDiv && t != DataType::D && t != DataType::UD)
      out.push_back(isSignedInt(t) ? DataType::D : DataType::UD);
  }
  return out;
}

/// `d` reading `copy` as source `src`.
Candidate withCopiedSource(const InstData &d, unsigned src,
                           const CopiedSource &copy) {
  Candidate c;
  c.Before.append(copy.Moves.begin(), copy.Moves.end());
  InstData n = d;
  n.I.Src[src] = copy.Src;
  n.Src[src] = copy.Ref;
  c.Main.push_back(n);
  c.Temps.push_back(copy.Temp);
  return c;
}

} // namespace

void visa::gen::legalize::proposeSourceCopies(
    RewriteContext &ctx, const InstData &d,
    llvm::SmallVectorImpl<Candidate> &out) {
  const Inst &I = d.I;
  unsigned n = std::min(I.NumSrcs, 3u);
  auto copyable = [&](unsigned s) {
    const Operand &op = I.Src[s];
    return (isReg(op) || isImm(op)) && !op.Align16 && op.MathMacro < 0 &&
           !validator::isNull(op);
  };
  auto tryLayout = [&](unsigned s, const CopyLayout &layout) {
    if (std::optional<CopiedSource> copy = copySource(ctx.Regs, d, s, layout))
      out.push_back(withCopiedSource(d, s, *copy));
  };
  std::optional<unsigned> dstOffset = fixedGrfOffset(ctx.Regs, d, 0);
  for (unsigned s = 0; s < n; ++s) {
    if (!copyable(s))
      continue;
    const Operand &op = I.Src[s];
    tryLayout(s, CopyLayout{});
    bool scalar = isScalarSource(d, s);
    if (scalar && I.ExecSize > 1) {
      CopyLayout broadcast;
      broadcast.Broadcast = true;
      tryLayout(s, broadcast);
    }
    if (!scalar && dstOffset && isReg(I.Dst)) {
      // Like the destination: its byte stride and offset.
      unsigned dstStride = unsigned(std::max<int>(I.Dst.Rgn.HStride, 1)) *
                           getTypeSize(I.Dst.Type);
      unsigned size = getTypeSize(op.Type);
      if (dstStride % size == 0) {
        CopyLayout like;
        like.Stride = dstStride / size;
        like.Offset = *dstOffset;
        like.Exact = true;
        tryLayout(s, like);
      }
    }
    for (DataType t : conversionsOf(ctx.P, d, s)) {
      CopyLayout convert;
      convert.Type = t;
      tryLayout(s, convert);
    }
    if (isReg(op) && (op.Negate || op.Abs)) {
      CopyLayout modified;
      modified.ApplyModifiers = true;
      tryLayout(s, modified);
    }
  }
}

//===----------------------------------------------------------------------===//
// Destination temporaries
//===----------------------------------------------------------------------===//

void visa::gen::legalize::proposeDestinationTemps(
    RewriteContext &ctx, const InstData &d,
    llvm::SmallVectorImpl<Candidate> &out) {
  const Inst &I = d.I;
  const Operand &dst = I.Dst;
  if (!isReg(dst) || validator::isNull(dst) || dst.Align16 ||
      dst.MathMacro >= 0 || dst.File != RegFile::GRF ||
      I.Op == Opcode::Mac || I.Op == Opcode::Mach || I.AccWrEn)
    return;
  bool movesPredicate = I.Op != Opcode::Sel && I.Pred != PredCtrl::None;
  if (movesPredicate && predicateFlagIsWritten(d))
    return;
  unsigned grf = ctx.P.GRFBytes;
  llvm::SmallVector<DataType, 3> types = {dst.Type};
  if (dst.Type == DataType::HF)
    types.push_back(DataType::F);
  if (I.Op == Opcode::Math) {
    MathKind kind = getMathFnInfo(I.MathFn).Kind;
    if (kind == MathKind::Float && dst.Type != DataType::F &&
        dst.Type != DataType::HF)
      types.push_back(DataType::F);
    if (kind == MathKind::IntDiv && dst.Type != DataType::D &&
        dst.Type != DataType::UD)
      types.push_back(isSignedInt(dst.Type) ? DataType::D : DataType::UD);
  }
  llvm::SmallVector<unsigned, 3> offsets = {0};
  for (unsigned s = 0; s < I.NumSrcs && s < 2; ++s)
    if (isReg(I.Src[s]) && !isScalarSource(d, s))
      if (std::optional<unsigned> at = fixedGrfOffset(ctx.Regs, d, s + 1))
        if (*at && !llvm::is_contained(offsets, *at))
          offsets.push_back(*at);
  unsigned n = I.ExecSize;
  for (DataType t : types)
    for (unsigned offset : offsets)
      for (unsigned stride : {1u, 2u, 4u}) {
        bool convert = t != dst.Type;
        if (convert && I.Saturate && I.Cond != CondMod::None)
          continue;
        // Three-source destinations are aligned further (16 bytes covers
        // the Align16 and Align1 forms).
        TempOperands temp = newTemp(ctx.Regs, t, n, stride, offset,
                                    validator::isTernary(I) ? 16 : 1);
        Candidate c;
        InstData m = d;
        m.I.Dst = temp.Dst;
        m.Dst = temp.Ref;
        if (convert)
          m.I.Saturate = false;
        c.After = moveOut(d, temp.Src, temp.Ref, grf);
        if (c.After.empty())
          continue;
        c.Main.push_back(m);
        c.Temps.push_back(temp.Id);
        out.push_back(std::move(c));
      }
  proposeMergedDestination(ctx, d, out);
}

/// A masked destination the product cannot write in the channel groups
/// the encoding has (BDW's even two-register split below SIMD8): the
/// destination's elements copied to an aligned temporary, the instruction
/// writing its channels there, and every element copied back unmasked, in
/// pieces as small as it takes.
void visa::gen::legalize::proposeMergedDestination(
    RewriteContext &ctx, const InstData &d,
    llvm::SmallVectorImpl<Candidate> &out) {
  const Inst &I = d.I;
  const Operand &dst = I.Dst;
  if (I.NoMask && I.Pred == PredCtrl::None)
    return;
  if (!isReg(dst) || dst.Mode != AddrMode::Direct ||
      dst.File != RegFile::GRF || dst.Align16)
    return;
  unsigned hs = unsigned(std::max<int>(dst.Rgn.HStride, 1));
  TempOperands temp = newTemp(ctx.Regs, rawType(dst.Type), I.ExecSize, hs);
  // The destination read as a source: old values in, new values out.
  InstData in = sameExecution(d, Opcode::Mov);
  in.I.NoMask = true;
  in.I.NumSrcs = 1;
  in.I.Dst = temp.Dst;
  in.Dst = temp.Ref;
  in.I.Src[0] = dst;
  in.I.Src[0].Type = rawType(dst.Type);
  in.I.Src[0].Rgn = stridedRegion(I.ExecSize, hs);
  in.Src[0] = d.Dst;
  InstData outMove = in;
  std::swap(outMove.I.Dst, outMove.I.Src[0]);
  std::swap(outMove.Dst, outMove.Src[0]);
  outMove.I.Dst.Rgn = Region{-1, -1, int8_t(hs)};
  outMove.I.Src[0].Rgn = temp.Src.Rgn;
  Candidate c;
  c.Before.push_back(in);
  InstData m = d;
  m.I.Dst = temp.Dst;
  m.I.Dst.Type = dst.Type;
  m.Dst = temp.Ref;
  c.Main.push_back(m);
  c.After.push_back(outMove);
  c.Temps.push_back(temp.Id);
  out.push_back(std::move(c));
}

//===----------------------------------------------------------------------===//
// Conversions in two steps
//===----------------------------------------------------------------------===//

void visa::gen::legalize::proposeConversions(
    RewriteContext &ctx, const InstData &d,
    llvm::SmallVectorImpl<Candidate> &out) {
  const Inst &I = d.I;
  if (I.Op != Opcode::Mov || I.NumSrcs != 1 || !isReg(I.Dst))
    return;
  DataType from = I.Src[0].Type, to = I.Dst.Type;
  unsigned fs = getTypeSize(from), ts = getTypeSize(to);
  DataType mid = DataType::Invalid;
  if (fs == 1 && ts == 8)
    mid = from == DataType::B ? DataType::D : DataType::UD;
  else if (fs == 8 && ts == 1)
    mid = from == DataType::UQ ? DataType::UD : DataType::D;
  else if ((from == DataType::HF && ts == 8) || (fs == 8 && to == DataType::HF))
    mid = DataType::F;
  if (mid == DataType::Invalid || validator::isVectorImmType(from))
    return;
  // Strided like the wider end, so that neither step changes the stride.
  unsigned stride = std::max(1u, std::max(fs, ts) / getTypeSize(mid));
  TempOperands temp = newTemp(ctx.Regs, mid, I.ExecSize, stride);
  InstData first = sameExecution(d, Opcode::Mov);
  first.I.NumSrcs = 1;
  first.I.Dst = temp.Dst;
  first.Dst = temp.Ref;
  first.I.Src[0] = I.Src[0];
  first.Src[0] = d.Src[0];
  InstData second = d;
  second.I.Src[0] = temp.Src;
  second.Src[0] = temp.Ref;
  Candidate c;
  c.Main.push_back(first);
  c.Main.push_back(second);
  c.Temps.push_back(temp.Id);
  out.push_back(std::move(c));
}

std::optional<Candidate>
visa::gen::legalize::promoteToFloat(RewriteContext &ctx, const InstData &d) {
  const Inst &I = d.I;
  bool halfs = I.Dst.Type == DataType::HF;
  for (unsigned s = 0; s < I.NumSrcs && s < 3; ++s)
    halfs |= I.Src[s].Type == DataType::HF;
  if (I.Op == Opcode::Mov || !halfs || I.Align16)
    return std::nullopt;
  Candidate c;
  InstData m = d;
  for (unsigned s = 0; s < I.NumSrcs && s < 3; ++s) {
    if (I.Src[s].Type != DataType::HF)
      continue;
    CopyLayout toF;
    toF.Type = DataType::F;
    std::optional<CopiedSource> copy = copySource(ctx.Regs, d, s, toF);
    if (!copy)
      return std::nullopt;
    c.Before.append(copy->Moves.begin(), copy->Moves.end());
    m.I.Src[s] = copy->Src;
    m.Src[s] = copy->Ref;
    c.Temps.push_back(copy->Temp);
  }
  if (I.Dst.Type == DataType::HF && isReg(I.Dst) && !validator::isNull(I.Dst)) {
    if (I.Pred != PredCtrl::None && I.Op != Opcode::Sel &&
        predicateFlagIsWritten(d))
      return std::nullopt;
    TempOperands temp = newTemp(ctx.Regs, DataType::F, I.ExecSize, 1);
    m.I.Dst = temp.Dst;
    m.Dst = temp.Ref;
    // Saturation clamps the F result already; the move's is a no-op.
    c.After = moveOut(d, temp.Src, temp.Ref, ctx.P.GRFBytes);
    c.Temps.push_back(temp.Id);
  }
  c.Main.push_back(m);
  return c;
}

void visa::gen::legalize::proposeFloatPromotion(
    RewriteContext &ctx, const InstData &d,
    llvm::SmallVectorImpl<Candidate> &out) {
  if (std::optional<Candidate> c = promoteToFloat(ctx, d))
    out.push_back(std::move(*c));
}

//===----------------------------------------------------------------------===//
// The 64-bit rules' layout
//===----------------------------------------------------------------------===//

/// Under CHV/BXT-style 64-bit rules (64-bit types, DWord multiplies) every
/// operand but scalars moves with the same qword-aligned stride from the
/// same offset: the destination through a temporary strided by a qword
/// when it is not, and every vector source copied to that layout.
void visa::gen::legalize::proposeQWordLayout(
    RewriteContext &ctx, const InstData &d,
    llvm::SmallVectorImpl<Candidate> &out) {
  const Inst &I = d.I;
  const Operand &dst = I.Dst;
  if (!ctx.P.Has64BitRegionRules || I.Align16 || validator::isTernary(I) ||
      !isReg(dst) || validator::isNull(dst) || dst.File != RegFile::GRF)
    return;
  bool wide = getTypeSize(dst.Type) == 8 ||
              getTypeSize(validator::executionType(I)) == 8 ||
              validator::isDWordMultiply(I);
  if (!wide)
    return;
  // The destination where it is when it already has a qword stride and a
  // fixed offset; else, or if its offset leaves the sources no region
  // (rows across a GRF), through a temporary starting a GRF.
  for (bool relocate : {false, true})
    if (std::optional<Candidate> c = qwordLayout(ctx, d, relocate))
      out.push_back(std::move(*c));
}

std::optional<Candidate>
visa::gen::legalize::qwordLayout(RewriteContext &ctx, const InstData &d,
                                 bool relocate) {
  const Inst &I = d.I;
  const Operand &dst = I.Dst;
  unsigned grf = ctx.P.GRFBytes, size = getTypeSize(dst.Type);
  unsigned strideBytes = unsigned(std::max<int>(dst.Rgn.HStride, 1)) * size;
  std::optional<unsigned> offset = fixedGrfOffset(ctx.Regs, d, 0);
  bool keep = strideBytes % 8 == 0 && offset && !relocate;
  if (relocate && strideBytes % 8 == 0 && offset == 0u)
    return std::nullopt; // already where a temporary would be
  Candidate c;
  InstData m = d;
  if (!keep) {
    // Bytes a qword apart: as dwords, truncated by the move.
    DataType tempType = dst.Type;
    if (size == 1) {
      tempType = dst.Type == DataType::B ? DataType::D : DataType::UD;
      size = 4;
    }
    if (8 % size || I.Op == Opcode::Mac || I.AccWrEn ||
        (tempType != dst.Type && I.Cond != CondMod::None) ||
        (I.Op != Opcode::Sel && I.Pred != PredCtrl::None &&
         predicateFlagIsWritten(d)))
      return std::nullopt;
    TempOperands temp = newTemp(ctx.Regs, tempType, I.ExecSize, 8 / size, 0);
    c.After = moveOut(d, temp.Src, temp.Ref, grf);
    if (c.After.empty())
      return std::nullopt;
    // The temporary starts a GRF: its offset is exact.
    c.Raises.push_back({temp.Id, grf});
    c.Temps.push_back(temp.Id);
    m.I.Dst = temp.Dst;
    m.Dst = temp.Ref;
    if (tempType != dst.Type)
      m.I.Saturate = false; // the move saturates into the destination
    strideBytes = 8;
    offset = 0;
  }
  for (unsigned s = 0; s < I.NumSrcs && s < 2; ++s) {
    const Operand &op = I.Src[s];
    if (!isReg(op) || isScalarSource(d, s))
      continue;
    unsigned srcSize = getTypeSize(op.Type);
    llvm::SmallVector<unsigned, 32> at = sourceOffsets(I, s);
    std::optional<unsigned> srcOffset = fixedGrfOffset(ctx.Regs, d, s + 1);
    bool laidOut = srcOffset && *srcOffset == *offset;
    for (unsigned ch = 0; ch < at.size() && laidOut; ++ch)
      laidOut = at[ch] == ch * strideBytes;
    if (laidOut)
      continue;
    CopyLayout like;
    like.Exact = true;
    like.Offset = *offset;
    if (strideBytes / srcSize > 4 && validator::isIntType(op.Type)) {
      // Bytes and words that far apart: as dwords of the same value.
      like.Type = isSignedInt(op.Type) ? DataType::D : DataType::UD;
      srcSize = 4;
    }
    if (strideBytes % srcSize)
      return std::nullopt;
    like.Stride = strideBytes / srcSize;
    std::optional<CopiedSource> copy = copySource(ctx.Regs, d, s, like);
    if (!copy)
      return std::nullopt;
    c.Before.append(copy->Moves.begin(), copy->Moves.end());
    c.Temps.push_back(copy->Temp);
    m.I.Src[s] = copy->Src;
    m.Src[s] = copy->Ref;
  }
  c.Main.push_back(m);
  return c;
}
