//===- EuScheduler.h - Runs a launch's work-groups on simulated EUs -------===//
//
// Dispatches work-groups onto the EUs of a sub-slice as thread slots free
// up, and times their threads' issues with the cycle model (TimingModel.h)
// in the order they issue.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_SIM_EUSCHEDULER_H
#define VISA_LIB_SIM_EUSCHEDULER_H

#include "Executor.h"
#include "visa/Sim/Simulator.h"

namespace visa::sim {

/// Runs every work-group of `launch` (code already decoded into `prog`).
llvm::Error runOnEUs(const KernelLaunch &launch, const Program &prog,
                     Memory &mem, const RunOptions &opts, RunStats &stats,
                     llvm::raw_ostream &diags);

} // namespace visa::sim

#endif // VISA_LIB_SIM_EUSCHEDULER_H
