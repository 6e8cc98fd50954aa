//===- Executor.h - Executes one thread's Gen instructions ----------------===//
//
// A decoded kernel plus the rules that run it on a ThreadState: execution
// masks (per-channel IPs, predication, NoMask), the ALU, flags and condition
// modifiers, SIMD control flow, and hand-off of sends to executeSend.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_SIM_EXECUTOR_H
#define VISA_LIB_SIM_EXECUTOR_H

#include "FastAlu.h"
#include "Operands.h"
#include "visa/Gen/GenInst.h"
#include "visa/Sim/SimMemory.h"
#include "visa/Sim/SimThread.h"
#include "visa/Sim/Simulator.h"
#include "llvm/Support/Error.h"
#include <vector>

namespace visa::sim {

class SwsbChecker;

/// A kernel's instructions, indexed by byte offset.
struct Program {
  gen::Platform P;
  std::vector<gen::Inst> Insts;
  /// Precomputed operand element offsets, parallel to Insts.
  std::vector<InstLayout> Layouts;
  /// Fast-path plans (FastAlu.h), parallel to Insts.
  std::vector<FastAluPlan> FastPlans;
  /// Instruction index by offset / 8, or -1.
  std::vector<int32_t> IndexByOffset;
  uint32_t CodeSize = 0;

  const InstLayout &layoutOf(const gen::Inst &inst) const {
    return Layouts[&inst - Insts.data()];
  }
  const FastAluPlan &fastPlanOf(const gen::Inst &inst) const {
    return FastPlans[&inst - Insts.data()];
  }
  const gen::Inst *at(uint32_t offset) const {
    if (offset % 8 || offset / 8 >= IndexByOffset.size())
      return nullptr;
    int32_t i = IndexByOffset[offset / 8];
    return i < 0 ? nullptr : &Insts[i];
  }
};

/// Why ThreadExecutor::run returned.
enum class StopReason { Ended, Barrier };

class ThreadExecutor {
public:
  ThreadExecutor(const Program &prog, Memory &mem, const RunOptions &opts,
                 RunStats &stats, llvm::raw_ostream &diags)
      : Prog(prog), Mem(mem), Opts(opts), Stats(stats), Diags(diags) {}

  /// Runs `t` until it ends or waits at a barrier that has not completed.
  llvm::Expected<StopReason> run(ThreadState &t);

  /// The thread run next: work-group `group`, thread `tid` in it.
  void setThread(const uint32_t group[3], unsigned tid) {
    std::copy(group, group + 3, Group);
    Tid = tid;
    Name.clear();
  }
  /// Label for trace and diagnostics, e.g. "group (1,0,0) thread 2"
  /// (formatted when first asked for: most runs never need it).
  const std::string &threadName();

private:
  /// Executes `inst` at t.IP on the channels `here` (those at t.IP; their
  /// PcIP entries may be stale, see run). Sets `branched` if `inst` may have
  /// moved channels (PcIP then accurate for every channel).
  llvm::Error step(ThreadState &t, const gen::Inst &inst, uint32_t here,
                   bool &blocked, bool &branched);
  llvm::Error execAlu(ThreadState &t, const gen::Inst &inst, uint32_t mask);
  llvm::Error execMath(ThreadState &t, const gen::Inst &inst, uint32_t mask);
  /// Handles branches; returns true if `inst` was a branch (PcIPs updated).
  bool execBranch(ThreadState &t, const gen::Inst &inst, uint32_t mask,
                  uint32_t atIP, llvm::Error &err);
  uint32_t predicateMask(const ThreadState &t, const gen::Inst &inst,
                         uint32_t mask) const;
  llvm::Error unsupported(const gen::Inst &inst, const llvm::Twine &why);
  void applyRoundingMode(const ThreadState &t);
  void checkSwsb(const ThreadState &t, const gen::Inst &inst);
  /// Prints `inst` with its execution mask to the trace stream.
  void trace(const gen::Inst &inst, uint32_t mask);

  const Program &Prog;
  Memory &Mem;
  const RunOptions &Opts;
  RunStats &Stats;
  llvm::raw_ostream &Diags;
public:
  /// TGLLP scoreboard checker, or null.
  SwsbChecker *Swsb = nullptr;

private:
  std::vector<std::string> SwsbReports;
  uint32_t Group[3] = {0, 0, 0};
  unsigned Tid = 0;
  std::string Name;
  int HostRounding = -1;
};

/// Flag bit `ch` of the flag register an instruction names.
inline unsigned flagBit(const gen::Inst &inst, unsigned ch) {
  return (inst.FlagReg * 32 + inst.FlagSubReg * 16 + ch) & 63;
}

/// Sets or clears channel `ch`'s bit of the flag register `inst` names.
inline void setFlagBit(ThreadState &t, const gen::Inst &inst, unsigned ch,
                       bool value) {
  unsigned bit = flagBit(inst, ch);
  uint32_t &word = t.Flag[bit / 32];
  uint32_t m = 1u << (bit % 32);
  word = value ? word | m : word & ~m;
}

} // namespace visa::sim

#endif // VISA_LIB_SIM_EXECUTOR_H
