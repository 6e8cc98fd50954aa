//===- GenValidator.cpp - The rule table and the validator's entry points -===//
//
// Turns GenRules.def into the rule table, runs every rule group over an
// instruction (validateInst) or a kernel (validateKernel), and prints
// violations and the table.
//
//===----------------------------------------------------------------------===//

#include "visa/Gen/GenValidator.h"
#include "ValidatorImpl.h"
#include "visa/Gen/GenAsmPrinter.h"
#include "llvm/Support/Format.h"
#include <algorithm>

using namespace visa::gen;
using namespace visa::gen::validator;

namespace {

const RuleInfo Rules[] = {
#define GEN_RULE(Enum, Name, Group, Applies, Section, Description)             \
  {Name, RuleGroup::Group, Section, Description},
#include "visa/Gen/GenRules.def"
};

struct GroupRow {
  const char *Name, *Section;
};
const GroupRow Groups[] = {
#define GEN_RULE_GROUP(Enum, Name, Section) {Name, Section},
#include "visa/Gen/GenRules.def"
};

} // namespace

const RuleInfo &visa::gen::getRuleInfo(RuleId rule) {
  return Rules[unsigned(rule)];
}

const char *visa::gen::getRuleGroupName(RuleGroup group) {
  return Groups[unsigned(group)].Name;
}

const char *visa::gen::getRuleGroupSection(RuleGroup group) {
  return Groups[unsigned(group)].Section;
}

bool visa::gen::ruleApplies(const Product &P, RuleId rule) {
  switch (rule) {
#define GEN_RULE(Enum, Name, Group, Applies, Section, Description)             \
  case RuleId::Enum:                                                           \
    return Applies;
#include "visa/Gen/GenRules.def"
  case RuleId::NumRules:
    break;
  }
  return false;
}

RuleId visa::gen::lookupRule(llvm::StringRef name) {
  for (unsigned i = 0; i < unsigned(RuleId::NumRules); ++i)
    if (name == Rules[i].Name)
      return RuleId(i);
  return RuleId::NumRules;
}

void Checker::report(RuleId rule, const llvm::Twine &message) {
  Out.push_back({rule, I.Offset, 0, message.str()});
}

void visa::gen::validateInst(const Product &product, const Inst &inst,
                             llvm::SmallVectorImpl<Violation> &out) {
  Checker c(product, inst, out);
  checkOpcodes(c);
  checkRegions(c);
  check64Bit(c);
  checkMixedFloat(c);
  checkThreeSrc(c);
  checkMath(c);
  checkIndirect(c);
  checkImmediates(c);
  checkFlagsAcc(c);
  checkSend(c);
  checkSwsb(c);
}

std::vector<Violation> visa::gen::validateKernel(const Product &product,
                                                 llvm::ArrayRef<Inst> insts,
                                                 size_t codeBytes) {
  std::vector<Violation> result;
  llvm::SmallVector<Violation, 4> one;
  for (unsigned i = 0; i < insts.size(); ++i) {
    one.clear();
    validateInst(product, insts[i], one);
    for (Violation &v : one) {
      v.Index = i;
      result.push_back(std::move(v));
    }
  }
  std::vector<Violation> flow;
  checkFlow(product, insts, codeBytes, flow);
  if (flow.empty())
    return result;
  // Keep kernel order: merge the whole-kernel violations in by index.
  result.insert(result.end(), flow.begin(), flow.end());
  std::stable_sort(
      result.begin(), result.end(),
      [](const Violation &a, const Violation &b) { return a.Index < b.Index; });
  return result;
}

void visa::gen::printViolation(const Product &product, const Violation &v,
                               const Inst &inst, llvm::raw_ostream &os) {
  os << "offset " << llvm::format("0x%x", v.Offset) << ": error: ["
     << getRuleInfo(v.Rule).Name << "] " << v.Message << ": "
     << llvm::StringRef(formatInst(product.Gen, inst)).rtrim() << "\n";
}

void visa::gen::printRuleTable(llvm::raw_ostream &os) {
  for (unsigned i = 0; i < unsigned(RuleId::NumRules); ++i) {
    const RuleInfo &r = Rules[i];
    std::string on;
    for (const Product &p : products())
      if (ruleApplies(p, RuleId(i)))
        on += std::string(on.empty() ? "" : ",") + p.Name;
    os << r.Name << "\t" << on << "\t" << r.Section << "\t" << r.Description
       << "\n";
  }
}
