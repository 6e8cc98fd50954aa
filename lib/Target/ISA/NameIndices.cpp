//===- NameIndices.cpp - Where a routine refers to its string pool --------===//

#include "NameIndices.h"
#include "visa/Object/StringPool.h"
#include "visa/Target/ISA/ObjectTranslation.h"

using namespace visa;

void visa::forEachNameIndex(Routine &routine,
                            llvm::function_ref<void(uint32_t &)> visit) {
  auto attributes = [&](std::vector<Attribute> &attrs) {
    for (Attribute &attr : attrs)
      visit(attr.nameIndex);
  };
  visit(routine.nameIndex);
  for (GeneralVar &var : routine.variables) {
    visit(var.nameIndex);
    attributes(var.attributes);
  }
  for (auto *table : {&routine.addresses, &routine.predicates}) {
    for (CountedVar &var : *table) {
      visit(var.nameIndex);
      attributes(var.attributes);
    }
  }
  for (LabelInfo &label : routine.labels) {
    visit(label.nameIndex);
    attributes(label.attributes);
  }
  for (auto *table : {&routine.samplers, &routine.surfaces, &routine.vmes}) {
    for (CountedVar &var : *table) {
      visit(var.nameIndex);
      attributes(var.attributes);
    }
  }
  attributes(routine.attributes);
  for (Instruction &inst : routine.instructions)
    for (Operand &operand : inst.operands)
      if (operand.desc().kind == FieldKind::Int &&
          operand.desc().role == FieldRole::String)
        visit(operand.intValue);
}

bool visa::hasCanonicalStringPool(const Routine &routine) {
  Routine copy = routine;
  canonicalizeStringPool(copy);
  if (copy.strings != routine.strings)
    return false;
  std::vector<uint32_t> original, canonical;
  forEachNameIndex(const_cast<Routine &>(routine),
                   [&](uint32_t &index) { original.push_back(index); });
  forEachNameIndex(copy, [&](uint32_t &index) { canonical.push_back(index); });
  return original == canonical;
}
