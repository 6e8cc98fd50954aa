//===- LegalizeThreeSrc.cpp - The three-source instruction forms ----------===//
//
// Three-source instructions (mad, lrp, bfe, bfi2, csel; madm is built
// legal by the math macros) are Align16 on Gen8/9 and Align1 from Gen11.
// The lowering writes them in Align1 with two-source regions; here they
// get their product's form.
//
// Gen8/9 Align16 (facts from IGC's HWConformity, isGoodAlign16Src and
// fix3SrcInst): operands are direct GRFs, no immediates; a source is a
// scalar (replicated; a 64-bit scalar only at SIMD1, as an .xyxy/.zwzw
// swizzle) or packed and aligned to 16 bytes (to a GRF from SIMD8 on, and
// on BDW for types under a dword); the destination is packed and aligned
// likewise; SIMD1 is SIMD4 (SIMD2 for 64-bit types) at the 16-byte
// boundary writing one channel.
//
// Gen11+ Align1 (same source, isGoodAlign1TernarySrc/Dst): src0 and src1
// have a vertical and a horizontal stride, the width is implied, rows must
// not cross a GRF; src2 has one stride; one 16-bit immediate at most, in
// src0 or src2 (not src0 at SIMD16); no 64-bit integers. The encodings'
// own limits (strides, destination subregister) are found by the
// encoding round trip (LegalizeCheck.cpp), the regions by the region
// family (LegalizeRegions.cpp).
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"
#include "visa/Gen/GenOperandFacts.h"

using namespace visa::gen;
using namespace visa::gen::legalize;
using validator::isImm;
using validator::isReg;

static bool isThreeSrcForm(const Inst &inst) {
  return validator::isTernary(inst) && inst.Op != Opcode::Madm;
}

/// The alignment an Align16 three-source operand of `type` needs at
/// `execSize`.
static unsigned align16Alignment(const Product &P, DataType type,
                                 unsigned execSize) {
  unsigned size = getTypeSize(type);
  if (P.Gen == Platform::Gen8 && size < 4)
    return P.GRFBytes;
  return execSize * size >= P.GRFBytes ? P.GRFBytes : 16;
}

//===----------------------------------------------------------------------===//
// Form requirements
//===----------------------------------------------------------------------===//

/// Counts one form problem (an operand's) in `out`.
static void formProblem(Problems &out, const llvm::Twine &message) {
  for (Problem &p : out)
    if (p.K == Problem::Form) {
      ++p.Count;
      return;
    }
  out.push_back({Problem::Form, RuleId::NumRules, 1, message.str()});
}

static void checkAlign16Form(const Product &P, const Inst &I, Problems &out) {
  const Operand &dst = I.Dst;
  if (!isReg(dst) || dst.Mode != AddrMode::Direct || dst.File != RegFile::GRF)
    formProblem(out, "Align16 three-source destination is not a GRF");
  else if (dst.Rgn.HStride != 1)
    formProblem(out, "Align16 three-source destination is not packed");
  else if (dst.SubRegByte % align16Alignment(P, dst.Type, I.ExecSize))
    formProblem(out, "Align16 three-source destination is not aligned");
  for (unsigned s = 0; s < 3; ++s) {
    const Operand &op = I.Src[s];
    if (!isReg(op) || op.Mode != AddrMode::Direct || op.File != RegFile::GRF) {
      formProblem(out, "Align16 three-source src" + llvm::Twine(s) +
                           " is not a GRF");
      continue;
    }
    bool wideScalar = getTypeSize(op.Type) == 8 &&
                      (op.Swizzle == 0x44 || op.Swizzle == 0xEE);
    if (op.RepCtrl || wideScalar)
      continue;
    if (op.SubRegByte % align16Alignment(P, op.Type, I.ExecSize))
      formProblem(out, "Align16 three-source src" + llvm::Twine(s) +
                           " is not aligned");
  }
}

static void checkAlign1Form(const Product &P, const Inst &I, Problems &out) {
  unsigned immediates = 0, grf = P.GRFBytes;
  for (unsigned s = 0; s < 3; ++s) {
    const Operand &op = I.Src[s];
    if (op.Type == DataType::Q || op.Type == DataType::UQ) {
      formProblem(out, "three-source src" + llvm::Twine(s) +
                           " is a 64-bit integer");
      continue;
    }
    if (isImm(op)) {
      ++immediates;
      if (s == 0 && I.ExecSize == 16)
        formProblem(out, "three-source src0 immediate at SIMD16");
      continue;
    }
    if (!isReg(op) || op.MathMacro >= 0 || op.Mode != AddrMode::Direct)
      continue;
    // The region as written (explicit width) must read what the encoding
    // reads (implied width; src2 one stride).
    Inst explicitForm = I;
    explicitForm.Op = Opcode::Add; // any two-source opcode
    explicitForm.NumSrcs = 2;
    explicitForm.Src[0] = op;
    explicitForm.Src[1] = op;
    llvm::SmallVector<unsigned, 32> asWritten = sourceOffsets(explicitForm, 0);
    llvm::SmallVector<unsigned, 32> asEncoded = sourceOffsets(I, s);
    if (s == 2) // the encoding keeps src2's horizontal stride only
      for (unsigned ch = 0; ch < asEncoded.size(); ++ch)
        asEncoded[ch] = ch * unsigned(std::max<int>(op.Rgn.HStride, 0)) *
                        getTypeSize(op.Type);
    if (asWritten != asEncoded) {
      formProblem(out, "three-source src" + llvm::Twine(s) +
                           " region has no Align1 three-source form");
      continue;
    }
    if (s == 2) {
      bool single = true;
      for (unsigned ch = 1; ch < asEncoded.size() && single; ++ch)
        single = asEncoded[ch] - asEncoded[ch - 1] ==
                 asEncoded[1] - asEncoded[0];
      if (!single)
        formProblem(out, "three-source src2 has more than one stride");
      continue;
    }
    validator::WalkRegion r = validator::walkRegion(I, s);
    unsigned width = std::max(1u, std::min(r.Width, unsigned(I.ExecSize)));
    unsigned size = getTypeSize(op.Type);
    for (unsigned row = 0; row * width < asEncoded.size(); ++row) {
      unsigned first = op.SubRegByte + asEncoded[row * width];
      unsigned last = op.SubRegByte + asEncoded[row * width + width - 1] + size - 1;
      if (first / grf != last / grf) {
        formProblem(out, "three-source src" + llvm::Twine(s) +
                             " row crosses a GRF");
        break;
      }
    }
  }
  if (immediates > 1)
    formProblem(out, "three-source instruction with two immediates");
}

void visa::gen::legalize::checkThreeSrcForm(const Product &P, const Inst &inst,
                                            Problems &out) {
  if (!isThreeSrcForm(inst))
    return;
  if (P.ThreeSrcAlign16) {
    if (inst.Align16)
      checkAlign16Form(P, inst, out);
    return;
  }
  checkAlign1Form(P, inst, out);
}

//===----------------------------------------------------------------------===//
// Align1 to Align16 (Gen8/9)
//===----------------------------------------------------------------------===//

namespace {

/// Whether source `s` of `d` reads consecutive elements.
bool isPacked(const InstData &d, unsigned s) {
  llvm::SmallVector<unsigned, 32> at = sourceOffsets(d.I, s);
  unsigned size = getTypeSize(d.I.Src[s].Type);
  for (unsigned ch = 0; ch < at.size(); ++ch)
    if (at[ch] != ch * size)
      return false;
  return !at.empty();
}

/// Requires operand `index` of `m` to sit at a multiple of `align` in its
/// GRF: by raising its register's alignment, or true if it already does.
/// False when its place is fixed elsewhere.
bool requireAlignment(const VRegTable &regs, const InstData &m, unsigned index,
                      unsigned align, Candidate &c) {
  if (std::optional<unsigned> at = fixedGrfOffset(regs, m, index))
    return *at % align == 0;
  const VirtualRef &ref = m.ref(index);
  const VRegDesc *reg = ref.isVirtual() ? regs.lookup(ref.Id) : nullptr;
  if (!reg || ref.Offset % align)
    return false;
  c.Raises.push_back({ref.Id, align});
  return true;
}

/// Operand `index`'s offset modulo `modulus` (16) wherever it is placed:
/// fixed, or made so by raising its register's alignment.
std::optional<unsigned> knownModulo(const VRegTable &regs, const InstData &m,
                                    unsigned index, unsigned modulus,
                                    Candidate &c) {
  if (std::optional<unsigned> at = fixedGrfOffset(regs, m, index))
    return *at % modulus;
  const VirtualRef &ref = m.ref(index);
  if (!ref.isVirtual() || !regs.lookup(ref.Id))
    return std::nullopt;
  c.Raises.push_back({ref.Id, modulus});
  return ref.Offset % modulus;
}

} // namespace

/// Adds to `c` the Align16 form of `d` (with the copies, alignments and
/// temporaries it needs). False if `d` has none.
static bool convertToAlign16(RewriteContext &ctx, const InstData &d,
                             Candidate &c) {
  const Product &P = ctx.P;
  unsigned n = d.I.ExecSize, grf = P.GRFBytes;
  if (n == 1 && d.I.Cond != CondMod::None)
    return false; // SIMD4 with one channel would write four flag bits
  InstData m = d;
  // SIMD1 becomes SIMD4 with one channel, which knows no channel mask:
  // a masked or predicated one computes into a temporary unmasked, then
  // moves the element under the mask.
  bool scalarViaTemp = n == 1 && (!d.I.NoMask || d.I.Pred != PredCtrl::None);
  if (scalarViaTemp) {
    m.I.NoMask = true;
    m.I.Pred = PredCtrl::None;
    m.Flag = VirtualRef();
  }
  // Sources: a GRF scalar (replicated) or a packed, aligned GRF vector;
  // anything else is copied to one.
  for (unsigned s = 0; s < 3; ++s) {
    const Operand &op = d.I.Src[s];
    bool wide = getTypeSize(op.Type) == 8;
    bool scalar = isScalarSource(d, s);
    bool grfReg = isReg(op) && op.Mode == AddrMode::Direct &&
                  op.File == RegFile::GRF;
    bool copy = !grfReg || (scalar && wide && n > 1) || (!scalar && !isPacked(d, s));
    unsigned align = align16Alignment(P, op.Type, n);
    if (!copy && !scalar && !requireAlignment(ctx.Regs, d, s + 1, align, c))
      copy = true;
    if (copy) {
      CopyLayout layout;
      layout.Broadcast = scalar && wide && n > 1;
      if (!scalar || layout.Broadcast)
        layout.Offset = 0;
      std::optional<CopiedSource> cp = copySource(ctx.Regs, d, s, layout);
      if (!cp)
        return false;
      c.Before.append(cp->Moves.begin(), cp->Moves.end());
      c.Temps.push_back(cp->Temp);
      m.I.Src[s] = cp->Src;
      m.Src[s] = cp->Ref;
      scalar = scalar && !layout.Broadcast;
      if (!scalar && cp->Src.Rgn.HStride != 1 &&
          !(cp->Src.Rgn.Width == 1 && cp->Src.Rgn.VStride == 1))
        return false;
      // Temporaries of a GRF or more are GRF-aligned; smaller ones are
      // aligned to their size, a power of two of at least 16 here.
      if (!scalar)
        c.Raises.push_back({cp->Temp, std::max(align, 16u)});
    }
    Operand &o = m.I.Src[s];
    o.Align16 = true;
    o.Rgn = Region{};
    o.Swizzle = 0xE4;
    if (scalar && !wide) {
      o.RepCtrl = true;
    } else if (scalar) {
      // A 64-bit scalar (SIMD1 only): its 16-byte group, swizzled to the
      // element.
      std::optional<unsigned> within = knownModulo(ctx.Regs, m, s + 1, 16, c);
      if (!within)
        return false;
      o.Swizzle = *within >= 8 ? 0xEE : 0x44;
      if (m.Src[s].isVirtual())
        m.Src[s].Offset -= *within;
      else
        o.SubRegByte = uint8_t(o.SubRegByte - *within);
    }
  }
  // Destination: packed, aligned; otherwise through a temporary.
  Operand &dst = m.I.Dst;
  bool wide = getTypeSize(dst.Type) == 8;
  bool direct = isReg(dst) && dst.Mode == AddrMode::Direct &&
                dst.File == RegFile::GRF;
  unsigned dstAlign = n == 1 ? 16 : align16Alignment(P, dst.Type, n);
  bool viaTemp = !direct || (n > 1 && dst.Rgn.HStride != 1) || scalarViaTemp;
  if (!viaTemp && n > 1 && !requireAlignment(ctx.Regs, d, 0, dstAlign, c))
    viaTemp = true;
  if (viaTemp) {
    TempOperands temp = newTemp(ctx.Regs, dst.Type, n, 1, 0, 16);
    // Ahead of moves already there (a promotion's into the destination).
    llvm::SmallVector<InstData, 2> moves = moveOut(d, temp.Src, temp.Ref, grf);
    if (moves.empty())
      return false;
    c.After.insert(c.After.begin(), moves.begin(), moves.end());
    c.Temps.push_back(temp.Id);
    m.I.Dst = temp.Dst;
    m.Dst = temp.Ref;
  }
  dst.Align16 = true;
  dst.Rgn = Region{-1, -1, 1};
  dst.WriteMask = 0xF;
  if (n == 1) {
    // SIMD4 (SIMD2) at the 16-byte group, writing the one channel.
    std::optional<unsigned> at = knownModulo(ctx.Regs, m, 0, dstAlign, c);
    unsigned size = getTypeSize(dst.Type);
    if (!at || size < 4)
      return false;
    unsigned within = *at, comp = within / size;
    m.I.ExecSize = wide ? 2 : 4;
    m.I.ChanOffset = 0;
    dst.WriteMask = uint8_t(wide ? 3u << (2 * comp) : 1u << comp);
    if (m.Dst.isVirtual())
      m.Dst.Offset -= within;
    else
      dst.SubRegByte = uint8_t(dst.SubRegByte - within);
  }
  m.I.Align16 = true;
  // The product's Align16 encoding must hold these types (BDW has no HF):
  // asked of the encoder with the operands at aligned places.
  Inst probe = m.I;
  for (unsigned i = 0; i < 4; ++i) {
    Operand &o = i == 0 ? probe.Dst : probe.Src[i - 1];
    o.File = RegFile::GRF;
    o.RegNum = uint8_t(1 + 2 * i);
    o.SubRegByte = 0;
  }
  if (encodingLoss(P.Gen, probe))
    return false;
  c.Main.push_back(m);
  return true;
}

void visa::gen::legalize::proposeThreeSrcForms(
    RewriteContext &ctx, const InstData &d,
    llvm::SmallVectorImpl<Candidate> &out) {
  if (!ctx.P.ThreeSrcAlign16 || d.I.Align16 || !isThreeSrcForm(d.I))
    return;
  Candidate c;
  if (convertToAlign16(ctx, d, c))
    out.push_back(std::move(c));
  // In F, for HF operands the product's Align16 encoding cannot hold; in
  // halves if F makes them wider than two GRFs.
  std::optional<Candidate> promoted = promoteToFloat(ctx, d);
  if (!promoted)
    return;
  llvm::SmallVector<InstData, 2> parts = {promoted->Main.front()};
  promoted->Main.clear();
  if (d.I.ExecSize * 4 > 2 * ctx.P.GRFBytes) {
    Candidate halves;
    if (!halve(ctx, parts.front(), halves))
      return;
    promoted->Before.append(halves.Before.begin(), halves.Before.end());
    promoted->Temps.append(halves.Temps.begin(), halves.Temps.end());
    parts.assign(halves.Main.begin(), halves.Main.end());
  }
  for (const InstData &part : parts)
    if (!convertToAlign16(ctx, part, *promoted))
      return;
  out.push_back(std::move(*promoted));
}
