//===- ValidateImmediate.cpp - Immediate operand restrictions -------------===//
//
// Where immediates may appear (src1 of a two-source instruction, never
// src0) and the destination layout vector immediates (V, UV, VF) need:
// 128-bit aligned, a word stride for V/UV and a dword stride for VF.
//
//===----------------------------------------------------------------------===//

#include "ValidatorImpl.h"

using namespace visa::gen;
using namespace visa::gen::validator;

namespace {

/// Sources the instruction's opcode (or math function) reads, when fixed.
unsigned expectedSources(const Inst &inst, Platform p) {
  if (inst.Op == Opcode::Math)
    return getMathFnInfo(inst.MathFn).Sources;
  return fixedSourceCount(p, inst.Op);
}

} // namespace

void validator::checkImmediates(Checker &c) {
  const Inst &I = c.I;
  if (!isAlu(I) || isTernary(I) || I.NumSrcs == 0)
    return;
  c.check(RuleId::ImmSrc0OfTwo,
          expectedSources(I, c.P.Gen) == 2 && isImm(I.Src[0]), [&] {
            return std::string(
                "src0 of a two-source instruction is an immediate");
          });
  const Operand &imm = I.Src[I.NumSrcs - 1];
  if (!isImm(imm) || !isVectorImmType(imm.Type) || !isReg(I.Dst))
    return;
  const Operand &dst = I.Dst;
  unsigned stride = (dst.Rgn.HStride > 0 ? unsigned(dst.Rgn.HStride) : 1) *
                    getTypeSize(dst.Type);
  unsigned want = imm.Type == DataType::VF ? 4 : 2;
  // A V/UV vector spreads over a dword-strided destination taking every
  // other element (IGC's HWConformity writes `mov (2) r1.0<1>:d 0x0201:uv`
  // for {1, 2}): defined for the first four channels.
  bool interleaved = want == 2 && stride == 4 && I.ExecSize <= 4;
  c.check(RuleId::ImmVectorDst,
          (isDirect(dst) && dst.SubRegByte % 16 != 0) ||
              (stride != want && !interleaved),
          [&] {
            return (llvm::Twine(getTypeName(imm.Type)) +
                    " immediate with a dst stride of " + llvm::Twine(stride) +
                    " bytes at byte " + llvm::Twine(unsigned(dst.SubRegByte)))
                .str();
          });
}
