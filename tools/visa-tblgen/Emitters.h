//===- Emitters.h - The generators visa-tblgen runs -----------------------===//
//
// One function per -gen-* action that lives in a file of its own.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_TOOLS_VISA_TBLGEN_EMITTERS_H
#define VISA_TOOLS_VISA_TBLGEN_EMITTERS_H

namespace llvm {
class raw_ostream;
class RecordKeeper;
} // namespace llvm

namespace visa::tblgen {

/// -gen-gen-opcodes: GEN_OPCODE rows from include/visa/Gen/GenOpcodes.td.
bool emitGenOpcodes(llvm::raw_ostream &os, const llvm::RecordKeeper &records);

} // namespace visa::tblgen

#endif // VISA_TOOLS_VISA_TBLGEN_EMITTERS_H
