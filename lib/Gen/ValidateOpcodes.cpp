//===- ValidateOpcodes.cpp - Restrictions of individual instructions ------===//
//
// What the instruction reference says of single opcodes: no null ALU
// sources, mul's DWord operand in src0 and no saturation or condition on a
// truncated DWord multiply, no abs on logic instructions, bfi2's and
// csel's types, and the channel offset as a multiple of the execution
// size.
//
//===----------------------------------------------------------------------===//

#include "ValidatorImpl.h"

using namespace visa::gen;
using namespace visa::gen::validator;

namespace {

bool isDOrW(DataType t) {
  return t == DataType::D || t == DataType::UD || t == DataType::W ||
         t == DataType::UW;
}

void checkMul(Checker &c) {
  const Inst &I = c.I;
  DataType s0 = I.Src[0].Type, s1 = I.Src[1].Type;
  c.check(RuleId::OpcodeMulDWordSrc0,
          isIntType(s1) && getTypeSize(s0) < 4 && getTypeSize(s1) == 4 &&
              isIntType(s0),
          [&] {
            return (llvm::Twine("the DWord operand is src1 (src0 is ") +
                    getTypeName(s0) + ")")
                .str();
          });
  c.check(RuleId::OpcodeMulDWordNoSatCond,
          (isDWordType(s0) || isDWordType(s1)) && isDOrW(I.Dst.Type) &&
              (I.Saturate || I.Cond != CondMod::None),
          [&] {
            return std::string(
                "DWord multiply with saturation or a condition modifier");
          });
}

void checkCsel(Checker &c) {
  const Inst &I = c.I;
  DataType dst = I.Dst.Type;
  auto allowed = [&](DataType t) {
    if (c.P.CselFloatOnly)
      return t == DataType::F;
    return t == DataType::F || t == DataType::HF || isDOrW(t);
  };
  c.check(RuleId::OpcodeCselTypes, !allowed(dst), [&] {
    return (llvm::Twine("dst of type ") + getTypeName(dst)).str();
  });
  for (unsigned i = 0; i < 3; ++i) {
    DataType t = I.Src[i].Type;
    c.check(RuleId::OpcodeCselTypes,
            !allowed(t) || isFloatType(t) != isFloatType(dst) ||
                getTypeSize(t) != getTypeSize(dst),
            [&] {
              return (llvm::Twine(srcName(i)) + " of type " + getTypeName(t) +
                      " with a " + getTypeName(dst) + " dst")
                  .str();
            });
  }
}

} // namespace

void validator::checkOpcodes(Checker &c) {
  const Inst &I = c.I;
  OpForm form = getForm(I.Op);
  if (form != OpForm::Nullary && form != OpForm::Wait)
    c.check(RuleId::OpcodeChanOffset, (I.ChanOffset & (I.ExecSize - 1)) != 0,
            [&] {
              return ("channel offset M" + llvm::Twine(unsigned(I.ChanOffset)) +
                      " is not a multiple of ExecSize " +
                      llvm::Twine(unsigned(I.ExecSize)))
                  .str();
            });
  if (!isAlu(I))
    return;
  if (!isTernary(I))
    for (unsigned i = 0; i < I.NumSrcs && i < 2; ++i)
      c.check(RuleId::OpcodeSourceNotNull, isNull(I.Src[i]), [&] {
        return (llvm::Twine(srcName(i)) + " is the null register").str();
      });
  switch (I.Op) {
  case Opcode::Mul:
    if (I.NumSrcs == 2)
      checkMul(c);
    break;
  case Opcode::And:
  case Opcode::Or:
  case Opcode::Xor:
  case Opcode::Not:
    for (unsigned i = 0; i < I.NumSrcs && i < 2; ++i)
      c.check(RuleId::OpcodeLogicNoAbs, isReg(I.Src[i]) && I.Src[i].Abs, [&] {
        return (llvm::Twine(srcName(i)) + " has the abs modifier").str();
      });
    break;
  case Opcode::Bfi2: {
    DataType dst = I.Dst.Type;
    bool badTypes = !isDWordType(dst);
    for (unsigned i = 0; i < 3; ++i)
      badTypes |= I.Src[i].Type != dst;
    c.check(RuleId::OpcodeBfi2,
            badTypes || I.Saturate || I.Cond != CondMod::None, [&] {
              return std::string("bfi2 needs D or UD operands of one type, no "
                                 "saturation and no "
                                 "condition modifier");
            });
    break;
  }
  case Opcode::Csel:
    checkCsel(c);
    break;
  default:
    break;
  }
}
