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
#include "InstTiming.h"
#include "Operands.h"
#include "PendingQueue.h"
#include "visa/Gen/GenInst.h"
#include "visa/Gen/GenMessage.h"
#include "visa/Sim/SimMemory.h"
#include "visa/Sim/SimThread.h"
#include "visa/Sim/Simulator.h"
#include "llvm/Support/Error.h"
#include <cfenv>
#include <vector>

namespace visa::sim {

class SwsbThreadCheck;
class TimingModel;

/// What executing an instruction needs besides the instruction itself,
/// computed when it first executes.
struct PreparedInst {
  PreparedInst() = default;
  /// Built from its parts in place (Program::prepare): no member is set
  /// twice.
  PreparedInst(const FastAluPlan &plan, const InstLayout &layout,
               uint32_t message, const InstTiming &timing)
      : Plan(plan), Layout(layout), Message(message), Timing(timing) {}
  /// The fast-path plan (FastAlu.h); first, next to the start of Layout,
  /// which is all most instructions read.
  FastAluPlan Plan;
  /// Precomputed operand element offsets.
  InstLayout Layout;
  /// Sends with immediate descriptors: their decoded message, index + 1
  /// into Program's messages (0: none, decode when executing).
  uint32_t Message = 0;
  /// Its class in the cycle model.
  InstTiming Timing;
};

/// A kernel's instructions, indexed by byte offset.
struct Program {
  const gen::Product *Device = nullptr;
  std::vector<gen::Inst> Insts;
  /// Instruction index by offset / 8, or -1.
  std::vector<int32_t> IndexByOffset;
  uint32_t CodeSize = 0;
  /// Whether instructions get fast-path plans (RunOptions::FastAlu).
  bool FastAlu = true;

  /// Sizes the preparation tables; call once Insts and IndexByOffset are
  /// complete.
  void initPrepared() {
    PreparedAt.assign(Insts.size(), nullptr);
    Offsets = std::make_unique<LayoutOffsets>(Insts.size());
    // Never reallocated: references into it stay valid.
    Prepared.reserve(Insts.size());
  }
  /// The preparation of `inst` (an element of Insts). Most kernels run a
  /// fraction of their code, so only the instructions that execute are
  /// prepared, each once, and the table grows as they first execute.
  const PreparedInst &prepared(const gen::Inst &inst) const {
    const PreparedInst *p = PreparedAt[&inst - Insts.data()];
    return p ? *p : prepare(inst);
  }
  const InstLayout &layoutOf(const gen::Inst &inst) const {
    return prepared(inst).Layout;
  }
  /// The decoded message of a prepared send, or null when it must be
  /// decoded as it executes (descriptors in a0).
  const gen::MessageInfo *messageOf(const PreparedInst &p) const {
    return messageAt(p.Message);
  }
  const gen::Inst *at(uint32_t offset) const {
    if (offset % 8 || offset / 8 >= IndexByOffset.size())
      return nullptr;
    int32_t i = IndexByOffset[offset / 8];
    return i < 0 ? nullptr : &Insts[i];
  }

private:
  const PreparedInst &prepare(const gen::Inst &inst) const;
  /// The message of PreparedInst::Message `message`.
  const gen::MessageInfo *messageAt(uint32_t message) const {
    return message ? &Messages[message - 1] : nullptr;
  }
  /// By instruction index (as Insts; not by offset: a kernel has fewer
  /// instructions than 8-byte slots): the instruction's preparation, or
  /// null while it is unprepared.
  mutable std::vector<const PreparedInst *> PreparedAt;
  mutable std::vector<PreparedInst> Prepared;
  /// The offsets of the prepared instructions' layouts.
  std::unique_ptr<LayoutOffsets> Offsets;
  /// The decoded messages of the sends prepared so far.
  mutable std::vector<gen::MessageInfo> Messages;
};

/// What ThreadExecutor::runOrdered did with the instruction.
enum class OrderedResult { Done, Blocked, Ended };

/// Whether `I` is a raw mov or a raw predicated sel, in IGC's sense: same
/// source and destination type, no modifier, saturation or condition, so
/// it copies bits (ExecRawCopy.cpp).
bool isRawCopy(const gen::Inst &I);

class ThreadExecutor {
public:
  ThreadExecutor(const Program &prog, Memory &mem, const RunOptions &opts,
                 RunStats &stats, llvm::raw_ostream &diags)
      : Prog(prog), Mem(mem), Opts(opts), Stats(stats), Diags(diags) {}

  /// Runs `t` ahead of its timing: executes the instructions whose effects
  /// stay in the thread (ALU, math, branches), appending each to `queue`,
  /// until the queue is full or the next instruction is one that must run
  /// at its issue time in the launch's order (InstTiming::Ordered: sends,
  /// barrier waits, timestamp reads); that one is appended, not run, with
  /// its timing (for a send with its descriptor in a0, in `dynamic`).
  llvm::Error runAhead(ThreadState &t, PendingQueue &queue,
                       InstTiming &dynamic);
  /// Runs the ordered instruction `t` stopped before, issuing at `when`.
  /// Blocked: a barrier wait whose barrier has not completed (the thread
  /// stays before it). BarrierCompleted says whether it completed one.
  llvm::Expected<OrderedResult> runOrdered(ThreadState &t, uint64_t when);

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
  /// Executes `inst` (prepared as `prep`) at t.IP on the channels `here`
  /// (those at t.IP; their PcIP entries may be stale, see Cursor). Sets
  /// `branched` if `inst` may have moved channels (PcIP then accurate for
  /// every channel).
  llvm::Error step(ThreadState &t, const gen::Inst &inst,
                   const PreparedInst &prep, uint32_t here, bool &blocked,
                   bool &branched);
  /// Whether `inst` runs on its fast-path plan now (FastAlu.h): planned
  /// ALU instructions run in the host's default rounding, so only while
  /// cr0 and the host both round to nearest even. (Instructions on
  /// channels past the 32nd, which step reports, get no plan.)
  bool runsPlanned(const ThreadState &t, const PreparedInst &prep) const {
    return prep.Plan.D != FastAluPlan::Domain::None &&
           (t.Cr0[0] & 0x30) == 0 &&
           (HostRounding == -1 || HostRounding == FE_TONEAREST);
  }
  /// step for an instruction that runsPlanned: it cannot fail, branch or
  /// block.
  void stepPlanned(ThreadState &t, const gen::Inst &inst,
                   const PreparedInst &prep, uint32_t here);
  /// What step and stepPlanned do first for `inst` at the channels `here`:
  /// its execution mask (into `mask`) and the channels that run it (the
  /// result), its SWSB check, and its count.
  uint32_t beginStep(ThreadState &t, const gen::Inst &inst, uint32_t here,
                     uint32_t &mask);
  llvm::Error execAlu(ThreadState &t, const gen::Inst &inst, uint32_t mask);
  /// Executes a mov or sel that copies bits without conversion; returns
  /// false (doing nothing) for any other instruction.
  bool tryRawCopy(ThreadState &t, const gen::Inst &inst,
                  const InstLayout &layout, uint32_t mask, llvm::Error &err);
  llvm::Error execMath(ThreadState &t, const gen::Inst &inst, uint32_t mask);
  /// math.invm / math.rsqtm and madm (MathMacro.cpp).
  llvm::Error execMathMacro(ThreadState &t, const gen::Inst &inst,
                            uint32_t mask);
  llvm::Error execMadm(ThreadState &t, const gen::Inst &inst, uint32_t mask);
  /// True if execBranch would move no channel's IP for `inst` on `mask`.
  bool movesNoChannel(const ThreadState &t, const gen::Inst &inst,
                      uint32_t mask) const;
  /// Handles branches; returns true if `inst` was a branch (PcIPs updated).
  bool execBranch(ThreadState &t, const gen::Inst &inst, uint32_t mask,
                  uint32_t atIP, llvm::Error &err);
  /// Target of jmpi/call/calla: a label, or a register holding an offset
  /// from `regBase` (calla: an absolute IP). False with `err` set if the
  /// register cannot be read.
  bool jumpTarget(ThreadState &t, const gen::Inst &inst, uint32_t regBase,
                  uint32_t &target, llvm::Error &err);
  bool execCall(ThreadState &t, const gen::Inst &inst, uint32_t callers,
                uint32_t atIP, uint32_t next, llvm::Error &err);
  bool execRet(ThreadState &t, const gen::Inst &inst, uint32_t leaving,
               llvm::Error &err);
  /// After the goto or jmpi `inst` at `ip`, run by the channels `ran`:
  /// whether the hardware, following JIP and UIP, goes on where the
  /// executor does (`simIP`, with the channels `simHere`). ExecHwFlow.cpp.
  llvm::Error checkHardwareFlow(ThreadState &t, const gen::Inst &inst,
                                uint32_t ip, uint32_t ran, uint32_t simIP,
                                uint32_t simHere);
  /// Where the executor goes on at `ip` with `here`, of which `carried`
  /// arrived from the instruction before: channels parked by a goto may
  /// only resume at a join.
  llvm::Error checkResume(ThreadState &t, uint32_t ip, uint32_t carried,
                          uint32_t here);
  /// At the end of the thread: no channel parked by a goto still waits.
  llvm::Error checkNoneParked(const ThreadState &t, const gen::Inst &inst);
  /// The channels of `mask` that `inst`'s predicate enables (all of them
  /// without a predicate, the common case, decided here).
  uint32_t predicateMask(const ThreadState &t, const gen::Inst &inst,
                         uint32_t mask) const {
    return inst.Pred == gen::PredCtrl::None ? mask
                                            : predicatedMask(t, inst, mask);
  }
  /// predicateMask for an instruction with a predicate.
  uint32_t predicatedMask(const ThreadState &t, const gen::Inst &inst,
                          uint32_t mask) const;
  llvm::Error unsupported(const gen::Inst &inst, const llvm::Twine &why);
  void applyRoundingMode(const ThreadState &t);
  /// Checks `inst`'s SWSB annotations; `enabled`: the channels that run it.
  void checkSwsb(const ThreadState &t, const gen::Inst &inst,
                 uint32_t enabled);
  /// checkSwsb past the common case (a known step on all channels without
  /// messages), out of line so that the common case stays cheap; `chans`:
  /// the enabled channels from the channel offset, `all`: all of them.
  void checkSwsbSlow(const ThreadState &t, const gen::Inst &inst,
                     uint32_t chans, uint32_t all);
  /// Prints `inst` with its execution mask to the trace stream.
  void trace(const gen::Inst &inst, uint32_t mask);

  const Program &Prog;
  Memory &Mem;
  const RunOptions &Opts;
  RunStats &Stats;
  llvm::raw_ostream &Diags;
public:
  /// TGLLP scoreboard checker, or null.
  SwsbThreadCheck *Swsb = nullptr;
  /// The cycle model (its facts time sends and the barrier gateway).
  const TimingModel *Model = nullptr;
  /// Set by runOrdered when the thread's signal completed its work-group's
  /// barrier.
  bool BarrierCompleted = false;

private:
  std::vector<std::string> SwsbReports;
  uint32_t Group[3] = {0, 0, 0};
  unsigned Tid = 0;
  /// Where a thread goes on: the channels `Here` at `IP` advance together
  /// without their PcIP entries being written (after an instruction that
  /// is not a branch they all move to the next one, and no other channel
  /// can join them before the smallest IP of the others, `MinOther`).
  /// Kept in the ThreadState between calls.
  struct Cursor {
    uint32_t IP, Here, MinOther;
  };
  Cursor resume(ThreadState &t);
  void suspend(ThreadState &t, const Cursor &c);
  /// Writes the PcIP entries of the cursor's channels.
  void writeBack(ThreadState &t, const Cursor &c);
  /// The instruction at the cursor, or null if there is none to run
  /// (fetchFailure says why).
  const gen::Inst *fetch(ThreadState &t, const Cursor &c) {
    const gen::Inst *inst = Prog.at(c.IP);
    if (!inst ||
        (Opts.MaxInstructions && Stats.Instructions >= Opts.MaxInstructions))
      return nullptr;
    t.IP = c.IP;
    return inst;
  }
  llvm::Error fetchFailure(ThreadState &t, const Cursor &c);
  /// Moves the cursor past `inst`, just executed (`branched` as step set it).
  llvm::Error advance(ThreadState &t, const gen::Inst &inst, bool branched,
                      Cursor &c) {
    if (branched)
      return afterBranch(t, inst, c);
    c.IP += inst.Compacted ? 8 : 16;
    return c.IP < c.MinOther ? llvm::Error::success() : rescan(t, inst, c);
  }
  /// advance after a branch: where the channels go on.
  llvm::Error afterBranch(ThreadState &t, const gen::Inst &inst, Cursor &c);
  /// advance when the channels reach the smallest IP of the others: which
  /// go on together now.
  llvm::Error rescan(ThreadState &t, const gen::Inst &inst, Cursor &c);

  /// The cycle the ordered instruction executing now issues at.
  uint64_t IssueTime = 0;
  std::string Name;
  int HostRounding = -1;
};

/// Channels of the call mask whose PcIP is `ip`: the ones an instruction at
/// `ip` runs for (before its channel range, NoMask and predication).
inline uint32_t enabledChannels(const ThreadState &t, uint32_t ip) {
  uint32_t chans = 0;
  for (unsigned ch = 0; ch < t.Simd; ++ch)
    if (t.PcIP[ch] == ip)
      chans |= 1u << ch;
  return chans & t.CallMask;
}

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

/// The smallest normal magnitude of `type` when cr0 flushes its denormals,
/// else 0. cr0.0 bits 10, 7 and 6 retain half, float and double denormals
/// (IGC CEncoder::initCR sets them unless -cl-denorms-are-zero); clear,
/// floating-point math flushes denormal inputs and outputs to zero, except
/// raw movs, conversions (mixed-mode included) and half-float extended math
/// (IGC CodeGenPatternMatch::FlushesDenormsOnOutput/Input).
inline double denormFlushLimit(const ThreadState &t, gen::DataType type) {
  switch (type) {
  case gen::DataType::HF: return t.Cr0[0] & 0x400 ? 0 : 0x1p-14;
  case gen::DataType::F: return t.Cr0[0] & 0x80 ? 0 : 0x1p-126;
  case gen::DataType::DF: return t.Cr0[0] & 0x40 ? 0 : 0x1p-1022;
  default: return 0;
  }
}

} // namespace visa::sim

#endif // VISA_LIB_SIM_EXECUTOR_H
