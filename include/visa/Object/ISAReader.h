//===- ISAReader.h - Read a binary .isa file into an Object ---------------===//

#ifndef VISA_OBJECT_ISAREADER_H
#define VISA_OBJECT_ISAREADER_H

#include "visa/Object/Object.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

namespace visa {

/// Decodes a whole .isa file. Malformed input yields a ReadError at the
/// offending byte offset; nothing is allocated beyond what the remaining
/// bytes could hold.
///
/// Accepted versions: 3.7 to 4.2. They share one layout except that the 3D
/// sampler instructions' Op field is one byte before 4.0 and two from 4.0.
///
/// Two instruction-stream forms are accepted. The complete form is the one
/// the specification describes (and writeISA produces by default). IGC
/// 1.0.12504 (Debian's, the one that writes 4.1) writes a truncated form: each
/// instruction loses as many trailing fields as its format has Exec_size and
/// Pred fields, and the stream is padded to its full size with uninitialised
/// bytes. The reader tries the complete form first and falls back to the
/// truncated one, recording it in Object::legacyTruncatedOperands and keeping
/// the padding in Routine::unusedTail so that writeISA reproduces the file.
llvm::Expected<Object> readISA(llvm::ArrayRef<uint8_t> bytes);

} // namespace visa

#endif // VISA_OBJECT_ISAREADER_H
