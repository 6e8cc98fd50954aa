//===- ValidateRegions.cpp - Register region restrictions -----------------===//
//
// The PRM's "Register Region Restrictions" for ALU instructions: the
// general restrictions on regioning parameters (Width, VertStride,
// HorzStride against ExecSize; rows must not cross a GRF), the region
// alignment rules (at most two GRFs per operand, how a destination splits
// over two GRFs), the restrictions based on operand types (destination
// stride and alignment against the execution type, ExecSize times the
// element size), and the Align16 forms.
//
//===----------------------------------------------------------------------===//

#include "ValidatorImpl.h"

using namespace visa::gen;
using namespace visa::gen::validator;

namespace {

/// The rules on one Align1 source's <VertStride;Width,HorzStride>.
void checkSourceRegion(Checker &c, unsigned i) {
  const Inst &I = c.I;
  const Operand &op = I.Src[i];
  const Region &r = op.Rgn;
  const char *name = srcName(i);
  unsigned exec = I.ExecSize;
  if (r.Width > 0) {
    c.check(RuleId::RegionWidthLeExecSize, unsigned(r.Width) > exec, [&] {
      return (llvm::Twine(name) + " Width " + llvm::Twine(int(r.Width)) +
              " exceeds ExecSize " + llvm::Twine(exec))
          .str();
    });
    // With a 64-bit type on products with CHV/BXT-style 64-bit regioning,
    // "VertStride = Width * HorzStride" (Validate64Bit.cpp) governs a
    // Width-1 region instead: IGC writes r64.0<4;1,4>:q on BXT.
    bool wide64 = c.P.Has64BitRegionRules && is64BitType(op.Type);
    c.check(RuleId::RegionWidth1HStride0,
            r.Width == 1 && r.HStride != 0 && !wide64, [&] {
              return (llvm::Twine(name) + " has Width 1 but HorzStride " +
                      llvm::Twine(int(r.HStride)))
                  .str();
            });
  }
  if (r.VStride < 0 || r.Width <= 0)
    return; // VxH / Vx1: ValidateIndirect.cpp
  c.check(RuleId::RegionVStrideEqWidthHStride,
          unsigned(r.Width) == exec && r.HStride != 0 &&
              r.VStride != r.Width * r.HStride,
          [&] {
            return (llvm::Twine(name) + " <" + llvm::Twine(int(r.VStride)) +
                    ";" + llvm::Twine(int(r.Width)) + "," +
                    llvm::Twine(int(r.HStride)) +
                    "> with ExecSize = Width needs VertStride " +
                    llvm::Twine(r.Width * r.HStride))
                .str();
          });
  c.check(RuleId::RegionScalarExecSize1,
          exec == 1 && r.Width == 1 && (r.VStride != 0 || r.HStride != 0), [&] {
            return (llvm::Twine(name) +
                    " of a SIMD1 instruction must be <0;1,0>")
                .str();
          });
  c.check(RuleId::RegionZeroStridesWidth1,
          r.VStride == 0 && r.HStride == 0 && r.Width != 1, [&] {
            return (llvm::Twine(name) +
                    " has VertStride = HorzStride = 0 but Width " +
                    llvm::Twine(int(r.Width)))
                .str();
          });
}

/// Direct GRF sources: rows within one GRF, the whole region within two.
/// Strides are never negative, so a row runs from its first element's
/// first byte to its last element's last byte.
void checkSourceSpan(Checker &c, unsigned i) {
  const Inst &I = c.I;
  const Operand &op = I.Src[i];
  WalkRegion r = walkRegion(I, i);
  if (!r.Valid || !isDirectGrf(op) || r.Width == 0)
    return;
  unsigned grf = c.P.GRFBytes;
  unsigned size = getTypeSize(op.Type);
  unsigned width = std::min(r.Width, unsigned(I.ExecSize));
  unsigned rows = std::max(1u, I.ExecSize / r.Width);
  unsigned rowBytes = (width - 1) * r.HStride * size + size;
  unsigned rowStride = r.VStride * size;
  // Three-source Align1 regions have no Width: nothing to cross.
  if (!isTernary(I) && c.on(RuleId::RegionRowCrossesGrf)) {
    // With VertStride 0 every row is the first.
    unsigned distinctRows = rowStride ? rows : 1;
    for (unsigned row = 0, start = op.SubRegByte; row < distinctRows;
         ++row, start += rowStride) {
      if (start / grf != (start + rowBytes - 1) / grf) {
        c.report(RuleId::RegionRowCrossesGrf, llvm::Twine(srcName(i)) +
                                                  " row " + llvm::Twine(row) +
                                                  " crosses a GRF boundary");
        break;
      }
    }
  }
  unsigned lastByte = op.SubRegByte + (rows - 1) * rowStride + rowBytes - size;
  c.check(RuleId::RegionSrcTwoGrfs, lastByte >= 2 * grf, [&] {
    return (llvm::Twine(srcName(i)) + " reaches byte " + llvm::Twine(lastByte) +
            " after its first register")
        .str();
  });
}

/// Registers (0 or 1 after the first) each channel's element lies in.
unsigned registerOf(const ElementWalk &w, unsigned ch, unsigned grf) {
  return w.byteOf(ch) / grf;
}

void checkDestination(Checker &c) {
  const Inst &I = c.I;
  const Operand &dst = I.Dst;
  if (!isReg(dst) || isNull(dst) || isMacro(dst))
    return;
  unsigned exec = I.ExecSize;
  unsigned grf = c.P.GRFBytes;
  c.check(RuleId::RegionDstHStrideNonZero, !I.Align16 && dst.Rgn.HStride == 0,
          [&] { return std::string("dst HorzStride is 0"); });
  if (!isDirect(dst))
    return;
  if (dst.File != RegFile::GRF)
    return;
  ElementWalk walk = destinationWalk(I);
  unsigned lastByte =
      dst.SubRegByte + (exec - 1) * walk.HStride * walk.TypeSize;
  c.check(RuleId::RegionDstTwoGrfs, lastByte >= 2 * grf, [&] {
    return ("dst reaches byte " + llvm::Twine(lastByte) +
            " after its first register")
        .str();
  });
  if (lastByte >= 2 * grf)
    return;
  bool twoRegs = lastByte / grf != dst.SubRegByte / grf;
  bool splitRule = c.P.Gen8RegionAlignment || I.Op == Opcode::Math;
  if (twoRegs && splitRule) {
    unsigned upper = 0;
    for (unsigned ch = 0; ch < exec; ++ch)
      upper += registerOf(walk, ch, grf) != registerOf(walk, 0, grf);
    c.check(RuleId::RegionDstEvenSplit, 2 * upper != exec, [&] {
      return ("dst writes " + llvm::Twine(exec - upper) +
              " elements to its first "
              "register and " +
              llvm::Twine(upper) + " to its second")
          .str();
    });
  }
  if (twoRegs || !c.on(RuleId::RegionDstOWordSplit))
    return;
  // BDW: a one-register destination read from a two-register source lies
  // in one OWord or splits evenly between the two.
  bool srcTwoRegs = false;
  for (unsigned i = 0; i < I.NumSrcs && i < 2; ++i) {
    WalkRegion r = walkRegion(I, i);
    if (!r.Valid || !isDirectGrf(I.Src[i]))
      continue;
    ElementWalk sw = sourceWalk(I, i, r);
    for (unsigned ch = 0; ch < exec && !srcTwoRegs; ++ch)
      srcTwoRegs =
          (sw.byteOf(ch) + sw.TypeSize - 1) / grf != sw.byteOf(0) / grf;
  }
  if (!srcTwoRegs)
    return;
  unsigned upper = 0;
  for (unsigned ch = 0; ch < exec; ++ch)
    upper += (walk.byteOf(ch) % grf) >= grf / 2;
  c.check(RuleId::RegionDstOWordSplit,
          upper != 0 && upper != exec && 2 * upper != exec, [&] {
            return ("dst writes " + llvm::Twine(exec - upper) +
                    " elements to its lower "
                    "OWord and " +
                    llvm::Twine(upper) + " to its upper one")
                .str();
          });
}

/// Destination stride and alignment against the execution type.
void checkExecutionType(Checker &c) {
  const Inst &I = c.I;
  const Operand &dst = I.Dst;
  if (I.ExecSize == 1 || !isReg(dst) || isNull(dst) || isMacro(dst) ||
      isTernary(I) || isMixedFloat(I))
    return;
  unsigned execSize = getTypeSize(executionType(I));
  unsigned dstSize = getTypeSize(dst.Type);
  if (execSize <= dstSize)
    return;
  bool byteDst = dstSize == 1;
  unsigned stride = dst.Rgn.HStride > 0 ? unsigned(dst.Rgn.HStride) : 1;
  // The PRM's destination rule: HorzStride * size "must be equal to or
  // greater than the size of the execution data type" (IGC writes bytes
  // four apart from word execution). Only a raw byte move may pack.
  if (!(byteDst && isRawMove(I)))
    c.check(RuleId::RegionDstStrideExecType, stride * dstSize < execSize, [&] {
      return ("dst stride " + llvm::Twine(stride * dstSize) +
              " bytes but the execution type is " + llvm::Twine(execSize) +
              " bytes wide")
          .str();
    });
  if (I.Align16 || !isDirect(dst))
    return;
  unsigned sub = dst.SubRegByte % execSize;
  c.check(RuleId::RegionDstSubRegExecType, sub != 0 && !(byteDst && sub == 1),
          [&] {
            return ("dst at byte " + llvm::Twine(unsigned(dst.SubRegByte)) +
                    " is not aligned to the " + llvm::Twine(execSize) +
                    "-byte execution type")
                .str();
          });
}

void checkSubRegAlignment(Checker &c) {
  const Inst &I = c.I;
  auto check = [&](const Operand &op, const char *name) {
    if (!isDirect(op) || isMacro(op) || op.Align16)
      return;
    unsigned size = getTypeSize(op.Type);
    c.check(RuleId::RegionSubRegAligned, op.SubRegByte % size != 0, [&] {
      return (llvm::Twine(name) + " at byte " +
              llvm::Twine(unsigned(op.SubRegByte)) + " is not aligned to its " +
              llvm::Twine(size) + "-byte type")
          .str();
    });
  };
  check(I.Dst, "dst");
  for (unsigned i = 0; i < I.NumSrcs && i < 3; ++i)
    check(I.Src[i], srcName(i));
}

void checkExecSizeBytes(Checker &c) {
  const Inst &I = c.I;
  unsigned widest =
      isReg(I.Dst) && !isNull(I.Dst) ? getTypeSize(I.Dst.Type) : 0;
  for (unsigned i = 0; i < I.NumSrcs && i < 3; ++i) {
    const Operand &op = I.Src[i];
    if (isReg(op) || (isImm(op) && !isVectorImmType(op.Type)))
      widest = std::max(widest, getTypeSize(op.Type));
  }
  c.check(RuleId::RegionExecSizeBytes, I.ExecSize * widest > 64, [&] {
    return ("ExecSize " + llvm::Twine(unsigned(I.ExecSize)) + " times " +
            llvm::Twine(widest) + "-byte elements exceeds 64 bytes")
        .str();
  });
}

void checkAlign16(Checker &c) {
  const Inst &I = c.I;
  if (isReg(I.Dst) && !isNull(I.Dst) && !isMacro(I.Dst))
    c.check(RuleId::RegionAlign16DstHStride, I.Dst.Rgn.HStride != 1, [&] {
      return ("Align16 dst HorzStride " + llvm::Twine(int(I.Dst.Rgn.HStride)))
          .str();
    });
  for (unsigned i = 0; i < I.NumSrcs && i < 2; ++i) {
    const Operand &op = I.Src[i];
    if (!isReg(op) || isMacro(op))
      continue;
    int vs = op.Rgn.VStride;
    c.check(RuleId::RegionAlign16VStride, vs != 0 && vs != 2 && vs != 4, [&] {
      return (llvm::Twine(srcName(i)) + " VertStride " + llvm::Twine(vs) +
              " in Align16")
          .str();
    });
  }
}

} // namespace

void validator::checkRegions(Checker &c) {
  const Inst &I = c.I;
  c.check(RuleId::RegionAlign16Only, I.Align16, [&] {
    return std::string("Align16 access mode on a product without it");
  });
  if (!isAlu(I))
    return;
  checkExecSizeBytes(c);
  checkSubRegAlignment(c);
  if (isTernary(I)) {
    // Align1 three-source operands: the span rules (ValidateThreeSrc.cpp
    // has the rest).
    if (!I.Align16)
      for (unsigned i = 0; i < 3; ++i)
        checkSourceSpan(c, i);
    if (!I.Align16)
      checkDestination(c);
    return;
  }
  if (I.Align16) {
    checkAlign16(c);
    return;
  }
  for (unsigned i = 0; i < I.NumSrcs && i < 2; ++i) {
    const Operand &op = I.Src[i];
    if (!isReg(op) || isMacro(op))
      continue;
    checkSourceRegion(c, i);
    checkSourceSpan(c, i);
  }
  if (I.NumSrcs == 2)
    c.check(RuleId::RegionByteSrc1,
            getTypeSize(I.Src[1].Type) == 1 && !isImm(I.Src[1]), [&] {
              return ("src1 has byte type " +
                      llvm::Twine(getTypeName(I.Src[1].Type)))
                  .str();
            });
  checkDestination(c);
  checkExecutionType(c);
}
