//===- GenAsmParser.h - IGA assembly syntax to Gen machine code -----------===//
//
// Parses the text `iga64 -d` and visa-objdump print (labels, predicates,
// regions, types, send descriptors, instruction options) into GenInst and
// assembles it, resolving labels once every instruction's size is known.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_GEN_GENASMPARSER_H
#define VISA_GEN_GENASMPARSER_H

#include "visa/Gen/GenEncoder.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <vector>

namespace visa::gen {

/// A syntax or semantic error at a line and column of the input.
class AsmError : public llvm::ErrorInfo<AsmError> {
public:
  static char ID;
  AsmError(unsigned line, unsigned col, std::string message)
      : Line(line), Col(col), Message(std::move(message)) {}
  void log(llvm::raw_ostream &os) const override;
  std::error_code convertToErrorCode() const override;

private:
  unsigned Line, Col;
  std::string Message;
};

/// Turns `inst`'s operands, as IGA writes them, into the fields the
/// decoder produces for the same bits: Align16 three-source swizzles and
/// write masks, math-macro (mme) registers, Align16 scalars. Code that
/// builds instructions in written form (the assembler, the lowering of the
/// IEEE macros) calls it before encoding.
void normalizeWrittenForm(Platform p, Inst &inst);

/// Parses `text` into instructions with resolved branch offsets, deciding
/// compaction as the encoder will (see EncodeOptions).
llvm::Error parseGenAsm(Platform p, llvm::StringRef text,
                        const EncodeOptions &opts, std::vector<Inst> &insts);

/// Parses and encodes `text`, appending the bytes to `out`.
llvm::Error assembleGenAsm(Platform p, llvm::StringRef text,
                           llvm::StringRef fileName, const EncodeOptions &opts,
                           std::vector<uint8_t> &out);

} // namespace visa::gen

#endif // VISA_GEN_GENASMPARSER_H
