//===- TimingModel.cpp - Issue times, results and stall accounting --------===//
//
// plan() finds the first cycle an instruction can issue: after its thread's
// previous instruction let it (front end), after the barrier, after the
// registers it depends on (Gen8-11 scoreboard; on TGLLP the SWSB
// annotations, flags excepted); replan() when one of its pipes is free
// (the pipes change while other threads issue). commit()
// books the issue. The cycles between the thread's previous chance to
// issue and the issue are attributed to the waits in that order, so a
// thread's cycles add up to its life.
//
//===----------------------------------------------------------------------===//

#include "TimingModel.h"
#include "Timeline.h"
#include <algorithm>
#include <type_traits>

using namespace visa::gen;

namespace visa::sim {

const char *stallCauseName(StallCause c) {
  switch (c) {
  case StallCause::Send: return "send";
  case StallCause::Math: return "math";
  case StallCause::Alu: return "alu";
  case StallCause::Barrier: return "barrier";
  case StallCause::Swsb: return "swsb";
  case StallCause::Pipe: return "pipe";
  case StallCause::Flow: return "flow";
  case StallCause::NumCauses: break;
  }
  return "?";
}

void ThreadTiming::reset(uint64_t start) {
  std::fill(std::begin(Ready), std::end(Ready), 0);
  std::fill(std::begin(Producer), std::end(Producer), StallCause::Alu);
  std::fill(std::begin(ReadBusy), std::end(ReadBusy), 0);
  std::fill(std::begin(FlagReady), std::end(FlagReady), 0);
  AccReady = MaxReady = WriteHazardsUntil = 0;
  MaxReadyCause = StallCause::Alu;
  Avail = Start = start;
  std::fill(std::begin(InOrderDone), std::end(InOrderDone), 0);
  InOrderCount = 0;
  std::fill(std::begin(TokenRead), std::end(TokenRead), 0);
  std::fill(std::begin(TokenWrite), std::end(TokenWrite), 0);
  Issued = 0;
  std::fill(std::begin(Stalls), std::end(Stalls), 0);
}

namespace {
/// The latest of a set of ready times, and what it waited for.
struct Latest {
  uint64_t Time = 0;
  StallCause Cause = StallCause::Alu;
  void need(uint64_t t, StallCause c) {
    if (t > Time) {
      Time = t;
      Cause = c;
    }
  }
};
} // namespace

/// When the GRFs and accumulator `it` reads (and writes, for results
/// still in flight from out-of-order instructions) are ready, by the
/// hardware scoreboard's rules.
static Latest registersReady(const ThreadTiming &th, const InstTiming &it,
                             uint64_t from) {
  Latest dep;
  it.Reads.forEach([&](unsigned r) { dep.need(th.Ready[r], th.Producer[r]); });
  // Waits that end by `from` change nothing.
  if (th.WriteHazardsUntil > from)
    it.Writes.forEach([&](unsigned r) {
      if (th.Producer[r] != StallCause::Alu)
        dep.need(th.Ready[r], th.Producer[r]);
      dep.need(th.ReadBusy[r], StallCause::Send);
    });
  if (!it.MoreNeeds)
    return dep;
  it.AlsoNeeds.forEach([&](unsigned r) { // a sync's
    dep.need(th.Ready[r], th.Producer[r]);
    dep.need(th.ReadBusy[r], StallCause::Send);
  });
  if (it.AccRead)
    dep.need(th.AccReady, StallCause::Alu);
  if (it.Indirect)
    dep.need(th.MaxReady, th.MaxReadyCause);
  return dep;
}

/// When the flags `it` reads are ready (interlocked on every product).
static Latest flagsReady(const ThreadTiming &th, const InstTiming &it) {
  Latest flags;
  for (uint8_t m = it.FlagReads; m; m &= m - 1)
    flags.need(th.FlagReady[__builtin_ctz(m)], StallCause::Alu);
  return flags;
}

/// TGLLP: when the SWSB annotation of `inst` lets it issue.
static uint64_t annotationReady(const ThreadTiming &th, const Inst &inst,
                                const InstTiming &it) {
  uint64_t ready = 0;
  const Swsb &sb = inst.Sb;
  if (sb.Dist && th.InOrderCount >= sb.Dist)
    ready = th.InOrderDone[(th.InOrderCount - sb.Dist) % RegDistRing];
  unsigned id = sb.SBID % NumSbidTokens;
  switch (sb.TokenKind) {
  case Swsb::Token::Src:
    ready = std::max(ready, th.TokenRead[id]);
    break;
  case Swsb::Token::Dst:
    ready = std::max(ready, th.TokenWrite[id]);
    break;
  case Swsb::Token::Set:
    // A token is free again once its last instruction is done with it.
    ready = std::max({ready, th.TokenRead[id], th.TokenWrite[id]});
    break;
  case Swsb::Token::None:
    break;
  }
  if (it.WaitAllRead)
    for (uint64_t t : th.TokenRead)
      ready = std::max(ready, t);
  if (it.WaitAllWrite)
    for (uint64_t t : th.TokenWrite)
      ready = std::max(ready, t);
  return ready;
}

void TimingModel::plan(IssuePlan &p, const ThreadTiming &th, const Inst &inst,
                       const InstTiming &it, uint64_t barrierRelease) const {
  if (Swsb)
    planAs<true>(p, th, inst, it, barrierRelease);
  else
    planAs<false>(p, th, inst, it, barrierRelease);
}

template <bool Sb>
void TimingModel::planAs(IssuePlan &p, const ThreadTiming &th,
                         const Inst &inst, const InstTiming &it,
                         uint64_t barrierRelease) const {
  // When and Pipe are replan's.
  p.DepCause = StallCause::Alu;
  p.BarrierReady = std::max(th.Avail, barrierRelease);
  Latest flags = flagsReady(th, it);
  if constexpr (Sb) {
    // The hardware waits for what the annotation says (and for flags).
    // The registers' real needs only attribute a wait, if there is one.
    uint64_t annotated =
        it.AnnotationWaits ? annotationReady(th, inst, it) : 0;
    p.IssueReady = std::max({p.BarrierReady, annotated, flags.Time});
    p.DepReady = p.BarrierReady;
    if (p.IssueReady > p.BarrierReady) {
      Latest dep = registersReady(th, it, p.BarrierReady);
      dep.need(flags.Time, flags.Cause);
      // A drain for a special register is the hardware's own need.
      if (it.Drain)
        dep.need(p.IssueReady, StallCause::Alu);
      p.DepReady = std::min(std::max(p.BarrierReady, dep.Time), p.IssueReady);
      p.DepCause = dep.Cause;
    }
  } else {
    Latest dep = registersReady(th, it, p.BarrierReady);
    dep.need(flags.Time, flags.Cause);
    p.IssueReady = p.DepReady = std::max(p.BarrierReady, dep.Time);
    p.DepCause = dep.Cause;
  }
}

void TimingModel::replan(IssuePlan &p, const EuTiming &eu,
                         PipeChoice pipes) const {
  p.When = std::max(p.IssueReady, eu.firstFree(pipes, p.Pipe));
}

/// Calls `step(sb, traced)` with the launch's case (SWSB or not, traced or
/// not) as std::bool_constant arguments: the step's template arguments.
template <typename Step>
static void inCase(bool swsb, const Timeline *trace, Step &&step) {
  if (swsb && trace)
    step(std::true_type(), std::true_type());
  else if (swsb)
    step(std::true_type(), std::false_type());
  else if (trace)
    step(std::false_type(), std::true_type());
  else
    step(std::false_type(), std::false_type());
}

void TimingModel::commit(ThreadTiming &th, EuTiming &eu, const Inst &inst,
                         const InstTiming &it, const IssuePlan &p,
                         unsigned euIndex, uint64_t threadKey) const {
  inCase(Swsb, Trace, [&](auto sb, auto traced) {
    commitAs<decltype(sb)::value, decltype(traced)::value>(
        th, eu, inst, it, p, euIndex, threadKey);
  });
}

template <bool Sb, bool Traced>
void TimingModel::commitAs(ThreadTiming &th, EuTiming &eu, const Inst &inst,
                           const InstTiming &it, const IssuePlan &p,
                           unsigned euIndex, uint64_t threadKey) const {
  // Attribute the cycles since the thread could last issue.
  uint64_t cur = th.Avail;
  auto stall = [&](uint64_t until, StallCause cause) {
    if (until <= cur)
      return;
    th.Stalls[unsigned(cause)] += until - cur;
    if constexpr (Traced)
      Trace->stall(euIndex, threadKey, cause, cur, until);
    cur = until;
  };
  // The waits are in order (each at most the next): none at all when it
  // issues as soon as the thread could.
  if (p.When > cur) {
    stall(p.BarrierReady, StallCause::Barrier);
    stall(p.DepReady, p.DepCause);
    stall(p.IssueReady, StallCause::Swsb);
    stall(p.When, StallCause::Pipe);
  }
  uint64_t when = p.When;
  ++th.Issued;
  th.Stalls[unsigned(StallCause::Flow)] += it.FrontEnd - 1u;
  th.Avail = when + it.FrontEnd;
  if constexpr (Traced)
    Trace->issue(euIndex, threadKey, when, it.FrontEnd, inst);
  if (it.Pipes.any())
    eu.PipeFree[unsigned(p.Pipe)] = when + it.Occupancy;

  // Results.
  uint64_t ready = when + it.Latency;
  it.Writes.forEach([&](unsigned r) {
    th.Ready[r] = ready;
    th.Producer[r] = it.Producer;
  });
  if (!it.Writes.empty() && ready > th.MaxReady) {
    th.MaxReady = ready;
    th.MaxReadyCause = it.Producer;
  }
  if (it.Producer != StallCause::Alu && !it.Writes.empty())
    th.WriteHazardsUntil = std::max(th.WriteHazardsUntil, ready);
  uint64_t done = ready;
  if (it.Producer == StallCause::Send) {
    it.Reads.forEach(
        [&](unsigned r) { th.ReadBusy[r] = when + it.SourcesRead; });
    if (!it.Reads.empty())
      th.WriteHazardsUntil =
          std::max(th.WriteHazardsUntil, when + it.SourcesRead);
  }
  if (it.FlagWrites) {
    uint64_t flagReady = when + it.FlagLatency;
    for (uint8_t m = it.FlagWrites; m; m &= m - 1)
      th.FlagReady[__builtin_ctz(m)] = flagReady;
    done = std::max(done, flagReady);
  }
  if (it.AccWrite) {
    th.AccReady = when + it.AccLatency;
    done = std::max(done, th.AccReady);
  }
  if constexpr (!Sb)
    return;
  if (it.InOrder)
    th.InOrderDone[th.InOrderCount++ % RegDistRing] = done;
  if (inst.Sb.TokenKind == Swsb::Token::Set) {
    unsigned id = inst.Sb.SBID % NumSbidTokens;
    th.TokenWrite[id] = ready;
    th.TokenRead[id] = when + it.SourcesRead;
  }
}

// The combined steps below are flattened (TIMING_FLATTEN): the steps
// inlined share their loads, and a plan kept locally stays in registers.

void TimingModel::issueAlone(ThreadTiming &th, EuTiming &eu,
                             PendingQueue &queue, unsigned euIndex,
                             uint64_t threadKey) const {
  inCase(Swsb, Trace, [&](auto sb, auto traced) {
    issueAloneAs<decltype(sb)::value, decltype(traced)::value>(
        th, eu, queue, euIndex, threadKey);
  });
}

template <bool Sb, bool Traced>
void TimingModel::issueAloneAs(ThreadTiming &th, EuTiming &eu, PendingQueue &queue,
                          unsigned euIndex, uint64_t threadKey) const {
  for (; !queue.empty(); queue.pop()) {
    const Inst &inst = *queue.front().I;
    const InstTiming &it = *queue.front().Timing;
    if (it.Ordered)
      return;
    IssuePlan p;
    planAs<Sb>(p, th, inst, it, 0);
    replan(p, eu, it.Pipes);
    commitAs<Sb, Traced>(th, eu, inst, it, p, euIndex, threadKey);
  }
}

void TimingModel::issueThenPlan(ThreadTiming &th, EuTiming &eu,
                                PendingQueue &queue, IssuePlan &p,
                                unsigned euIndex, uint64_t threadKey) const {
  inCase(Swsb, Trace, [&](auto sb, auto traced) {
    issueThenPlanAs<decltype(sb)::value, decltype(traced)::value>(
        th, eu, queue, p, euIndex, threadKey);
  });
}

template <bool Sb, bool Traced>
void TimingModel::issueThenPlanAs(ThreadTiming &th, EuTiming &eu,
                                  PendingQueue &queue, IssuePlan &p,
                                  unsigned euIndex,
                                  uint64_t threadKey) const {
  const PendingInst &head = queue.front();
  replan(p, eu, head.Timing->Pipes);
  commitAs<Sb, Traced>(th, eu, *head.I, *head.Timing, p, euIndex, threadKey);
  queue.pop();
  const PendingInst &next = queue.front();
  planAs<Sb>(p, th, *next.I, *next.Timing, 0);
}

} // namespace visa::sim
