//===- GenAsmPrinter.h - GenInst to IGA assembly syntax -------------------===//
//
// Prints decoded Gen instructions in the syntax of Intel's IGA assembler
// (`iga64 -d`), with `L<offset>:` labels at branch targets.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_GEN_GENASMPRINTER_H
#define VISA_GEN_GENASMPRINTER_H

#include "visa/Gen/GenInst.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"
#include <string>

namespace visa::gen {

/// One instruction, without labels or trailing newline.
std::string formatInst(Platform p, const Inst &inst);

/// A kernel with labels; `rawBytes` (may be empty) adds each instruction's
/// bits as a `/* ... */` prefix, like `iga64 -Xprint-bits`.
void printKernel(Platform p, llvm::ArrayRef<Inst> insts,
                 llvm::ArrayRef<uint8_t> rawBytes, llvm::raw_ostream &os);

} // namespace visa::gen

#endif // VISA_GEN_GENASMPRINTER_H
