//===- ValidatorImpl.h - Shared pieces of the Gen validator's rule groups -===//
//
// What every rule group (Validate*.cpp) needs: the Checker that knows the
// product and the instruction and records violations. The facts about
// operands that several groups ask (execution type, regions as the hardware
// walks them, null and accumulator registers) are public in
// GenOperandFacts.h: the legalizer reasons with the same definitions.
// Internal to lib/Gen.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_GEN_VALIDATORIMPL_H
#define VISA_LIB_GEN_VALIDATORIMPL_H

#include "visa/Gen/GenOperandFacts.h"
#include "visa/Gen/GenValidator.h"
#include "llvm/ADT/Twine.h"

namespace visa::gen::validator {

/// One instruction on one product; collects the rules it breaks.
class Checker {
public:
  Checker(const Product &p, const Inst &inst,
          llvm::SmallVectorImpl<Violation> &out)
      : P(p), I(inst), Out(out) {}

  /// Whether `rule` holds on this product.
  bool on(RuleId rule) const { return ruleApplies(P, rule); }
  /// Records a violation of `rule` (which must apply to the product).
  void report(RuleId rule, const llvm::Twine &message);
  /// Records a violation of `rule` if it applies and `broken` holds; the
  /// message (a callable returning std::string) is made only then, so a
  /// legal instruction costs no string building.
  template <typename MakeMessage>
  void check(RuleId rule, bool broken, MakeMessage message) {
    if (broken && on(rule))
      report(rule, message());
  }

  const Product &P;
  const Inst &I;

private:
  llvm::SmallVectorImpl<Violation> &Out;
};

// The rule groups, one file each. Each checks the instruction of `c`.
void checkRegions(Checker &c);    // ValidateRegions.cpp
void check64Bit(Checker &c);      // Validate64Bit.cpp
void checkMixedFloat(Checker &c); // ValidateMixedFloat.cpp
void checkThreeSrc(Checker &c);   // ValidateThreeSrc.cpp
void checkMath(Checker &c);       // ValidateMath.cpp
void checkIndirect(Checker &c);   // ValidateIndirect.cpp
void checkImmediates(Checker &c); // ValidateImmediate.cpp
void checkFlagsAcc(Checker &c);   // ValidateFlagsAcc.cpp
void checkOpcodes(Checker &c);    // ValidateOpcodes.cpp
void checkSend(Checker &c);       // ValidateSend.cpp
void checkSwsb(Checker &c);       // ValidateSwsb.cpp
/// Whole-kernel rules: branch targets, thread end (ValidateFlow.cpp).
void checkFlow(const Product &p, llvm::ArrayRef<Inst> insts, size_t codeBytes,
               std::vector<Violation> &out);

/// "src0", "src1", "src2": operand names for messages.
inline const char *srcName(unsigned i) {
  static const char *const Names[] = {"src0", "src1", "src2"};
  return i < 3 ? Names[i] : "src";
}

} // namespace visa::gen::validator

#endif // VISA_LIB_GEN_VALIDATORIMPL_H
