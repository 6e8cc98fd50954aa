//===- ValidateMixedFloat.cpp - Half float conversions, mixed float mode --===//
//
// Conversions to and from HF (the destination layout they need), and the
// SKL PRM's "Special Restrictions for Handling Mixed Mode Float Operations"
// for instructions mixing F and HF operands: no indirect sources, SIMD8
// limits, packed HF destinations oword-aligned, strided HF math inputs,
// accumulator sources. Products without mixed float mode (BDW) mix F and
// HF only in a mov conversion.
//
//===----------------------------------------------------------------------===//

#include "ValidatorImpl.h"

using namespace visa::gen;
using namespace visa::gen::validator;

namespace {

bool isHF(const Operand &op) { return op.Type == DataType::HF; }

/// Destination layout of conversions between HF and other types.
void checkHalfConversions(Checker &c) {
  const Inst &I = c.I;
  const Operand &dst = I.Dst;
  if (I.ExecSize == 1 || I.Align16 || !isDirect(dst) || isNull(dst))
    return;
  bool intHF = false, toHF = false;
  for (unsigned i = 0; i < I.NumSrcs && i < 2; ++i) {
    const Operand &op = I.Src[i];
    if ((!isReg(op) && !isImm(op)) || op.Type == dst.Type)
      continue;
    if ((isHF(dst) && isIntType(op.Type)) || (isIntType(dst.Type) && isHF(op)))
      intHF = true;
    else if (isHF(dst) && op.Type == DataType::F)
      toHF = true;
  }
  unsigned stride = dst.Rgn.HStride > 0 ? unsigned(dst.Rgn.HStride) : 1;
  unsigned strideBytes = stride * getTypeSize(dst.Type);
  if (intHF) {
    c.check(RuleId::HFIntConversionDst,
            strideBytes != 4 || dst.SubRegByte % 4 != 0, [&] {
              return ("dst stride " + llvm::Twine(strideBytes) +
                      " bytes at byte " +
                      llvm::Twine(unsigned(dst.SubRegByte)) +
                      " (needs a DWord stride and alignment)")
                  .str();
            });
    return;
  }
  if (toHF)
    c.check(RuleId::HFDstStride,
            stride != 2 &&
                !(isMixedFloat(I) && stride == 1 && dst.SubRegByte % 16 == 0),
            [&] {
              return ("HF dst stride " + llvm::Twine(stride) + " at byte " +
                      llvm::Twine(unsigned(dst.SubRegByte)))
                  .str();
            });
}

void checkMixedMode(Checker &c) {
  const Inst &I = c.I;
  const Operand &dst = I.Dst;
  unsigned n = std::min(I.NumSrcs, 2u);
  for (unsigned i = 0; i < n; ++i)
    c.check(RuleId::MixedFloatNoIndirect,
            isReg(I.Src[i]) && I.Src[i].Mode == AddrMode::Indirect,
            [&] { return (llvm::Twine(srcName(i)) + " is indirect").str(); });
  c.check(RuleId::MixedFloatFDstSimd8,
          I.ExecSize > 8 && dst.Type == DataType::F && I.Op != Opcode::Mov,
          [&] {
            return ("ExecSize " + llvm::Twine(unsigned(I.ExecSize)) +
                    " with an F dst")
                .str();
          });
  if (I.Align16) {
    bool unpacked = false;
    for (unsigned i = 0; i < n; ++i)
      unpacked |= isReg(I.Src[i]) && I.Src[i].Rgn.VStride != 4;
    c.check(RuleId::MixedFloatAlign16Packed,
            unpacked || I.ExecSize > 8 || readsAccumulator(I), [&] {
              return std::string(
                  "Align16 mixed float needs packed sources (VertStride 4), "
                  "ExecSize 8 at most and no accumulator source");
            });
    return;
  }
  unsigned stride = dst.Rgn.HStride > 0 ? unsigned(dst.Rgn.HStride) : 1;
  bool packedHF = isHF(dst) && stride == 1 && !isNull(dst);
  c.check(RuleId::MixedFloatPackedHFSimd8,
          packedHF && (I.ExecSize > 8 || dst.SubRegByte % 16 != 0), [&] {
            return ("packed HF dst at byte " +
                    llvm::Twine(unsigned(dst.SubRegByte)) + " with ExecSize " +
                    llvm::Twine(unsigned(I.ExecSize)))
                .str();
          });
  if (I.Op == Opcode::Math)
    for (unsigned i = 0; i < n; ++i)
      c.check(
          RuleId::MixedFloatMathStrided,
          isReg(I.Src[i]) && isHF(I.Src[i]) && I.Src[i].Rgn.HStride <= 1,
          [&] { return (llvm::Twine(srcName(i)) + " is packed HF").str(); });
  if (packedHF)
    for (unsigned i = 0; i < n; ++i) {
      const Operand &op = I.Src[i];
      c.check(RuleId::MixedFloatAccPackedHF,
              isAcc(op) && isFloatType(op.Type) && op.SubRegByte != 0, [&] {
                return (llvm::Twine(srcName(i)) +
                        " reads the accumulator at byte " +
                        llvm::Twine(unsigned(op.SubRegByte)))
                    .str();
              });
    }
  c.check(RuleId::MixedFloatAccPackedHF,
          isHF(dst) && readsAccumulator(I) && stride != 2, [&] {
            return ("HF dst stride " + llvm::Twine(stride) +
                    " with an accumulator source")
                .str();
          });
}

} // namespace

void validator::checkMixedFloat(Checker &c) {
  const Inst &I = c.I;
  if (!isAlu(I) || isTernary(I))
    return;
  checkHalfConversions(c);
  if (!isMixedFloat(I))
    return;
  if (!c.P.HasMixedFloat) {
    c.check(RuleId::MixedFloatUnsupported, I.Op != Opcode::Mov, [&] {
      return (llvm::Twine("F and HF operands in ") + getMnemonic(I.Op)).str();
    });
    return;
  }
  checkMixedMode(c);
}
