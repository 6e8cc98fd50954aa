//===- EuScheduler.cpp - Work-group dispatch and thread interleaving ------===//
//
// The launch runs on a sub-slice: EUs of ThreadsPerEU thread slots each
// (GenDeviceInfo.def, GenTiming.def; RunOptions::EUs). Work-groups are
// dispatched in order, a whole group at once (its threads share SLM and a
// barrier), as soon as enough slots are free; a group's threads go to the
// EUs with the most free slots. The scheduler then always runs the thread
// whose next instruction can issue first (ties: the lower slot), and the
// executor runs it until another thread's turn comes (TimedRun::Limit), it
// waits at a barrier or it ends. So threads interleave as the cycle model
// times them, and the functional results are those of that order.
//
// Thread states and TGLLP scoreboards are recycled from ended threads to
// the threads started next.
//
//===----------------------------------------------------------------------===//

#include "EuScheduler.h"
#include "SwsbPathCache.h"
#include "Timeline.h"
#include "TimingModel.h"
#include "llvm/Support/FormatVariadic.h"
#include <array>
#include <memory>
#include <utility>

using namespace visa::gen;

namespace visa::sim {

/// Hardware threads of work-group `gid`: a partial last group (non-uniform
/// NDRange) has only the threads its work-items need.
static unsigned groupThreads(const KernelLaunch &launch,
                             std::array<uint32_t, 3> gid) {
  uint64_t items = 1;
  for (unsigned d = 0; d < 3; ++d) {
    uint64_t size = launch.LocalSize[d];
    uint64_t start = uint64_t(gid[d]) * size;
    if (launch.GlobalSize[d] && launch.GlobalSize[d] - start < size)
      size = launch.GlobalSize[d] - start;
    items *= size;
  }
  return unsigned((items + launch.Simd - 1) / launch.Simd);
}
namespace {
/// TGLLP scoreboards for the threads in flight: a thread takes one
/// when it first runs and gives it back, reset, when it ends. Threads that
/// run one after another (no barrier between them) share one scoreboard.
/// All share the checks already made (SwsbPathCache).
class ScoreboardPool {
public:
  explicit ScoreboardPool(llvm::ArrayRef<Inst> kernel) : Paths(kernel) {}
  SwsbThreadCheck *take() {
    if (Free.empty()) {
      All.push_back(std::make_unique<SwsbThreadCheck>(Paths));
      return All.back().get();
    }
    SwsbThreadCheck *sb = Free.back();
    Free.pop_back();
    return sb;
  }
  /// `sb`'s thread ended: nothing of it is in flight any more.
  void give(SwsbThreadCheck *sb) {
    sb->reset();
    Free.push_back(sb);
  }

private:
  SwsbPathCache Paths;
  std::vector<std::unique_ptr<SwsbThreadCheck>> All;
  std::vector<SwsbThreadCheck *> Free;
};
} // namespace

namespace {
/// Thread states: a thread takes one when it first runs and gives it back
/// when it ends, so threads that run one after another (no barrier between
/// them) reuse one state whose memory (registers, scratch) is already
/// mapped, instead of each faulting in fresh pages.
class ThreadPool {
public:
  explicit ThreadPool(const KernelLaunch &launch) : Launch(launch) {}
  /// A thread state for thread `tid` of `group`, as dispatched.
  ThreadState *start(WorkGroupState &group, unsigned tid) {
    ThreadState *t;
    if (Free.empty()) {
      All.push_back(std::make_unique<ThreadState>());
      t = All.back().get();
    } else {
      t = Free.back();
      Free.pop_back();
      // Back to a new thread's state, keeping the scratch allocation.
      std::vector<uint8_t> scratch = std::move(t->Scratch);
      *t = ThreadState();
      t->Scratch = std::move(scratch);
    }
    t->Simd = Launch.Simd;
    t->Group = &group;
    t->Scratch.assign(Launch.ScratchBytes, 0);
    uint32_t mask = Launch.InitThread(group.GroupId, tid, *t);
    t->DispatchMask = mask;
    t->CallMask = mask;
    // sr0.2 is the dispatch mask and sr0.3 the vector mask (IGA's
    // RegDeps and IGC's ballot lowering read them so); compute
    // threads have no helper lanes, so both are the dispatched lanes.
    t->Sr0[2] = t->Sr0[3] = mask;
    for (unsigned ch = 0; ch < Launch.Simd; ++ch)
      t->PcIP[ch] = (mask >> ch & 1) ? 0 : ChannelDone;
    return t;
  }
  void give(ThreadState *t) { Free.push_back(t); }

private:
  const KernelLaunch &Launch;
  std::vector<std::unique_ptr<ThreadState>> All;
  std::vector<ThreadState *> Free;
};
} // namespace


namespace {
struct Group;

/// One hardware thread slot of an EU, and the thread in it.
struct Slot {
  unsigned Eu = 0;
  /// Position in the scheduler's order (EU-major): the tie-break.
  unsigned Index = 0;
  /// Its thread's timing state (kept apart: slots stay small).
  ThreadTiming *Timing = nullptr;
  ThreadState *State = nullptr;
  SwsbThreadCheck *Board = nullptr;
  Group *Owner = nullptr;
  unsigned Tid = 0;
  uint64_t Key = 0;
  bool Busy = false, Blocked = false;
  /// Its thread's next instruction: when it is ready but for a pipe, and
  /// the pipes it may take (0: any or none; Ready is then a lower bound).
  uint64_t Ready = 0;
  uint8_t Pipes = 0;
  /// Free since: when its last thread ended.
  uint64_t FreeAt = 0;
};

/// A dispatched work-group.
struct Group {
  WorkGroupState State;
  std::vector<Slot *> Slots;
  unsigned Live = 0;
};

/// The scheduler's order of the threads: by the cycle their next
/// instruction issues, then by slot (the older slot wins a tie), packed in
/// one integer. NoThread: a free slot, or a thread waiting at a barrier.
constexpr unsigned SlotBits = 12;
constexpr unsigned MaxSlots = 1u << SlotBits;
constexpr uint64_t NoThread = UINT64_MAX;
uint64_t orderKey(uint64_t issue, unsigned slot) {
  return issue << SlotBits | slot;
}

class EuScheduler {
public:
  EuScheduler(const KernelLaunch &launch, const Program &prog, Memory &mem,
              const RunOptions &opts, RunStats &stats,
              llvm::raw_ostream &diags, unsigned eus, Timeline *timeline)
      : Launch(launch), Opts(opts), Stats(stats), Model(*prog.Device, timeline),
        Trace(timeline), Exec(prog, mem, opts, stats, diags),
        Scoreboards(prog.Insts), Pool(launch), Eus(eus),
        ThreadsPerEU(prog.Device->ThreadsPerEU), Slots(eus * ThreadsPerEU),
        EuPipes(eus), EuFirst(eus, NoThread), EuSecond(eus, NoThread) {
    for (unsigned i = 0; i < Slots.size(); ++i) {
      Slots[i].Eu = i / ThreadsPerEU;
      Slots[i].Index = i;
    }
    CheckSwsb = opts.CheckSwsb && prog.Device->SwsbTokens != 0;
    Exec.Model = &Model;
    Exec.Timed = &Timed;
    for (unsigned d = 0; d < 3; ++d)
      TotalGroups *= launch.NumGroups[d];
  }

  llvm::Error run();

private:
  /// Dispatches the next work-groups while their threads fit.
  void dispatch();
  /// Recomputes when the threads of EU `eu` issue next (its pipes may
  /// have changed) and which two come first.
  void refresh(unsigned eu);
  /// Ends the thread in `s`.
  void finish(Slot &s);
  /// Wakes the threads of `g` waiting at its barrier, just released.
  void wake(Group &g);
  llvm::Error deadlock();

  const KernelLaunch &Launch;
  const RunOptions &Opts;
  RunStats &Stats;
  TimingModel Model;
  Timeline *Trace;
  ThreadExecutor Exec;
  TimedRun Timed;
  ScoreboardPool Scoreboards;
  ThreadPool Pool;
  bool CheckSwsb = false;
  unsigned Eus, ThreadsPerEU;
  std::vector<Slot> Slots;
  /// The slots' timing states, made when a slot is first used (most
  /// launches use a few of the sub-slice's slots).
  std::vector<std::unique_ptr<ThreadTiming>> Timings;
  std::vector<EuTiming> EuPipes;
  /// Per EU: the order keys of its threads that issue first and second.
  std::vector<uint64_t> EuFirst, EuSecond;
  std::vector<std::unique_ptr<Group>> Groups;
  /// dispatch()'s count of free slots per EU (kept: it runs per thread end).
  std::vector<unsigned> FreeOnEu;
  uint64_t TotalGroups = 1, NextGroup = 0, NextKey = 0;
  unsigned LiveThreads = 0;
};
} // namespace

void EuScheduler::dispatch() {
  while (NextGroup < TotalGroups) {
    uint32_t gx = uint32_t(NextGroup % Launch.NumGroups[0]);
    uint32_t gy = uint32_t(NextGroup / Launch.NumGroups[0] % Launch.NumGroups[1]);
    uint32_t gz = uint32_t(NextGroup / Launch.NumGroups[0] / Launch.NumGroups[1]);
    unsigned n = groupThreads(Launch, {gx, gy, gz});
    FreeOnEu.assign(Eus, 0);
    unsigned free = 0;
    for (const Slot &s : Slots)
      if (!s.Busy) {
        ++FreeOnEu[s.Eu];
        ++free;
      }
    if (n > free)
      return;
    ++NextGroup;
    auto g = std::make_unique<Group>();
    g->State.SLM.assign(Launch.SlmBytes, 0);
    g->State.NumThreads = n;
    g->State.GroupId[0] = gx;
    g->State.GroupId[1] = gy;
    g->State.GroupId[2] = gz;
    // Each thread to the EU with the most free slots, into its slot free
    // the longest; the group starts when its last slot is free.
    uint64_t start = 0;
    for (unsigned tid = 0; tid < n; ++tid) {
      unsigned eu = 0;
      for (unsigned e = 1; e < Eus; ++e)
        if (FreeOnEu[e] > FreeOnEu[eu])
          eu = e;
      Slot *pick = nullptr;
      for (unsigned k = 0; k < ThreadsPerEU; ++k) {
        Slot &s = Slots[eu * ThreadsPerEU + k];
        if (!s.Busy && (!pick || s.FreeAt < pick->FreeAt))
          pick = &s;
      }
      pick->Busy = true;
      --FreeOnEu[eu];
      start = std::max(start, pick->FreeAt);
      g->Slots.push_back(pick);
    }
    for (unsigned tid = 0; tid < n; ++tid) {
      Slot &s = *g->Slots[tid];
      s.Owner = g.get();
      s.Tid = tid;
      s.Key = NextKey++;
      s.Blocked = false;
      s.State = Pool.start(g->State, tid);
      if (CheckSwsb)
        s.Board = Scoreboards.take();
      if (!s.Timing) {
        Timings.push_back(std::make_unique<ThreadTiming>());
        s.Timing = Timings.back().get();
      }
      s.Timing->reset(start);
      s.Ready = start;
      s.Pipes = 0;
      if (Trace)
        Trace->thread(s.Eu, s.Key,
                      llvm::formatv("group ({0},{1},{2}) thread {3}", gx, gy,
                                    gz, tid)
                          .str());
    }
    g->Live = n;
    LiveThreads += n;
    Stats.Threads += n;
    for (Slot *s : g->Slots)
      refresh(s->Eu);
    Groups.push_back(std::move(g));
  }
}

void EuScheduler::refresh(unsigned eu) {
  const EuTiming &pipes = EuPipes[eu];
  uint64_t first = NoThread, second = NoThread;
  for (unsigned k = 0; k < ThreadsPerEU; ++k) {
    const Slot &s = Slots[eu * ThreadsPerEU + k];
    if (!s.Busy || s.Blocked)
      continue;
    uint64_t key =
        orderKey(std::max(s.Ready, pipes.firstFree(s.Pipes)), s.Index);
    if (key < first) {
      second = first;
      first = key;
    } else if (key < second) {
      second = key;
    }
  }
  EuFirst[eu] = first;
  EuSecond[eu] = second;
}

void EuScheduler::finish(Slot &s) {
  ThreadTiming &t = *s.Timing;
  Stats.ThreadCycles += t.life();
  Stats.IssueCycles += t.Issued;
  for (unsigned c = 0; c < NumStallCauses; ++c)
    Stats.StallCycles[c] += t.Stalls[c];
  Stats.Cycles = std::max(Stats.Cycles, t.Avail);
  if (s.Board)
    Scoreboards.give(std::exchange(s.Board, nullptr));
  if (Opts.OnThreadEnd)
    Opts.OnThreadEnd(Exec.threadName(), *s.State);
  Pool.give(std::exchange(s.State, nullptr));
  s.Busy = false;
  s.FreeAt = t.Avail;
  --LiveThreads;
  Group *g = s.Owner;
  s.Owner = nullptr;
  if (--g->Live == 0)
    for (auto &p : Groups)
      if (p.get() == g) {
        std::swap(p, Groups.back());
        Groups.pop_back();
        break;
      }
}

void EuScheduler::wake(Group &g) {
  for (Slot *s : g.Slots)
    if (s->Busy && s->Blocked) {
      s->Blocked = false;
      s->Ready = std::max(s->Timing->Avail, g.State.BarrierRelease);
      s->Pipes = 0;
      refresh(s->Eu);
    }
}

llvm::Error EuScheduler::deadlock() {
  for (auto &g : Groups)
    if (g->Live)
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "group (%u,%u,%u): every thread waits at a barrier that cannot "
          "complete",
          g->State.GroupId[0], g->State.GroupId[1], g->State.GroupId[2]);
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "no thread can run");
}

llvm::Error EuScheduler::run() {
  dispatch();
  while (LiveThreads) {
    // The thread that issues first runs until the next one's turn: the
    // second of its EU or the first of another EU.
    uint64_t first = NoThread, next = NoThread;
    unsigned firstEu = 0;
    for (unsigned e = 0; e < Eus; ++e) {
      uint64_t key = EuFirst[e];
      if (key < first) {
        next = first;
        first = key;
        firstEu = e;
      } else if (key < next) {
        next = key;
      }
    }
    next = std::min(next, EuSecond[firstEu]);
    if (first == NoThread)
      return deadlock();
    Slot *s = &Slots[first & (MaxSlots - 1)];
    Timed.Thread = s->Timing;
    Timed.Eu = &EuPipes[s->Eu];
    Timed.EuIndex = s->Eu;
    Timed.Key = s->Key;
    Timed.Limit = next == NoThread ? UINT64_MAX : next >> SlotBits;
    Timed.WinsTies =
        next == NoThread || s->Index < (next & (MaxSlots - 1));
    Timed.BarrierCompleted = false;
    Exec.setThread(s->Owner->State.GroupId, s->Tid);
    Exec.Swsb = s->Board;
    auto stop = Exec.run(*s->State);
    if (!stop)
      return stop.takeError();
    Group &g = *s->Owner;
    switch (*stop) {
    case StopReason::Yield:
      s->Ready = Timed.NextReady;
      s->Pipes = Timed.NextPipes;
      break;
    case StopReason::Barrier:
      s->Blocked = true;
      break;
    case StopReason::Ended:
      finish(*s);
      break;
    }
    if (Timed.BarrierCompleted)
      wake(g);
    refresh(s->Eu);
    if (*stop == StopReason::Ended)
      dispatch();
  }
  return llvm::Error::success();
}

llvm::Error runOnEUs(const KernelLaunch &launch, const Program &prog,
                     Memory &mem, const RunOptions &opts, RunStats &stats,
                     llvm::raw_ostream &diags) {
  unsigned groupSize = groupThreads(launch, {0, 0, 0});
  if (groupSize == 0)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "empty work-group");
  unsigned perEu = prog.Device->ThreadsPerEU;
  unsigned eus = opts.EUs ? opts.EUs
                          : getTimingFacts(*prog.Device).EUsPerSubslice;
  // A work-group's threads are resident together.
  eus = std::max(eus, (groupSize + perEu - 1) / perEu);
  if (eus * perEu > MaxSlots)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "%u EUs of %u threads: more than the %u "
                                   "thread slots the scheduler models",
                                   eus, perEu, MaxSlots);
  stats.EUs = eus;
  std::unique_ptr<Timeline> timeline;
  if (opts.Timeline)
    timeline = std::make_unique<Timeline>(*opts.Timeline,
                                          opts.TimelineMaxEvents);
  llvm::Error err = EuScheduler(launch, prog, mem, opts, stats, diags, eus,
                                timeline.get())
                        .run();
  if (timeline)
    stats.TimelineDropped = timeline->dropped();
  return err;
}

} // namespace visa::sim
