//===- GenValidator.h - The PRM's restrictions on Gen instructions --------===//
//
// Checks decoded Gen instructions against the hardware's restrictions, as
// the PRMs state them (register regions, 64-bit types, mixed float, three
// sources, math, indirect addressing, immediates, flags and accumulators,
// sends, control flow and TGLLP's software scoreboard). Every rule is a row
// of GenRules.def: a stable name, the PRM section it comes from, the
// products it applies to (a predicate over the device table,
// GenDeviceInfo.def) and a one-line description.
//
// validateInst answers "is this one instruction legal on this product?" and
// is cheap enough for a legalizer to ask per instruction: it allocates
// nothing when there is nothing to report. validateKernel adds the rules
// that need the whole kernel (branch targets, the end of the thread).
//
//===----------------------------------------------------------------------===//

#ifndef VISA_GEN_GENVALIDATOR_H
#define VISA_GEN_GENVALIDATOR_H

#include "visa/Gen/GenInst.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace visa::gen {

/// The groups of rules, as the PRM groups them (one source file each).
enum class RuleGroup : uint8_t {
#define GEN_RULE_GROUP(Enum, Name, Section) Enum,
#include "visa/Gen/GenRules.def"
};

enum class RuleId : uint16_t {
#define GEN_RULE(Enum, Name, Group, Applies, Section, Description) Enum,
#include "visa/Gen/GenRules.def"
  NumRules
};

struct RuleInfo {
  const char *Name;        ///< stable: "region.width-le-execsize"
  RuleGroup Group;
  const char *Section;     ///< where the PRM states it
  const char *Description; ///< one line
};

const RuleInfo &getRuleInfo(RuleId rule);
/// The group's name ("region") and PRM section.
const char *getRuleGroupName(RuleGroup group);
const char *getRuleGroupSection(RuleGroup group);
/// Whether `rule` applies to `product` (GenRules.def's Applies column).
bool ruleApplies(const Product &product, RuleId rule);
/// The rule named `name`, or NumRules.
RuleId lookupRule(llvm::StringRef name);

/// One broken rule.
struct Violation {
  RuleId Rule;
  uint32_t Offset; ///< byte offset of the instruction in its kernel
  unsigned Index;  ///< index of the instruction in its kernel
  std::string Message;
};

/// Appends to `out` the rules `inst` breaks on `product`, with Index 0.
/// Allocates nothing when it breaks none.
void validateInst(const Product &product, const Inst &inst,
                  llvm::SmallVectorImpl<Violation> &out);

/// Every violation in a decoded kernel of `codeBytes` bytes: each
/// instruction's (validateInst), then the whole-kernel rules (branch
/// targets on instruction boundaries inside the kernel, no thread running
/// past its end, TGLLP software-scoreboard fields). In kernel order.
std::vector<Violation> validateKernel(const Product &product,
                                      llvm::ArrayRef<Inst> insts,
                                      size_t codeBytes);

/// `offset 0x1a0: error: [rule] message: <IGA text of inst>`.
void printViolation(const Product &product, const Violation &v,
                    const Inst &inst, llvm::raw_ostream &os);

/// The rule table as text: name, products, PRM section, description.
void printRuleTable(llvm::raw_ostream &os);

} // namespace visa::gen

#endif // VISA_GEN_GENVALIDATOR_H
