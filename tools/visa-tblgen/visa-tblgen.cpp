//===- visa-tblgen.cpp - Generators for the vISA instruction table --------===//
//
// Reads include/visa/Object/Instructions.td and writes:
//   -gen-instr-table : constant FieldDesc/CaseDesc/InstrDesc arrays
//   -gen-instr-ids   : one VISA_INSTR(NAME) line per instruction, table order
// and, from include/visa/Gen/GenOpcodes.td,
//   -gen-gen-opcodes : the GEN_OPCODE rows of the Gen layer (GenOpcodeEmitter.cpp)
// The MLIR ops are generated from the same records by mlir-tblgen through
// include/visa/Dialect/VISA/VISAOps.td.
//
//===----------------------------------------------------------------------===//

#include "Emitters.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/TableGen/Error.h"
#include "llvm/TableGen/Main.h"
#include "llvm/TableGen/Record.h"
#include "llvm/TableGen/TableGenBackend.h"
#include <algorithm>
#include <map>
#include <tuple>

using namespace llvm;

namespace {

enum Action { GenInstrTable, GenInstrIds, GenGenOpcodes };

cl::opt<Action> action(
    cl::desc("Action to perform:"),
    cl::values(clEnumValN(GenInstrTable, "gen-instr-table",
                          "Generate the instruction format tables"),
               clEnumValN(GenInstrIds, "gen-instr-ids",
                          "Generate the instruction id list"),
               clEnumValN(GenGenOpcodes, "gen-gen-opcodes",
                          "Generate the Gen opcode rows")));

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

/// Flattens field lists into one array; nested lists (List elements, Switch
/// cases) are appended after the sequence that refers to them.
class TableBuilder {
public:
  struct Row {
    const Record *rec;
    std::string kind;
    unsigned ref = 0, first = 0, count = 0;
  };
  std::vector<Row> fields;
  struct CaseRow { unsigned firstValue, numValues, firstField, numFields; };
  std::vector<CaseRow> cases;
  std::vector<int64_t> caseValues;

  /// Reserves rows for `list` and fills them; returns the first index.
  /// `visible` holds (name, index) of integer fields a later List or Switch
  /// may refer to.
  unsigned addSequence(const Record *inst, ArrayRef<const Record *> list,
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

private:
  static unsigned resolve(const Record *inst, const Record *f, StringRef name,
                          const std::vector<std::pair<std::string, unsigned>> &visible) {
    for (auto it = visible.rbegin(); it != visible.rend(); ++it)
      if (it->first == name)
        return it->second;
    PrintFatalError(inst->getLoc(), inst->getName() + ": field '" +
                                        f->getValueAsString("name") +
                                        "' refers to unknown integer field '" + name + "'");
  }
};

unsigned classBits(const Record *c) {
  static const char *names[] = {"general", "address", "predicate",
                                "indirect", "immediate", "state"};
  unsigned bits = 0;
  for (unsigned i = 0; i < 6; ++i)
    if (c->getValueAsBit(names[i]))
      bits |= 1u << i;
  return bits;
}

bool emitInstrTable(raw_ostream &os, const RecordKeeper &records) {
  emitSourceFileHeader("vISA instruction format tables", os);
  std::vector<const Record *> insts = sortedInstructions(records);
  TableBuilder tb;
  std::vector<std::pair<unsigned, unsigned>> instFields;
  for (const Record *inst : insts) {
    std::vector<const Record *> list = inst->getValueAsListOfDefs("fields");
    unsigned first = tb.addSequence(inst, list, {});
    instFields.push_back({first, (unsigned)list.size()});
  }

  os << "static const ::visa::FieldDesc kFieldTable[] = {\n";
  for (const TableBuilder::Row &r : tb.fields) {
    const Record *f = r.rec;
    std::string role = "None";
    unsigned bytes = 0, legacyBytes = 0, classes = 0;
    bool isDst = false, scalar = false;
    uint32_t mask = 0;
    if (r.kind == "Int") {
      role = f->getValueAsDef("role")->getValueAsString("name").str();
      bytes = f->getValueAsInt("bytes");
      legacyBytes = f->getValueAsInt("legacyBytes");
      if (!legacyBytes)
        legacyBytes = bytes;
    } else if (r.kind == "Vec") {
      classes = classBits(f->getValueAsDef("classes"));
      isDst = f->getValueAsBit("isDst");
      scalar = f->getValueAsBit("scalar");
    } else if (r.kind == "Switch") {
      mask = f->getValueAsInt("mask");
    } else if (r.kind == "List") {
      mask = f->getValueAsInt("maxCount");
    }
    os << "  {\"" << f->getValueAsString("name") << "\", ::visa::FieldKind::"
       << r.kind << ", ::visa::FieldRole::" << role << ", " << bytes << ", "
       << legacyBytes << ", " << classes << ", " << (isDst ? "true" : "false") << ", "
       << (scalar ? "true" : "false") << ", " << r.ref << ", " << r.first
       << ", " << r.count << ", " << format_hex(mask, 10) << "},\n";
  }
  if (tb.fields.empty())
    os << "  {}\n";
  os << "};\n\n";

  os << "static const ::visa::CaseDesc kCaseTable[] = {\n";
  for (const auto &c : tb.cases)
    os << "  {" << c.firstValue << ", " << c.numValues << ", " << c.firstField
       << ", " << c.numFields << "},\n";
  if (tb.cases.empty())
    os << "  {}\n";
  os << "};\n\n";

  os << "static const int32_t kCaseValueTable[] = {";
  for (int64_t v : tb.caseValues)
    os << v << ", ";
  if (tb.caseValues.empty())
    os << "0";
  os << "};\n\n";

  os << "static const ::visa::InstrDesc kInstrTable[] = {\n";
  for (unsigned i = 0; i < insts.size(); ++i) {
    const Record *inst = insts[i];
    os << "  {\"" << inst->getName() << "\", \""
       << inst->getValueAsString("mnemonic") << "\", "
       << format_hex(inst->getValueAsInt("opcode"), 4) << ", "
       << inst->getValueAsInt("subOpcode") << ", "
       << (inst->getValueAsBit("encodingAlias") ? "true" : "false") << ", \""
       << inst->getValueAsDef("group")->getValueAsString("name") << "\", "
       << instFields[i].first << ", " << instFields[i].second << ", "
       << (inst->getValueAsBit("saturate") ? "true" : "false") << ", \""
       << inst->getValueAsString("srcMod") << "\", \""
       << inst->getValueAsString("types") << "\", \"";
    os.write_escaped(inst->getValueAsString("summary"));
    os << "\", \"";
    os.write_escaped(inst->getValueAsString("asmFormat"));
    os << "\"},\n";
  }
  os << "};\n";
  return false;
}

bool emitInstrIds(raw_ostream &os, const RecordKeeper &records) {
  emitSourceFileHeader("vISA instruction ids", os);
  for (const Record *inst : sortedInstructions(records))
    os << "VISA_INSTR(" << inst->getName() << ")\n";
  return false;
}

bool dispatch(raw_ostream &os, const RecordKeeper &records) {
  switch (action) {
  case GenInstrTable:
    return emitInstrTable(os, records);
  case GenInstrIds:
    return emitInstrIds(os, records);
  case GenGenOpcodes:
    return visa::tblgen::emitGenOpcodes(os, records);
  }
  return true;
}

} // namespace

int main(int argc, char **argv) {
  cl::ParseCommandLineOptions(argc, argv);
  return TableGenMain(argv[0], &dispatch);
}
