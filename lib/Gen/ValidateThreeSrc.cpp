//===- ValidateThreeSrc.cpp - Three-source instruction restrictions -------===//
//
// Gen8/9 encode three-source instructions in Align16 only (and a 64-bit
// source cannot replicate a scalar there); Gen11 and later encode them in
// Align1, where the operands are GRFs or accumulators, immediates are 16
// bits wide and src1/src2 take no bytes. Region spans are checked with the
// other regions (ValidateRegions.cpp).
//
//===----------------------------------------------------------------------===//

#include "ValidatorImpl.h"

using namespace visa::gen;
using namespace visa::gen::validator;

namespace {

void checkAlign16(Checker &c) {
  const Inst &I = c.I;
  c.check(RuleId::ThreeSrcAlign16Required, !I.Align16, [&] {
    return std::string("three-source instruction in Align1 mode");
  });
  for (unsigned i = 0; i < 3; ++i) {
    const Operand &op = I.Src[i];
    c.check(RuleId::ThreeSrcRepCtrl64,
            isReg(op) && !isMacro(op) && op.RepCtrl && is64BitType(op.Type),
            [&] {
              return (llvm::Twine(srcName(i)) + " replicates a 64-bit scalar")
                  .str();
            });
  }
}

void checkAlign1(Checker &c) {
  const Inst &I = c.I;
  auto fileOk = [](const Operand &op) {
    return op.File == RegFile::GRF || isAcc(op) || isNull(op);
  };
  c.check(RuleId::ThreeSrcOperandFiles, isReg(I.Dst) && !fileOk(I.Dst), [&] {
    return std::string(
        "dst is an architecture register other than an accumulator");
  });
  // Mesa writes the subregister divided by 8; iga64 decodes a TGLLP mad
  // written to r1.1:d as writing r1.0.
  c.check(RuleId::ThreeSrcDstSubRegAlign8,
          isReg(I.Dst) && I.Dst.File == RegFile::GRF &&
              I.Dst.Mode == AddrMode::Direct && I.Dst.SubRegByte % 8 != 0,
          [&] {
            return ("dst starts at byte " + llvm::Twine(unsigned(I.Dst.SubRegByte)) +
                    " of its register")
                .str();
          });
  for (unsigned i = 0; i < 3; ++i) {
    const Operand &op = I.Src[i];
    if (isImm(op)) {
      c.check(RuleId::ThreeSrcImm16, i == 1 || getTypeSize(op.Type) != 2, [&] {
        return (llvm::Twine(srcName(i)) + " immediate of type " +
                getTypeName(op.Type))
            .str();
      });
      continue;
    }
    c.check(RuleId::ThreeSrcOperandFiles, isReg(op) && !fileOk(op), [&] {
      return (llvm::Twine(srcName(i)) +
              " is an architecture register other than an accumulator")
          .str();
    });
    c.check(RuleId::RegionByteSrc1,
            i > 0 && isReg(op) && getTypeSize(op.Type) == 1, [&] {
              return (llvm::Twine(srcName(i)) + " has byte type " +
                      getTypeName(op.Type))
                  .str();
            });
  }
}

} // namespace

void validator::checkThreeSrc(Checker &c) {
  if (!isTernary(c.I) || c.I.Op == Opcode::Madm)
    return;
  if (c.P.ThreeSrcAlign16)
    checkAlign16(c);
  else
    checkAlign1(c);
}
