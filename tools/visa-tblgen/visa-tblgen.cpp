//===- visa-tblgen.cpp - Generators for the vISA instruction table --------===//
//
// Reads include/visa/Object/Instructions.td and writes:
//   -gen-instr-table : constant FieldDesc/CaseDesc/InstrDesc arrays
//   -gen-instr-ids   : one VISA_INSTR(NAME) line per instruction, table order
//   -gen-instr-accessors, -gen-instr-accessor-test : the typed field
//                      accessors of the instruction ops (AccessorGen.cpp)
// and, from include/visa/Gen/GenOpcodes.td,
//   -gen-gen-opcodes : the GEN_OPCODE rows of the Gen layer (GenOpcodeEmitter.cpp)
// The MLIR ops are generated from the same records by mlir-tblgen through
// include/visa/Dialect/VISA/VISAOps.td.
//
//===----------------------------------------------------------------------===//

#include "AccessorGen.h"
#include "Emitters.h"
#include "InstrRecords.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/TableGen/Main.h"
#include "llvm/TableGen/Record.h"
#include "llvm/TableGen/TableGenBackend.h"

using namespace llvm;
using namespace visa_tblgen;

namespace {

enum Action {
  GenInstrTable,
  GenInstrIds,
  GenInstrAccessors,
  GenInstrAccessorTest,
  GenGenOpcodes
};

cl::opt<Action> action(
    cl::desc("Action to perform:"),
    cl::values(clEnumValN(GenInstrTable, "gen-instr-table",
                          "Generate the instruction format tables"),
               clEnumValN(GenInstrIds, "gen-instr-ids",
                          "Generate the instruction id list"),
               clEnumValN(GenInstrAccessors, "gen-instr-accessors",
                          "Generate the typed field accessors of the ops"),
               clEnumValN(GenInstrAccessorTest, "gen-instr-accessor-test",
                          "Generate a printer calling every accessor"),
               clEnumValN(GenGenOpcodes, "gen-gen-opcodes",
                          "Generate the Gen opcode rows")));

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
  InstrTable table = buildInstrTable(records);
  const std::vector<const Record *> &insts = table.insts;
  const TableBuilder &tb = table.rows;
  const std::vector<std::pair<unsigned, unsigned>> &instFields = table.instFields;

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
  case GenInstrAccessors:
    return emitInstrAccessors(os, records);
  case GenInstrAccessorTest:
    return emitInstrAccessorTest(os, records);
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
