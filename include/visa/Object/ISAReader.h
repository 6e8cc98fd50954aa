//===- ISAReader.h - Read a binary .isa file into an Object ---------------===//

#ifndef VISA_OBJECT_ISAREADER_H
#define VISA_OBJECT_ISAREADER_H

#include "visa/Object/Object.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

namespace visa {

/// Decodes a whole .isa file (versions listed in README.md). Malformed input
/// yields a ReadError at the offending byte offset; nothing is allocated
/// beyond what the remaining bytes could hold.
llvm::Expected<Object> readISA(llvm::ArrayRef<uint8_t> bytes);

} // namespace visa

#endif // VISA_OBJECT_ISAREADER_H
