//===- ValidateFlagsAcc.cpp - Architecture registers, flags, accumulators -===//
//
// Architecture register operands must name registers the product has (the
// flag, accumulator and address counts of GenDeviceInfo.def); the PRM's
// accumulator restrictions (no integer mul sources, no source modifiers on
// logic instructions' accumulator sources); and the instructions whose
// flag use is fixed: cmp needs a condition, sel a predicate or a
// condition, csel a condition and no predicate.
//
//===----------------------------------------------------------------------===//

#include "ValidatorImpl.h"

using namespace visa::gen;
using namespace visa::gen::validator;

namespace {

bool isLogic(Opcode op) {
  return op == Opcode::And || op == Opcode::Or || op == Opcode::Xor ||
         op == Opcode::Not;
}

/// Bytes in one flag register (two 16-bit subregisters).
constexpr unsigned FlagRegBytes = 4;

void checkRegisterExists(Checker &c, const Operand &op, const char *name) {
  if (!isDirect(op) || op.File != RegFile::ARF || isMacro(op))
    return;
  ArfKind kind = arfKindOf(op.RegNum);
  unsigned index = op.RegNum & 0xF;
  const char *kindName = arfKindName(kind);
  if (!kindName) {
    c.check(RuleId::ArfRegisterExists, true, [&] {
      return (llvm::Twine(name) + " names no architecture register (0x" +
              llvm::Twine::utohexstr(op.RegNum) + ")")
          .str();
    });
    return;
  }
  unsigned count = 1;
  if (kind == ArfKind::Flag)
    count = c.P.NumFlagRegs;
  else if (kind == ArfKind::Accumulator) // the mme registers follow
    count = c.P.NumAccRegs + c.P.NumMmeRegs;
  else if (kind == ArfKind::Null)
    return;
  c.check(RuleId::ArfRegisterExists, index >= count, [&] {
    return (llvm::Twine(name) + " is " + kindName + llvm::Twine(index) +
            " but the product has " + llvm::Twine(count))
        .str();
  });
  if (kind == ArfKind::Flag)
    c.check(RuleId::ArfRegisterExists,
            op.SubRegByte + getTypeSize(op.Type) > FlagRegBytes, [&] {
              return (llvm::Twine(name) + " reaches past the end of f" +
                      llvm::Twine(index))
                  .str();
            });
}

void checkFlagUse(Checker &c) {
  const Inst &I = c.I;
  bool cond = I.Cond != CondMod::None, pred = I.Pred != PredCtrl::None;
  switch (I.Op) {
  case Opcode::Cmp:
  case Opcode::Cmpn:
    c.check(RuleId::FlagCmpCondition, !cond, [&] {
      return (llvm::Twine(getMnemonic(I.Op)) + " without a condition modifier")
          .str();
    });
    break;
  case Opcode::Sel:
    c.check(RuleId::FlagSelPredOrCond, cond == pred, [&] {
      return std::string(
          cond ? "sel with both a predicate and a condition modifier"
               : "sel with neither a predicate nor a condition modifier");
    });
    break;
  case Opcode::Csel:
    c.check(RuleId::FlagCselNoPred, pred || !cond, [&] {
      return std::string(pred ? "csel is predicated"
                              : "csel without a condition modifier");
    });
    break;
  default:
    break;
  }
}

} // namespace

void validator::checkFlagsAcc(Checker &c) {
  const Inst &I = c.I;
  if (isSend(I))
    return;
  checkRegisterExists(c, I.Dst, "dst");
  for (unsigned i = 0; i < I.NumSrcs && i < 3; ++i)
    checkRegisterExists(c, I.Src[i], srcName(i));
  if (!isAlu(I))
    return;
  checkFlagUse(c);
  if (I.NumSrcs == 2) {
    const Operand &src1 = I.Src[1];
    c.check(RuleId::Src1NoArf,
            isReg(src1) && src1.File == RegFile::ARF && !isNull(src1), [&] {
              return std::string("src1 is an architecture register");
            });
  }
  for (unsigned i = 0; i < I.NumSrcs && i < 2; ++i) {
    const Operand &op = I.Src[i];
    if (!isAcc(op))
      continue;
    c.check(
        RuleId::AccIntMulSource, I.Op == Opcode::Mul && isIntType(op.Type),
        [&] {
          return (llvm::Twine(srcName(i)) + " is an integer accumulator").str();
        });
    c.check(RuleId::AccSourceModifier, isLogic(I.Op) && (op.Negate || op.Abs),
            [&] {
              return (llvm::Twine(srcName(i)) + " has a source modifier").str();
            });
  }
}
