//===- Rescoreboard.h - gen-swsb on a decoded binary ------------*- C++ -*-===//
//
// gen-swsb's analysis applied to a TGLLP kernel binary someone else
// compiled (IGC's): its SWSB annotations and scoreboard syncs are dropped,
// new ones computed over its control flow (blocks split at branch targets
// and after branches), syncs inserted and branch offsets moved. On the same
// instructions and registers as IGC's, this is how the pass is checked
// against the SWSB checker on every kernel IGC compiles, and how its waits
// compare with IGC's.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_CODEGEN_RESCOREBOARD_H
#define VISA_CODEGEN_RESCOREBOARD_H

#include "visa/Gen/GenInst.h"
#include "llvm/Support/Error.h"
#include <vector>

namespace visa::gen {

/// Re-annotates the decoded kernel `insts` (layout order, offsets and
/// labels as the decoder gives them) for `product`. The result is
/// uncompacted: instruction i is at byte offset 16 * i.
llvm::Error rescoreboardKernel(const Product &product, std::vector<Inst> &insts);

} // namespace visa::gen

#endif // VISA_CODEGEN_RESCOREBOARD_H
