//===- ValidateMath.cpp - Extended math function restrictions -------------===//
//
// The math instruction: a function the product has (GenMathFn.def; integer
// divide, FDIV and POW only where GenDeviceInfo.def says so), the operand types each kind
// of function takes, the execution size limit, no source modifiers on
// integer divides, and no architecture-register operands.
//
//===----------------------------------------------------------------------===//

#include "ValidatorImpl.h"

using namespace visa::gen;
using namespace visa::gen::validator;

namespace {

/// Whether the operand types suit the function's kind.
bool typeFits(MathKind kind, DataType t) {
  switch (kind) {
  case MathKind::Float:
    return t == DataType::F || t == DataType::HF;
  case MathKind::IntDiv:
    return t == DataType::D || t == DataType::UD;
  case MathKind::Macro:
    return t == DataType::F || t == DataType::DF;
  case MathKind::Reserved:
    break;
  }
  return true;
}

} // namespace

void validator::checkMath(Checker &c) {
  const Inst &I = c.I;
  if (I.Op != Opcode::Math)
    return;
  const MathFnInfo &fn = getMathFnInfo(I.MathFn);
  c.check(RuleId::MathFunction, fn.Kind == MathKind::Reserved, [&] {
    return ("reserved math function " + llvm::Twine(unsigned(I.MathFn))).str();
  });
  c.check(RuleId::MathFunction,
          fn.Kind == MathKind::IntDiv && !c.P.HasMathIntDiv, [&] {
            return (llvm::Twine("math.") + fn.Name +
                    " (integer divide) on a product "
                    "without it")
                .str();
          });
  c.check(RuleId::MathFunction,
          (I.MathFn == uint8_t(MathFn::Fdiv) && !c.P.HasMathFdiv) ||
              (I.MathFn == uint8_t(MathFn::Pow) && !c.P.HasMathPow),
          [&] {
            return (llvm::Twine("math.") + fn.Name + " on a product without it")
                .str();
          });
  unsigned maxExec = fn.Kind == MathKind::IntDiv ? c.P.MaxMathIntDivExecSize
                                                 : c.P.MaxMathExecSize;
  c.check(RuleId::MathExecSize, I.ExecSize > maxExec, [&] {
    return ("ExecSize " + llvm::Twine(unsigned(I.ExecSize)) + " exceeds " +
            llvm::Twine(maxExec) + " for math." + fn.Name)
        .str();
  });
  auto checkOperand = [&](const Operand &op, const char *name) {
    if (!isReg(op) && !isImm(op))
      return;
    c.check(RuleId::MathTypes,
            isVectorImmType(op.Type) || !typeFits(fn.Kind, op.Type), [&] {
              return (llvm::Twine(name) + " of type " + getTypeName(op.Type) +
                      " in math." + fn.Name)
                  .str();
            });
    c.check(RuleId::MathNoArf, isReg(op) && op.File == RegFile::ARF, [&] {
      return (llvm::Twine(name) + " is an architecture register").str();
    });
  };
  checkOperand(I.Dst, "dst");
  for (unsigned i = 0; i < I.NumSrcs && i < 2; ++i) {
    const Operand &op = I.Src[i];
    checkOperand(op, srcName(i));
    c.check(RuleId::MathIntDivNoSrcMods,
            fn.Kind == MathKind::IntDiv && isReg(op) && (op.Negate || op.Abs),
            [&] {
              return (llvm::Twine(srcName(i)) + " has a source modifier").str();
            });
  }
}
