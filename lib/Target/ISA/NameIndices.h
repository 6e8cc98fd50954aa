//===- NameIndices.h - Where a routine refers to its string pool -*- C++ -*-===//
//
// Every string-pool index a routine holds: its name, declaration and
// attribute names, and String-role instruction fields. Export uses it to
// renumber names when it follows a recorded pool order; import uses it to
// tell whether a file's pool is the canonical one (visa/Object/StringPool.h).
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_TARGET_ISA_NAMEINDICES_H
#define VISA_LIB_TARGET_ISA_NAMEINDICES_H

#include "visa/Object/Object.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace visa {

/// Calls `visit` on every string-pool index `routine` holds.
void forEachNameIndex(Routine &routine, llvm::function_ref<void(uint32_t &)> visit);

} // namespace visa

#endif // VISA_LIB_TARGET_ISA_NAMEINDICES_H
