//===- InstrDesc.cpp - Lookups in the generated instruction table ---------===//

#include "visa/Object/InstrDesc.h"
#include <algorithm>

namespace visa {
namespace {
#include "visa/Object/InstrTable.inc"
} // namespace

llvm::ArrayRef<InstrDesc> instrTable() { return kInstrTable; }
llvm::ArrayRef<FieldDesc> fieldTable() { return kFieldTable; }
llvm::ArrayRef<CaseDesc> caseTable() { return kCaseTable; }
llvm::ArrayRef<int32_t> caseValueTable() { return kCaseValueTable; }

llvm::ArrayRef<FieldDesc> InstrDesc::fields() const {
  return fieldTable().slice(firstField, numFields);
}

const InstrDesc *lookupInstr(unsigned opcode, int subOpcode) {
  auto key = [](const InstrDesc &d) { return std::make_pair(int(d.opcode), int(d.subOpcode)); };
  auto table = instrTable();
  auto it = std::lower_bound(table.begin(), table.end(), std::make_pair(int(opcode), subOpcode),
                             [&](const InstrDesc &d, std::pair<int, int> k) { return key(d) < k; });
  if (it == table.end() || key(*it) != std::make_pair(int(opcode), subOpcode))
    return nullptr;
  return &*it;
}

bool hasSubOpcode(unsigned opcode) {
  for (const InstrDesc &d : instrTable())
    if (d.opcode == opcode)
      return d.subOpcode >= 0;
  return false;
}

const InstrDesc *lookupInstr(llvm::StringRef mnemonic) {
  for (const InstrDesc &d : instrTable())
    if (mnemonic == d.mnemonic)
      return &d;
  return nullptr;
}

} // namespace visa
