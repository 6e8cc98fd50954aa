//===- TimingModel.h - visa-sim's first-order cycle model -------*- C++ -*-===//
//
// When each instruction of a thread issues, and why not earlier. A thread
// issues in order, one instruction per cycle at most; the instruction waits
//   - for its sources (and, for results still in flight from a send or
//     math, its destination): on Gen8-11 the hardware scoreboard tracks
//     every GRF, flag and accumulator; on TGLLP only flags are tracked, and
//     everything else waits exactly as the SWSB annotations say (RegDist on
//     the in-order pipe, SBID tokens, sync.allrd/allwr);
//   - for the work-group's barrier (wait, sync.bar);
//   - for a free pipe of its EU (InstTiming's pipes; other threads of the
//     EU compete for them).
// Its results are ready after its latency. Each cycle of a thread's life
// is counted as an issue or as a stall with its cause. The EU scheduler
// (EuScheduler.cpp) decides which thread runs; this file only times.
//
// First order, on purpose: shared functions (data port, sampler) serve
// every message at once (no queueing between threads or EUs), a message's
// latency does not grow with its response length, memory always hits L3,
// an indirect operand waits for every pending GRF result, and Xe-LP's
// fused EU pairs run as independent EUs.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_SIM_TIMINGMODEL_H
#define VISA_LIB_SIM_TIMINGMODEL_H

#include "InstTiming.h"
#include "PendingQueue.h"
#include "visa/Gen/GenTiming.h"
#include <algorithm>

namespace visa::sim {

class Timeline;

#if defined(__GNUC__)
#define TIMING_FLATTEN __attribute__((flatten))
#else
#define TIMING_FLATTEN
#endif

/// One EU: when each of its pipes is free again.
struct EuTiming {
  /// Per pipe, and 0 past the last (PipeChoice's "no pipe").
  uint64_t PipeFree[NumEuPipes + 1] = {};
  /// The first cycle one of the pipes of `c` is free (0 for none).
  uint64_t firstFree(PipeChoice c) const {
    return std::min(PipeFree[c.A], PipeFree[c.B]);
  }
  /// The same, and in `pipe` which one (the first on a tie; unchanged for
  /// none).
  uint64_t firstFree(PipeChoice c, EuPipe &pipe) const {
    if (c.A != NumEuPipes)
      pipe = EuPipe(PipeFree[c.B] < PipeFree[c.A] ? c.B : c.A);
    return firstFree(c);
  }
};

/// SBID tokens TGLLP tracks (GenDeviceInfo.def SwsbTokens).
constexpr unsigned NumSbidTokens = 16;
/// In-order instructions remembered for RegDist (it encodes up to 7).
constexpr unsigned RegDistRing = 8;

/// When an instruction will issue, decided before it executes.
struct IssuePlan {
  uint64_t When = 0;
  EuPipe Pipe = EuPipe::Fpu0;
  /// The waits that led to When, in order (TimingModel::commit attributes
  /// the cycles between them).
  uint64_t BarrierReady = 0, DepReady = 0, IssueReady = 0;
  StallCause DepCause = StallCause::Alu;
};

/// The timing state of one hardware thread.
struct ThreadTiming {
  /// Per GRF: when its pending result is written and what produces it;
  /// until when a send still reads it as payload.
  uint64_t Ready[NumGrfs];
  StallCause Producer[NumGrfs];
  uint64_t ReadBusy[NumGrfs];
  uint64_t FlagReady[4];
  uint64_t AccReady;
  /// The latest result of any GRF (indirect operands wait for it).
  uint64_t MaxReady;
  StallCause MaxReadyCause;
  /// The latest result of an out-of-order instruction (send, math) and
  /// the latest end of a send's payload read: until then a write may wait.
  uint64_t WriteHazardsUntil;
  /// The earliest cycle its next instruction could issue.
  uint64_t Avail;
  uint64_t Start;
  /// TGLLP: completion of the last in-order instructions (RegDist) and,
  /// per SBID token, when its instruction has read its sources and
  /// written its results.
  uint64_t InOrderDone[RegDistRing];
  uint64_t InOrderCount;
  uint64_t TokenRead[NumSbidTokens], TokenWrite[NumSbidTokens];
  /// Cycles spent issuing and stalled, by cause.
  uint64_t Issued;
  uint64_t Stalls[NumStallCauses];

  /// A thread dispatched at `start`.
  void reset(uint64_t start);
  /// Cycles from its dispatch until it can issue again (its life, once it
  /// has ended).
  uint64_t life() const { return Avail - Start; }
};

class TimingModel {
public:
  TimingModel(const gen::Product &product, Timeline *timeline)
      : Facts(gen::getTimingFacts(product)),
        Swsb(product.SwsbTokens != 0), Trace(timeline) {}

  const gen::TimingFacts &facts() const { return Facts; }

  /// When `inst` (timing class `it`) would issue next on `thread`, but for
  /// a pipe (replan finds the pipe).
  /// `barrierRelease`: for a barrier wait whose barrier completed, when the
  /// gateway released the group (0 otherwise).
  void plan(IssuePlan &plan, const ThreadTiming &thread,
            const gen::Inst &inst, const InstTiming &it,
            uint64_t barrierRelease) const;
  /// `plan` again for the pipes of `eu` as they are now (`pipes`: the
  /// instruction's InstTiming::Pipes).
  void replan(IssuePlan &plan, const EuTiming &eu, PipeChoice pipes) const;
  /// Issues `inst` as `plan` says: occupies its pipe, schedules its
  /// results, counts the thread's cycles. `threadKey` and `euIndex` name
  /// the thread in the timeline.
  void commit(ThreadTiming &thread, EuTiming &eu, const gen::Inst &inst,
              const InstTiming &it, const IssuePlan &plan, unsigned euIndex,
              uint64_t threadKey) const;

  /// plan, replan and commit in one step for each instruction of `queue`
  /// up to its first ordered one (or all), popping them: the thread issues
  /// them with nothing to decide in between, alone on its EU.
  void issueAlone(ThreadTiming &thread, EuTiming &eu, PendingQueue &queue,
                  unsigned euIndex, uint64_t threadKey) const;
  /// replan and commit the first instruction of `queue`, planned in
  /// `plan`, and pop it; then plan the next one (queued, no barrier wait)
  /// into `plan`.
  void issueThenPlan(ThreadTiming &thread, EuTiming &eu, PendingQueue &queue,
                     IssuePlan &plan, unsigned euIndex,
                     uint64_t threadKey) const;

private:
  // The steps above for products with SWSB (`Sb`) or not, traced to the
  // timeline or not: both are fixed for a launch, so the steps are made
  // for each case instead of testing them at every issue.
  template <bool Sb>
  void planAs(IssuePlan &plan, const ThreadTiming &thread,
              const gen::Inst &inst, const InstTiming &it,
              uint64_t barrierRelease) const;
  template <bool Sb, bool Traced>
  void commitAs(ThreadTiming &thread, EuTiming &eu, const gen::Inst &inst,
                const InstTiming &it, const IssuePlan &plan, unsigned euIndex,
                uint64_t threadKey) const;
  template <bool Sb, bool Traced>
  TIMING_FLATTEN void issueAloneAs(ThreadTiming &thread, EuTiming &eu, PendingQueue &queue,
                    unsigned euIndex, uint64_t threadKey) const;
  template <bool Sb, bool Traced>
  TIMING_FLATTEN void issueThenPlanAs(ThreadTiming &thread, EuTiming &eu,
                                      PendingQueue &queue, IssuePlan &plan,
                                      unsigned euIndex,
                                      uint64_t threadKey) const;

  const gen::TimingFacts &Facts;
  bool Swsb;
  Timeline *Trace;
};

} // namespace visa::sim

#endif // VISA_LIB_SIM_TIMINGMODEL_H
