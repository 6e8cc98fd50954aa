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
  /// Private scratch bytes per thread the kernel declares (a thread's
  /// scratch grows as it is written, ThreadState::Scratch).
  unsigned ScratchBytes = 0;
  /// Fills the payload of thread `tid` of work-group `gid` (r0 onwards in
  /// T.Grf, and anything else the ABI sets) and returns the thread's
  /// dispatch mask (bit n: channel n has a work-item).
  std::function<uint32_t(const uint32_t gid[3], unsigned tid, ThreadState &T)>
      InitThread;
};

/// What a thread's cycles went to, besides issuing: waiting for one of
/// these (lib/Sim/TimingModel.h). Send, Math and Alu are also what
/// produced a register's value.
enum class StallCause : uint8_t {
  Send,    ///< a message's response (or its payload still being read)
  Math,    ///< an extended-math result
  Alu,     ///< an ALU result
  Barrier, ///< the work-group's barrier
  Swsb,    ///< TGLLP: an annotation waited longer than the registers needed
  Pipe,    ///< the pipe was busy (this thread's or another's instruction)
  Flow,    ///< front-end cost of a branch or send (GenTiming.def)
  NumCauses
};
constexpr unsigned NumStallCauses = unsigned(StallCause::NumCauses);
/// Lower-case names for reports: "send", "math", ...
const char *stallCauseName(StallCause c);

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
  /// EUs the work-groups are dispatched over (0: one sub-slice of the
  /// product, GenTiming.def EUsPerSubslice). A work-group's threads are
  /// resident together, so more EUs are used if one group needs them.
  unsigned EUs = 0;
  /// Writes every issue and stall as Chrome trace JSON (Timeline.h).
  llvm::raw_ostream *Timeline = nullptr;
  /// Events the timeline records at most.
  uint64_t TimelineMaxEvents = 2000000;
  /// Called when a thread ends (e.g. to dump its registers).
  std::function<void(llvm::StringRef threadName, const ThreadState &)>
      OnThreadEnd;
};

struct RunStats {
  uint64_t Instructions = 0;  ///< executed instructions, each SIMD op once
  /// Modelled time: the cycle the last thread ended (TimingModel.h).
  uint64_t Cycles = 0;
  uint64_t Threads = 0;
  /// EUs the launch ran on.
  unsigned EUs = 0;
  /// Summed over threads: cycles from dispatch to end, of which cycles
  /// issuing and stalled by cause (they add up to ThreadCycles).
  uint64_t ThreadCycles = 0;
  uint64_t IssueCycles = 0;
  uint64_t StallCycles[NumStallCauses] = {};
  /// Timeline events left out past RunOptions::TimelineMaxEvents.
  uint64_t TimelineDropped = 0;
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
