//===- GenOpcodeEmitter.cpp - GEN_OPCODE rows from GenOpcodes.td ----------===//
//
// visa-tblgen -gen-gen-opcodes: turns the records of
// include/visa/Gen/GenOpcodes.td into the X-macro rows
//   GEN_OPCODE(Enum, "mnemonic", Form, Gen8, Gen9, Gen11, Gen12)
// that the Gen machine-code layer includes (GenOpcodes.inc). The gen
// dialect's ops are made from the same records by mlir-tblgen.
//
//===----------------------------------------------------------------------===//

#include "Emitters.h"
#include "llvm/Support/Format.h"
#include "llvm/TableGen/Error.h"
#include "llvm/TableGen/Record.h"
#include "llvm/TableGen/TableGenBackend.h"

using namespace llvm;

static std::string bitsText(int64_t bits) {
  if (bits < 0)
    return "-1";
  std::string s;
  raw_string_ostream os(s);
  os << format_hex(bits, 4, /*Upper=*/true);
  // format_hex prints 0X; the table has always been written 0x.
  s[1] = 'x';
  return s;
}

bool visa::tblgen::emitGenOpcodes(raw_ostream &os, const RecordKeeper &records) {
  emitSourceFileHeader("Gen opcodes per encoding generation", os);
  const auto *all =
      dyn_cast_or_null<ListInit>(records.getGlobal("AllGenOpcodes"));
  if (!all)
    PrintFatalError("no defset 'AllGenOpcodes'");
  for (const Init *init : all->getElements()) {
    const Record *r = cast<DefInit>(init)->getDef();
    StringRef name = r->getName();
    if (!name.consume_front("Op"))
      PrintFatalError(r->getLoc(), "Gen opcode records are named Op<Enum>");
    os << "GEN_OPCODE(" << name << ", \"" << r->getValueAsString("mnemonic")
       << "\", " << r->getValueAsDef("form")->getName() << ", "
       << bitsText(r->getValueAsInt("gen8Bits")) << ", "
       << bitsText(r->getValueAsInt("gen9Bits")) << ", "
       << bitsText(r->getValueAsInt("gen11Bits")) << ", "
       << bitsText(r->getValueAsInt("gen12Bits")) << ")\n";
  }
  os << "\n#undef GEN_OPCODE\n";
  return false;
}
