//===- ExecHwFlow.cpp - Goto and join as the hardware sequences them ------===//
//
// The executor runs the instruction at the smallest per-channel IP, which
// needs no JIP: whatever a goto's or a join's JIP says, channels parked
// further on are found. The hardware has one IP and is less forgiving:
//
//  - a goto parks the channels it takes at its UIP; when no channel is
//    left enabled it goes to its JIP, and a join re-enables the channels
//    parked at its own offset, going on to its JIP when none is enabled
//    after it. A JIP that skips a join where channels are parked loses
//    them;
//  - a backward goto that jumps parks the channels it does not take at
//    its JIP (the join after it);
//  - channels parked by a goto wake only at a join: reaching their offset
//    on any other instruction does not re-enable them;
//  - jmpi moves the whole thread: channels parked at a join it jumps over
//    stay parked.
//
// These checks run the hardware's sequencing next to the executor's after
// each goto and jmpi, and wherever channels parked by a goto would resume:
// when the two disagree, the kernel is wrong on hardware even though the
// simulator computes the right answer, and running stops with an error.
// Structured control flow (if/else/endif, while/break/cont) and calls are
// left to the executor's model.
//
//===----------------------------------------------------------------------===//

#include "Executor.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"

using namespace visa::gen;

namespace visa::sim {

namespace {

std::string hex(uint32_t v) {
  std::string s;
  llvm::raw_string_ostream(s) << llvm::format_hex(v, 6);
  return s;
}

/// Channels of the call mask whose IP is `ip`.
uint32_t parkedAt(const ThreadState &t, uint32_t ip) {
  return enabledChannels(t, ip);
}

} // namespace

llvm::Error ThreadExecutor::checkHardwareFlow(ThreadState &t, const Inst &I,
                                              uint32_t ip, uint32_t ran,
                                              uint32_t simIP,
                                              uint32_t simHere) {
  Platform p = Prog.Device->Gen;
  uint32_t next = ip + (I.Compacted ? 8 : 16);
  uint32_t hwIP = next, enabled = ran;
  // Channels this instruction leaves parked by a goto.
  uint32_t parked = 0;
  if (I.Op == Opcode::Jmpi) {
    for (uint32_t m = ran; m; m &= m - 1)
      hwIP = t.PcIP[llvm::countr_zero(m)];
  } else {
    uint32_t jip = uint32_t(labelTarget(p, I, I.Src[0]));
    uint32_t uip = uint32_t(labelTarget(p, I, I.Src[1]));
    uint32_t taken = uip == next ? 0 : parkedAt(t, uip) & ran;
    uint32_t rest = ran & ~taken;
    if (uip > ip) {
      parked = taken;
      enabled = rest;
      if (!rest)
        hwIP = jip;
    } else if (taken) {
      if (jip != next)
        return unsupported(I, "the channels a backward goto does not take "
                              "wait at its JIP " + hex(jip) +
                              ", which is not the next instruction");
      parked = rest;
      enabled = taken;
      hwIP = uip;
    }
  }
  t.GotoParked |= parked;
  // No channel enabled: the hardware follows JIPs from join to join until
  // one re-enables a channel.
  for (unsigned steps = 0; !enabled; ++steps) {
    const Inst *join = Prog.at(hwIP);
    if (!join || join->Op != Opcode::Join)
      return unsupported(I, "no channel is left enabled and the hardware "
                            "goes to " + hex(hwIP) + ", which is not a join");
    enabled = parkedAt(t, hwIP);
    if (enabled)
      break;
    uint32_t jip = uint32_t(labelTarget(p, *join, join->Src[0]));
    if (jip == hwIP || steps > Prog.Insts.size())
      return unsupported(I, "no channel is left enabled and no join on the "
                            "JIP chain from here re-enables one (it ends at " +
                            hex(hwIP) + ")");
    hwIP = jip;
  }
  if (hwIP != simIP)
    return unsupported(I, "the hardware goes on at " + hex(hwIP) +
                          ", past the channels waiting at " + hex(simIP));
  return checkResume(t, simIP, enabled, simHere);
}

llvm::Error ThreadExecutor::checkResume(ThreadState &t, uint32_t ip,
                                        uint32_t carried, uint32_t here) {
  uint32_t woken = here & ~carried & t.GotoParked;
  t.GotoParked &= ~here;
  if (!woken)
    return llvm::Error::success();
  const Inst *I = Prog.at(ip);
  if (I && I->Op == Opcode::Join)
    return llvm::Error::success();
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(),
      "offset %s: channels 0x%x parked by a goto resume here, but only a "
      "join re-enables them on the hardware",
      hex(ip).c_str(), woken);
}

llvm::Error ThreadExecutor::checkNoneParked(const ThreadState &t,
                                            const Inst &I) {
  uint32_t lost = t.GotoParked & t.CallMask;
  for (uint32_t m = lost; m; m &= m - 1)
    if (t.PcIP[llvm::countr_zero(m)] == ChannelDone)
      lost &= ~(1u << llvm::countr_zero(m));
  if (!lost)
    return llvm::Error::success();
  return unsupported(I, llvm::formatv("the thread ends while channels {0:x} "
                                      "parked by a goto still wait",
                                      lost)
                            .str());
}

} // namespace visa::sim
