//===- SimThread.h - Architectural state of one simulated EU thread -------===//
//
// The register files a Gen hardware thread owns (GRF, accumulators, flags,
// address register, control/state registers), the per-channel instruction
// pointers that implement SIMD control flow, and the work-group state the
// thread shares with its siblings (shared local memory, barrier).
//
// SIMD control flow follows the per-channel IP model: every channel has its
// own instruction pointer (PcIP); the thread executes the instruction at the
// smallest PcIP of its live channels, with the channels whose PcIP equals it
// enabled. Branches move the PcIP of the channels they redirect; join points
// need no bookkeeping because waiting channels re-enable themselves when the
// thread's IP reaches theirs. Only channels of the call mask take part: a
// subroutine runs to its return before the caller's waiting channels resume.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_SIM_SIMTHREAD_H
#define VISA_SIM_SIMTHREAD_H

#include "visa/Gen/GenPlatform.h"
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

namespace visa::sim {

/// The register files are sized for the largest product of the device
/// table; the simulator models one GRF size.
constexpr unsigned GrfBytes = gen::largestFact(&gen::Product::GRFBytes);
static_assert(gen::factIsUniform(&gen::Product::GRFBytes),
              "the simulator models a single GRF size");
constexpr unsigned NumGrfs = gen::largestFact(&gen::Product::NumGRF);
constexpr unsigned NumFlagRegs = gen::largestFact(&gen::Product::NumFlagRegs);
constexpr unsigned NumAddrSubRegs =
    gen::largestFact(&gen::Product::NumAddrSubRegs);
constexpr unsigned MaxChannels = 32;
/// PcIP of a channel that is not dispatched or has ended.
constexpr uint32_t ChannelDone = UINT32_MAX;

/// State shared by the threads of one work-group.
struct WorkGroupState {
  std::vector<uint8_t> SLM;
  unsigned NumThreads = 0;
  /// Threads that signalled the barrier since it last completed.
  unsigned BarrierArrived = 0;
  /// Incremented each time the barrier completes.
  uint64_t BarrierGeneration = 0;
  uint32_t GroupId[3] = {0, 0, 0};
  /// Cycle model: the latest signal of the barrier now filling, and when
  /// the gateway released the group from its last completed barrier.
  uint64_t BarrierLastSignal = 0;
  uint64_t BarrierRelease = 0;
};

/// One math-macro extended register (acc2..acc9, named mme0..mme7 by IGA):
/// per channel, the extended-precision value of the madm/invm/rsqtm
/// intermediate last written to it (IEEE binary128 bytes) and the bits of
/// the destination element written with it (lib/Sim/MathMacro.cpp).
/// Value and DstBits hold nothing until ThreadState::MmeWritten says a
/// channel was written: they are never cleared (most threads never use
/// them, and so never touch their memory).
struct MathMacroReg {
  alignas(16) uint8_t Value[MaxChannels][16];
  uint64_t DstBits[MaxChannels];
};

/// About 4.7 KB, the math-macro registers apart (made when first written):
/// each page a fresh state touches costs a page fault, a noticeable share
/// of a small launch's simulation, so states stay small and the scheduler
/// packs them together (lib/Sim/EuScheduler.cpp).
struct ThreadState {
  alignas(64) uint8_t Grf[NumGrfs * GrfBytes];
  /// acc0..acc3 as raw bytes (regions address them like GRFs).
  alignas(64) uint8_t Acc[4 * GrfBytes];
  /// Full-width products of integer mul/mach/mac per dword channel, read by
  /// mach and integer mac (the hardware accumulator keeps more than 32 bits).
  int64_t AccWide[MaxChannels];
  /// Per mme register, bit ch: channel ch of Mme was written.
  uint32_t MmeWritten[8] = {};
  /// f0 and f1, each 32 bits (f0.0 = low 16 bits, f0.1 = high 16).
  uint32_t Flag[NumFlagRegs] = {};
  /// a0.0 .. a0.15 as words.
  uint16_t A0[NumAddrSubRegs] = {};
  uint32_t Cr0[4] = {}, Sr0[4] = {};
  /// Notification register n0 and thread-dependency register, unused.
  uint32_t Ce0 = 0;
  /// tm0: timestamp (dwords 0-1, advanced per instruction) and control.
  uint32_t Tm0[5] = {};

  /// Per-channel instruction pointers (byte offsets); ChannelDone when off.
  uint32_t PcIP[MaxChannels];
  /// The thread's current instruction pointer.
  uint32_t IP = 0;
  /// Set when the thread stopped before the instruction at IP
  /// (ThreadExecutor::runAhead, runOrdered): the channels at IP, and the
  /// smallest IP of the others; their PcIP entries are stale until then.
  bool Resumable = false;
  uint32_t ResumeHere = 0, ResumeMinOther = 0;
  /// Channels the thread was dispatched with.
  uint32_t DispatchMask = 0;
  /// The EU's call mask (flow-control ARF): the channels of the subroutine
  /// running now, the dispatch mask outside any call. Channels outside it
  /// wait, whatever their PcIP (see lib/Sim/ExecBranch.cpp).
  uint32_t CallMask = ~0u;
  /// Channels a goto parked that have not resumed: only a join may wake
  /// them (lib/Sim/ExecHwFlow.cpp).
  uint32_t GotoParked = 0;
  unsigned Simd = 8;
  bool Ended = false;
  /// Barrier generation this thread waits for to complete, if waiting.
  bool WaitingOnBarrier = false;
  uint64_t BarrierTarget = 0;
  /// Set by a gateway barrier message, consumed by wait/sync.bar.
  bool BarrierSignalled = false;

  /// Scratch (private) space of this thread, as far as it has been
  /// written (bytes past the end read 0).
  std::vector<uint8_t> Scratch;
  WorkGroupState *Group = nullptr;
  /// The math-macro registers mme0..mme7, made when first written (most
  /// threads never use them): read only where MmeWritten says.
  std::unique_ptr<MathMacroReg[]> Mme;

  ThreadState() {
    std::memset(Grf, 0, sizeof(Grf));
    std::memset(Acc, 0, sizeof(Acc));
    std::memset(AccWide, 0, sizeof(AccWide));
    for (uint32_t &ip : PcIP)
      ip = ChannelDone;
  }

  uint8_t *grf(unsigned reg, unsigned byte = 0) {
    return Grf + reg * GrfBytes + byte;
  }
  /// Flag bits as one 64-bit value: f0 in the low half, f1 in the high.
  uint64_t flags() const {
    static_assert(NumFlagRegs == 2, "flags() packs f0 and f1");
    return uint64_t(Flag[0]) | uint64_t(Flag[1]) << 32;
  }
};

} // namespace visa::sim

#endif // VISA_SIM_SIMTHREAD_H
