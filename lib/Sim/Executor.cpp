//===- Executor.cpp - Instruction dispatch, masks and control flow --------===//
//
// The per-instruction cycle of a thread: pick the next IP (the smallest
// per-channel IP among the live channels of the call mask), build the
// execution mask (those channels at that IP within the instruction's channel
// range, or all of them under NoMask, then predication), and execute. Branch
// instructions (ExecBranch.cpp) move the per-channel IPs of the channels
// they redirect; every other enabled channel moves to the next instruction.
// runAhead runs the instructions that touch only the thread's state as far
// as it can, ahead of the cycle model; runOrdered runs one that must run at
// its modelled issue (EuScheduler.cpp).
//
//===----------------------------------------------------------------------===//

#include "Executor.h"
#include "Operands.h"
#include "visa/Gen/GenAsmPrinter.h"
#include "visa/Sim/Send.h"
#include "SwsbPathCache.h"
#include "TimingModel.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include <cfenv>

using namespace visa::gen;

namespace visa::sim {

llvm::Error ThreadExecutor::unsupported(const Inst &I, const llvm::Twine &why) {
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(),
      llvm::formatv("offset {0:x4}: {1}: {2}", I.Offset, why.str(),
                    formatInst(Prog.Device->Gen, I))
          .str());
}

const std::string &ThreadExecutor::threadName() {
  if (Name.empty())
    Name = llvm::formatv("group ({0},{1},{2}) thread {3}", Group[0], Group[1],
                         Group[2], Tid);
  return Name;
}

void ThreadExecutor::applyRoundingMode(const ThreadState &t) {
  static const int Modes[4] = {FE_TONEAREST, FE_UPWARD, FE_DOWNWARD,
                               FE_TOWARDZERO};
  int mode = Modes[(t.Cr0[0] >> 4) & 3];
  if (mode != HostRounding) {
    std::fesetround(mode);
    HostRounding = mode;
  }
}

uint32_t ThreadExecutor::predicatedMask(const ThreadState &t, const Inst &I,
                                        uint32_t mask) const {
  // Channel ch reads flag bit (base + ch) mod 64: bit ch of `bits`.
  unsigned base = I.FlagReg * 32 + I.FlagSubReg * 16;
  uint64_t bits = llvm::rotr<uint64_t>(t.flags(), base);
  uint32_t range =
      uint32_t(((uint64_t(1) << I.ExecSize) - 1) << I.ChanOffset);
  unsigned group = 1;
  bool any = true;
  switch (I.Pred) {
  case PredCtrl::Any2H: group = 2; break;
  case PredCtrl::All2H: group = 2; any = false; break;
  case PredCtrl::Any4H: group = 4; break;
  case PredCtrl::All4H: group = 4; any = false; break;
  case PredCtrl::Any8H: group = 8; break;
  case PredCtrl::All8H: group = 8; any = false; break;
  case PredCtrl::Any16H: group = 16; break;
  case PredCtrl::All16H: group = 16; any = false; break;
  case PredCtrl::Any32H: group = 32; break;
  case PredCtrl::All32H: group = 32; any = false; break;
  default: group = 1; break;
  }
  if (group == 1)
    return mask & range & uint32_t(I.PredInv ? ~bits : bits);
  // Each aligned group of channels is on when any (all) of its flag
  // bits is set.
  uint32_t on = 0;
  uint64_t ones = (uint64_t(1) << group) - 1;
  unsigned end = I.ChanOffset + I.ExecSize;
  for (unsigned first = I.ChanOffset - I.ChanOffset % group; first < end;
       first += group) {
    uint64_t groupBits = ones << first;
    bool v = any ? (bits & groupBits) != 0 : (bits & groupBits) == groupBits;
    if (v != I.PredInv)
      on |= uint32_t(groupBits);
  }
  return mask & range & on;
}

llvm::Error ThreadExecutor::step(ThreadState &t, const Inst &I,
                                 const PreparedInst &prep, uint32_t here,
                                 bool &blocked, bool &branched) {
  uint32_t ip = t.IP;
  blocked = false;
  branched = false;
  if (I.ChanOffset + I.ExecSize > MaxChannels)
    return unsupported(I, "channels past the 32nd (channel offset + "
                          "execution size > 32)");
  if (runsPlanned(t, prep)) {
    stepPlanned(t, I, prep, here);
    return llvm::Error::success();
  }

  // Barrier wait: Gen8-11 `wait n0`, Gen12 `sync.bar`.
  bool isBarrierWait = (I.Op == Opcode::Wait) ||
                       (I.Op == Opcode::Sync && (I.MathFn & 0xF) == 14);
  if (isBarrierWait && t.BarrierSignalled) {
    if (t.Group->BarrierGeneration < t.BarrierTarget) {
      blocked = true;
      return llvm::Error::success();
    }
    t.BarrierSignalled = false;
  }

  uint32_t mask;
  uint32_t enabled = beginStep(t, I, here, mask);
  llvm::Error err = llvm::Error::success();
  switch (getForm(I.Op)) {
  case OpForm::Nullary:
    if (I.Op == Opcode::Illegal)
      return unsupported(I, "illegal instruction");
    break; // nop
  case OpForm::Wait:
    break; // wait / sync: ordering only in a sequential simulator
  case OpForm::Send:
  case OpForm::Sends: {
    SendContext ctx{*Prog.Device, Mem, t, enabled, Prog.messageOf(prep)};
    SendOutcome out;
    if (auto e = executeSend(I, ctx, out))
      return unsupported(I, llvm::toString(std::move(e)));
    if (out.BarrierSignal) {
      WorkGroupState &g = *t.Group;
      t.BarrierSignalled = true;
      t.BarrierTarget = g.BarrierGeneration + 1;
      g.BarrierLastSignal = std::max(g.BarrierLastSignal, IssueTime);
      if (++g.BarrierArrived >= g.NumThreads) {
        g.BarrierArrived = 0;
        ++g.BarrierGeneration;
        // The gateway releases the group once the last signal reached it.
        g.BarrierRelease = g.BarrierLastSignal +
                           Model->facts().BarrierLatency;
        g.BarrierLastSignal = 0;
        BarrierCompleted = true;
      }
    }
    if (out.EndOfThread || I.Send.EOT) {
      if (auto e = checkNoneParked(t, I))
        return e;
      t.Ended = true;
      return llvm::Error::success();
    }
    break;
  }
  case OpForm::Math:
    if (auto e = execMath(t, I, enabled))
      return e;
    break;
  case OpForm::Jmpi:
  case OpForm::Branch1:
  case OpForm::Branch2:
  case OpForm::Call:
  case OpForm::Ret:
  {
    // NoMask branches other than jmpi move only the channels here.
    uint32_t range = execSizeMask(I.ExecSize) << I.ChanOffset;
    uint32_t branchMask =
        I.NoMask && getForm(I.Op) != OpForm::Jmpi ? (here & range) : mask;
    // A branch that moves no channel (endif and join never do: waiting
    // channels rejoin when the others reach their IP, see run) leaves the
    // channels here to move on like any instruction.
    if (movesNoChannel(t, I, branchMask))
      break;
    // Branches read and move per-channel IPs: make those at `ip` current.
    for (uint32_t m = here; m; m &= m - 1)
      t.PcIP[llvm::countr_zero(m)] = ip;
    branched = true;
    execBranch(t, I, branchMask, ip, err);
    if (err)
      return err;
    break;
  }
  case OpForm::Brd:
  case OpForm::Brc:
    return unsupported(I, "brd/brc not modelled");
  default:
    if (auto e = execAlu(t, I, enabled))
      return e;
    break;
  }
  if (Opts.Trace)
    trace(I, mask);
  if (branched) {
    // Channels enabled here that the branch did not redirect move on (a
    // call or ret may have changed the call mask since: its non-calling
    // channels move on too). Channels outside the call mask keep waiting
    // even at this IP. After other instructions, run moves `here` on.
    uint32_t next = ip + (I.Compacted ? 8 : 16);
    for (uint32_t m = here; m; m &= m - 1) {
      unsigned ch = llvm::countr_zero(m);
      if (t.PcIP[ch] == ip)
        t.PcIP[ch] = next;
    }
  }
  return llvm::Error::success();
}

LLVM_ATTRIBUTE_ALWAYS_INLINE uint32_t
ThreadExecutor::beginStep(ThreadState &t, const Inst &I,
                                   uint32_t here, uint32_t &mask) {
  uint32_t range = execSizeMask(I.ExecSize) << I.ChanOffset;
  mask = I.NoMask ? range : (here & range);
  // The channels that run I: the predicate disables channels, except for
  // sel, which chooses by it.
  uint32_t enabled = I.Op == Opcode::Sel ? mask : predicateMask(t, I, mask);
  if (Swsb)
    checkSwsb(t, I, enabled);
  ++Stats.Instructions;
  return enabled;
}

LLVM_ATTRIBUTE_ALWAYS_INLINE void
ThreadExecutor::stepPlanned(ThreadState &t, const Inst &I,
                                 const PreparedInst &prep, uint32_t here) {
  uint32_t mask;
  uint32_t enabled = beginStep(t, I, here, mask);
  bool sel = I.Op == Opcode::Sel;
  // While cr0 flushes float or double denormals (bit 7 or 6 clear; see
  // denormFlushLimit), the instructions that flush do so on the fast path
  // too.
  const FastAluPlan &plan = prep.Plan;
  runFastAlu(t, I, prep.Layout, plan, enabled,
             sel ? predicateMask(t, I, ~0u) : ~0u,
             plan.FlushCr0Bit && !(t.Cr0[0] & plan.FlushCr0Bit));
  if (Opts.Trace)
    trace(I, mask);
}

void ThreadExecutor::trace(const Inst &I, uint32_t mask) {
  *Opts.Trace << threadName() << " " << llvm::format_hex(I.Offset, 6) << ": "
              << formatInst(Prog.Device->Gen, I) << "   // mask "
              << llvm::format_hex(mask, 10) << "\n";
}

void ThreadExecutor::checkSwsb(const ThreadState &t, const Inst &I,
                               uint32_t enabled) {
  // Most steps take a known child whose outcome did not depend on the
  // channels.
  if (Swsb->stepKnown(I))
    return;
  // The channels that run I counted from the channel offset; ~0u when all
  // do (the common case the checker and its path cache share).
  uint32_t all = execSizeMask(I.ExecSize);
  checkSwsbSlow(t, I, (enabled >> I.ChanOffset) & all, all);
}

LLVM_ATTRIBUTE_NOINLINE void
ThreadExecutor::checkSwsbSlow(const ThreadState &t, const Inst &I,
                              uint32_t chans, uint32_t all) {
  if (chans != all && Swsb->stepKnownOn(I, chans))
    return;
  SwsbReports.clear();
  // Indirect operands reach registers only through enabled channels: an ALU
  // instruction with none (on a divergent path, whose a0 this thread may
  // never have set) accesses no register through a0. Sends go out whatever
  // their mask, their lengths possibly in a0.
  OpForm form = getForm(I.Op);
  bool isSend = form == OpForm::Send || form == OpForm::Sends;
  Swsb->stepSlow(I, SwsbReports, isSend || chans ? t.A0 : nullptr,
                 chans == all ? ~0u : chans);
  for (const std::string &r : SwsbReports) {
    Diags << "visa-sim: swsb: " << threadName() << ": " << r << "\n";
    ++Stats.SwsbReports;
  }
}

/// The channels of the call mask at its smallest PcIP, which goes to `ip`;
/// `minOther` gets the smallest PcIP of the call mask's other channels.
/// Channels outside the call mask wait; only a call or ret (a branch, after
/// which run rescans) changes the call mask.
static uint32_t channelsAtNextIP(const ThreadState &t, uint32_t &ip,
                                 uint32_t &minOther) {
  // One pass over the call mask: `ip` is the smallest PcIP so far, `here`
  // its channels, `minOther` the smallest of the others.
  ip = ChannelDone;
  minOther = ChannelDone;
  uint32_t here = 0;
  uint32_t chans = execSizeMask(t.Simd);
  for (uint32_t m = t.CallMask & chans; m; m &= m - 1) {
    unsigned ch = llvm::countr_zero(m);
    uint32_t p = t.PcIP[ch];
    if (p < ip) {
      if (here)
        minOther = ip; // every other channel seen so far is at or above ip
      ip = p;
      here = 1u << ch;
    } else if (p == ip) {
      here |= 1u << ch;
    } else if (p < minOther) {
      minOther = p;
    }
  }
  return here;
}

ThreadExecutor::Cursor ThreadExecutor::resume(ThreadState &t) {
  Cursor c;
  if (t.Resumable) {
    c.IP = t.IP;
    c.Here = t.ResumeHere;
    c.MinOther = t.ResumeMinOther;
  } else {
    c.Here = channelsAtNextIP(t, c.IP, c.MinOther);
  }
  return c;
}

void ThreadExecutor::suspend(ThreadState &t, const Cursor &c) {
  t.IP = c.IP;
  t.ResumeHere = c.Here;
  t.ResumeMinOther = c.MinOther;
  t.Resumable = true;
}

void ThreadExecutor::writeBack(ThreadState &t, const Cursor &c) {
  for (uint32_t m = c.Here; m; m &= m - 1)
    t.PcIP[llvm::countr_zero(m)] = c.IP;
  t.Resumable = false;
}

llvm::Error ThreadExecutor::fetchFailure(ThreadState &t, const Cursor &c) {
  if (c.IP == ChannelDone)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "%s: no live channel left before EOT",
                                   threadName().c_str());
  writeBack(t, c);
  if (!Prog.at(c.IP))
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "%s: execution reached offset 0x%x, outside the kernel's code",
        threadName().c_str(), c.IP);
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(),
      "%s: stopped after %llu instructions (--max-instructions)",
      threadName().c_str(), (unsigned long long)Stats.Instructions);
}

llvm::Error ThreadExecutor::afterBranch(ThreadState &t, const Inst &I,
                                        Cursor &c) {
  // PcIP is current for every channel.
  uint32_t branchIP = c.IP, ran = c.Here;
  c.Here = channelsAtNextIP(t, c.IP, c.MinOther);
  if (I.Op == Opcode::Goto || I.Op == Opcode::Jmpi)
    return checkHardwareFlow(t, I, branchIP, ran, c.IP, c.Here);
  t.GotoParked &= ~c.Here;
  return llvm::Error::success();
}

llvm::Error ThreadExecutor::rescan(ThreadState &t, const Inst &I, Cursor &c) {
  writeBack(t, c);
  uint32_t hwIP = c.IP, carried = c.Here;
  c.Here = channelsAtNextIP(t, c.IP, c.MinOther);
  if (c.IP != hwIP && (c.Here & t.GotoParked))
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "%s: offset 0x%x: the hardware goes on at 0x%x, past channels "
        "parked by a goto at 0x%x",
        threadName().c_str(), hwIP - (I.Compacted ? 8 : 16), hwIP, c.IP);
  return checkResume(t, c.IP, carried, c.Here);
}

llvm::Error ThreadExecutor::runAhead(ThreadState &t, PendingQueue &queue,
                                     InstTiming &dynamic) {
  Cursor c = resume(t);
  while (!queue.full()) {
    const Inst *I = fetch(t, c);
    if (!I)
      return fetchFailure(t, c);
    const PreparedInst &prep = Prog.prepared(*I);
    if (prep.Timing.Ordered) {
      const InstTiming *it = &prep.Timing;
      if (it->DynamicSend) {
        dynamic = *it;
        setSendTiming(Model->facts(), *I, decodeSend(*Prog.Device, *I, t.A0),
                      dynamic);
        it = &dynamic;
      }
      queue.push({I, it});
      break;
    }
    bool blocked = false, branched = false;
    if (runsPlanned(t, prep)) {
      stepPlanned(t, *I, prep, c.Here);
    } else if (auto e = step(t, *I, prep, c.Here, blocked, branched)) {
      writeBack(t, c);
      return e;
    }
    queue.push({I, &prep.Timing});
    if (auto e = advance(t, *I, branched, c))
      return e;
  }
  suspend(t, c);
  return llvm::Error::success();
}

llvm::Expected<OrderedResult> ThreadExecutor::runOrdered(ThreadState &t,
                                                         uint64_t when) {
  BarrierCompleted = false;
  IssueTime = when;
  // The timestamp is the cycle model's time of this issue.
  t.Tm0[0] = uint32_t(when);
  t.Tm0[1] = uint32_t(when >> 32);
  Cursor c = resume(t);
  const Inst *I = fetch(t, c);
  if (!I)
    return fetchFailure(t, c);
  bool blocked, branched;
  if (auto e = step(t, *I, Prog.prepared(*I), c.Here, blocked, branched)) {
    writeBack(t, c);
    return std::move(e);
  }
  if (blocked) {
    suspend(t, c);
    return OrderedResult::Blocked;
  }
  if (t.Ended) {
    writeBack(t, c);
    return OrderedResult::Ended;
  }
  if (auto e = advance(t, *I, branched, c))
    return std::move(e);
  suspend(t, c);
  return OrderedResult::Done;
}

} // namespace visa::sim
