//===- SwsbStaticCheck.h - Scoreboard checking without running -*- C++ -*-===//
//
// Checks the software-scoreboard annotations of a whole TGLLP kernel
// without executing it, with the same rules as SwsbChecker: out-of-order
// (token) work is propagated over the control-flow graph until nothing
// changes (every path that may reach an instruction counts), and the
// in-order pipes follow the code layout, drained after any instruction
// control cannot fall through (a taken branch). Indirect operands, whose
// registers depend on a0 at run time, are not checked; send descriptors in
// a0 are recovered from the `mov`/`add`/`or` that IGC puts in a0 before the
// send (the low 12 bits of its immediate), else taken as 31 registers long.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_SIM_SWSBSTATICCHECK_H
#define VISA_SIM_SWSBSTATICCHECK_H

#include "visa/Gen/GenInst.h"
#include "llvm/ADT/ArrayRef.h"
#include <string>
#include <vector>

namespace visa::sim {

/// Appends to `reports` one message per unsafe access in `insts` (a whole
/// decoded kernel, in layout order), in layout order.
void checkKernelSwsb(llvm::ArrayRef<gen::Inst> insts,
                     std::vector<std::string> &reports);

} // namespace visa::sim

#endif // VISA_SIM_SWSBSTATICCHECK_H
