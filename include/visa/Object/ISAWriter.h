//===- ISAWriter.h - Lay out an Object as a binary .isa file --------------===//

#ifndef VISA_OBJECT_ISAWRITER_H
#define VISA_OBJECT_ISAWRITER_H

#include "visa/Object/Object.h"
#include "llvm/Support/Error.h"
#include <vector>

namespace visa {

/// Encodes `object`, computing every offset and size field. Fails (without
/// output) if a value does not fit its field.
llvm::Expected<std::vector<uint8_t>> writeISA(const Object &object);

} // namespace visa

#endif // VISA_OBJECT_ISAWRITER_H
