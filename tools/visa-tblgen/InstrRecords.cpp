//===- InstrRecords.cpp - The instruction records as visa-tblgen sees them ===//

#include "InstrRecords.h"
#include "llvm/TableGen/Error.h"
#include <algorithm>
#include <tuple>

using namespace llvm;

namespace visa_tblgen {

/// Instructions sorted by (opcode, subOpcode, encodingAlias); two records may
/// share an encoding only if all but the first are marked encodingAlias.
std::vector<const Record *> sortedInstructions(const RecordKeeper &records) {
  std::vector<const Record *> insts;
  const ListInit *all = records.getGlobal("AllInstructions")
                            ? dyn_cast<ListInit>(records.getGlobal("AllInstructions"))
                            : nullptr;
  if (!all)
    PrintFatalError("no defset 'AllInstructions'");
  for (const Init *init : all->getElements())
    insts.push_back(cast<DefInit>(init)->getDef());
  std::stable_sort(insts.begin(), insts.end(), [](const Record *a, const Record *b) {
    auto key = [](const Record *r) {
      return std::make_tuple(r->getValueAsInt("opcode"), r->getValueAsInt("subOpcode"),
                             r->getValueAsBit("encodingAlias"));
    };
    return key(a) < key(b);
  });
  for (size_t i = 1; i < insts.size(); ++i)
    if (insts[i]->getValueAsInt("opcode") == insts[i - 1]->getValueAsInt("opcode") &&
        insts[i]->getValueAsInt("subOpcode") == insts[i - 1]->getValueAsInt("subOpcode") &&
        !insts[i]->getValueAsBit("encodingAlias"))
      PrintFatalError(insts[i]->getLoc(), "duplicate opcode with " +
                                              insts[i - 1]->getName());
  return insts;
}

namespace {

/// The row of the integer field `name` an earlier part of the format made
/// visible.
unsigned resolve(const Record *inst, const Record *f, StringRef name,
                 const std::vector<std::pair<std::string, unsigned>> &visible) {
  for (auto it = visible.rbegin(); it != visible.rend(); ++it)
    if (it->first == name)
      return it->second;
  PrintFatalError(inst->getLoc(), inst->getName() + ": field '" +
                                      f->getValueAsString("name") +
                                      "' refers to unknown integer field '" + name + "'");
}

} // namespace

unsigned
TableBuilder::addSequence(const Record *inst, ArrayRef<const Record *> list,
                          std::vector<std::pair<std::string, unsigned>> visible) {
  unsigned first = fields.size();
  for (const Record *f : list)
    fields.push_back({f, "", 0, 0, 0});
  for (unsigned i = 0; i < list.size(); ++i) {
    const Record *f = list[i];
    unsigned row = first + i;
    if (f->isSubClassOf("Int")) {
      fields[row].kind = "Int";
      visible.push_back({f->getValueAsString("name").str(), row});
    } else if (f->isSubClassOf("Vec")) {
      fields[row].kind = "Vec";
    } else if (f->isSubClassOf("Raw")) {
      fields[row].kind = "Raw";
    } else if (f->isSubClassOf("List")) {
      fields[row].kind = "List";
      fields[row].ref = resolve(inst, f, f->getValueAsString("countField"), visible);
      const Record *elem = f->getValueAsDef("element");
      fields[row].first = addSequence(inst, {elem}, visible);
    } else if (f->isSubClassOf("Switch")) {
      fields[row].kind = "Switch";
      fields[row].ref = resolve(inst, f, f->getValueAsString("keyField"), visible);
      std::vector<const Record *> caseRecs = f->getValueAsListOfDefs("cases");
      unsigned firstCase = cases.size();
      cases.resize(cases.size() + caseRecs.size());
      for (unsigned c = 0; c < caseRecs.size(); ++c) {
        CaseRow cr;
        cr.firstValue = caseValues.size();
        for (int64_t v : caseRecs[c]->getValueAsListOfInts("values"))
          caseValues.push_back(v);
        cr.numValues = caseValues.size() - cr.firstValue;
        std::vector<const Record *> sub = caseRecs[c]->getValueAsListOfDefs("fields");
        cr.firstField = addSequence(inst, sub, visible);
        cr.numFields = sub.size();
        cases[firstCase + c] = cr;
      }
      fields[row].first = firstCase;
      fields[row].count = caseRecs.size();
    } else {
      PrintFatalError(inst->getLoc(), "unknown field class in " + inst->getName());
    }
  }
  return first;
}

InstrTable buildInstrTable(const RecordKeeper &records) {
  InstrTable table;
  table.insts = sortedInstructions(records);
  for (const Record *inst : table.insts) {
    std::vector<const Record *> list = inst->getValueAsListOfDefs("fields");
    unsigned first = table.rows.addSequence(inst, list, {});
    table.instFields.push_back({first, (unsigned)list.size()});
  }
  return table;
}

} // namespace visa_tblgen
