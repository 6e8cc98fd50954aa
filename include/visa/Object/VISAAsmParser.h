//===- VISAAsmParser.h - Parse .visaasm text into an Object ---------------===//

#ifndef VISA_OBJECT_VISAASMPARSER_H
#define VISA_OBJECT_VISAASMPARSER_H

#include "visa/Object/Object.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace visa {

/// Parses .visaasm text: both what IGC dumps and the hand-written form of
/// visa-spec/8_appendix_visa_assembly_syntax.md. Errors are ReadErrors with
/// line and column.
llvm::Expected<Object> parseVISAAsm(llvm::StringRef text);

} // namespace visa

#endif // VISA_OBJECT_VISAASMPARSER_H
