//===- Simulator.h - Running a Gen kernel launch --------------------------===//
//
// Entry point of the functional simulator: decodes a kernel's Gen binary,
// creates the hardware threads of every work-group, lets the caller fill
// each thread's payload registers, and runs the threads (switching at
// barriers) until all of them end. Optional: validation of the kernel
// against the PRM's restrictions, an execution trace and TGLLP
// software-scoreboard checking.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_SIM_SIMULATOR_H
#define VISA_SIM_SIMULATOR_H

#include "visa/Gen/GenPlatform.h"
#include "visa/Sim/SimMemory.h"
#include "visa/Sim/SimThread.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <functional>

namespace visa::sim {

/// One kernel launch: code, geometry and how to build thread payloads.
struct KernelLaunch {
  /// The product whose encoding and facts the simulation follows.
  const gen::Product *Device = nullptr;
  llvm::ArrayRef<uint8_t> Code;
  unsigned Simd = 8;
  uint32_t NumGroups[3] = {1, 1, 1};
  uint32_t LocalSize[3] = {1, 1, 1};
  /// The NDRange, when not NumGroups * LocalSize: the last work-group of a
  /// dimension then has fewer work-items (and threads). 0: uniform.
  uint32_t GlobalSize[3] = {0, 0, 0};
  unsigned SlmBytes = 0;
  /// Private scratch bytes per thread.
  unsigned ScratchBytes = 0;
  /// Fills the payload of thread `tid` of work-group `gid` (r0 onwards in
  /// T.Grf, and anything else the ABI sets) and returns the thread's
  /// dispatch mask (bit n: channel n has a work-item).
  std::function<uint32_t(const uint32_t gid[3], unsigned tid, ThreadState &T)>
      InitThread;
};

struct RunOptions {
  /// Print each executed instruction and the channels it wrote.
  llvm::raw_ostream *Trace = nullptr;
  /// TGLLP: check software-scoreboard annotations.
  bool CheckSwsb = false;
  /// Check the kernel against the hardware's restrictions (GenValidator.h)
  /// for this product before running it; a violation is an error. Null:
  /// run without checking.
  const gen::Product *Validate = nullptr;
  /// Stop with an error after this many instructions (0: unlimited).
  uint64_t MaxInstructions = 0;
  /// Run the common ALU instructions through the planned fast path
  /// (bit-identical to the general one; off only to cross-check them).
  bool FastAlu = true;
  /// Called when a thread ends (e.g. to dump its registers).
  std::function<void(llvm::StringRef threadName, const ThreadState &)>
      OnThreadEnd;
};

struct RunStats {
  uint64_t Instructions = 0;  ///< executed instructions, each SIMD op once
  uint64_t Cycles = 0;        ///< simulated time (issue-slot estimate)
  uint64_t Threads = 0;
  uint64_t SwsbReports = 0;
  /// CPU seconds spent checking the kernel against the hardware's rules
  /// (RunOptions::Validate): a static check, not simulation.
  double ValidateSeconds = 0;
};

/// Runs every work-group of `launch` against `mem`.
llvm::Error runKernel(const KernelLaunch &launch, Memory &mem,
                      const RunOptions &opts, RunStats &stats,
                      llvm::raw_ostream &diags);

} // namespace visa::sim

#endif // VISA_SIM_SIMULATOR_H
