//===- EuScheduler.cpp - Work-group dispatch and thread interleaving ------===//
//
// The launch runs on a sub-slice: EUs of ThreadsPerEU thread slots each
// (GenDeviceInfo.def, GenTiming.def; RunOptions::EUs). Work-groups are
// dispatched in order, a whole group at once (its threads share SLM and a
// barrier), as soon as enough slots are free; a group's threads go to the
// EUs with the most free slots.
//
// Issues are events ordered by cycle, then by slot (the older slot wins a
// tie). Each thread runs ahead of its timing (ThreadExecutor::runAhead):
// instructions that touch only its own state execute at once and queue
// for the cycle model, which times them as their turn comes. Sends,
// barrier waits and timestamp reads (InstTiming::Ordered) execute at their
// turn, so memory, SLM and barriers see the launch's issues in cycle
// order. An EU's threads share its pipes, so its issues are timed in
// order; other EUs only meet it through ordered instructions, so an EU
// times its issues past another EU's next one while nothing can start a
// thread on it (no thread of it waits at a barrier, and no group can
// still be dispatched to a free slot of it).
//
// Thread states and TGLLP scoreboards are recycled from ended threads to
// the threads started next.
//
//===----------------------------------------------------------------------===//

#include "EuScheduler.h"
#include "SwsbPathCache.h"
#include "Timeline.h"
#include "TimingModel.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/FormatVariadic.h"
#include <array>
#include <memory>
#include <new>
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
/// All share the checks already made (SwsbPathCache), made when the first
/// thread takes a scoreboard: launches without SWSB checking (Gen8-11) never
/// pay for the cache's checker state.
class ScoreboardPool {
public:
  explicit ScoreboardPool(llvm::ArrayRef<Inst> kernel) : Kernel(kernel) {}
  SwsbThreadCheck *take() {
    if (Free.empty()) {
      if (!Paths)
        Paths = std::make_unique<SwsbPathCache>(Kernel);
      All.push_back(std::make_unique<SwsbThreadCheck>(*Paths));
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
  llvm::ArrayRef<Inst> Kernel;
  std::unique_ptr<SwsbPathCache> Paths;
  std::vector<std::unique_ptr<SwsbThreadCheck>> All;
  std::vector<SwsbThreadCheck *> Free;
};
} // namespace

namespace {
/// Thread states: a thread takes one when it first runs and gives it back
/// when it ends, so threads that run one after another (no barrier between
/// them) reuse one state whose memory (registers, scratch) is already
/// mapped, instead of each faulting in fresh pages. New states are made
/// next to each other in blocks, so that they share pages.
class ThreadPool {
public:
  explicit ThreadPool(const KernelLaunch &launch) : Launch(launch) {}
  ~ThreadPool() {
    for (ThreadState *t : All)
      t->~ThreadState();
  }
  /// A thread state for thread `tid` of `group`, as dispatched.
  ThreadState *start(WorkGroupState &group, unsigned tid) {
    ThreadState *t;
    if (Free.empty()) {
      t = new (freshStorage()) ThreadState();
      All.push_back(t);
    } else {
      t = Free.back();
      Free.pop_back();
      // Back to a new thread's state (built in place: no 11 KB temporary),
      // keeping the scratch allocation.
      std::vector<uint8_t> scratch = std::move(t->Scratch);
      t->~ThreadState();
      new (t) ThreadState();
      t->Scratch = std::move(scratch);
    }
    t->Simd = Launch.Simd;
    t->Group = &group;
    // Scratch starts empty and grows as it is written: unwritten bytes
    // read 0 either way (AddressSpace::scratch), and most threads never
    // touch the kernel's declared Launch.ScratchBytes.
    t->Scratch.clear();
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
  static constexpr unsigned BlockStates = 8;
  /// Storage for a state never made before (only the pages a state uses
  /// are touched: a block costs nothing until its states are made).
  void *freshStorage() {
    if (All.size() % BlockStates == 0)
      Blocks.emplace_back(new Block); // uninitialized: not zeroed
    return Blocks.back()->States[All.size() % BlockStates];
  }
  struct Block {
    alignas(ThreadState) unsigned char States[BlockStates][sizeof(ThreadState)];
  };
  const KernelLaunch &Launch;
  std::vector<std::unique_ptr<Block>> Blocks;
  /// Every state made, in Blocks.
  std::vector<ThreadState *> All;
  std::vector<ThreadState *> Free;
};
} // namespace


namespace {
struct Group;

/// A slot's thread as the cycle model sees it (kept apart: slots stay
/// small; made when the slot is first used).
struct SlotTiming {
  ThreadTiming Thread;
  /// Instructions run ahead, not yet timed; the plan of the first.
  PendingQueue Queue;
  IssuePlan Plan;
  /// The timing of an ordered send whose descriptor is in a0.
  InstTiming Dynamic;
};

/// One hardware thread slot of an EU, and the thread in it.
struct Slot {
  unsigned Eu = 0;
  /// Position in the scheduler's order (EU-major): the tie-break.
  unsigned Index = 0;
  SlotTiming *Timing = nullptr;
  ThreadState *State = nullptr;
  SwsbThreadCheck *Board = nullptr;
  Group *Owner = nullptr;
  unsigned Tid = 0;
  /// Its thread's row in the timeline (threads numbered as dispatched).
  uint64_t TraceId = 0;
  bool Busy = false, Blocked = false;
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
/// instruction issues, then by slot, packed in one integer. NoThread: a
/// free slot, or a thread waiting at a barrier.
constexpr unsigned SlotBits = 12;
constexpr unsigned MaxSlots = 1u << SlotBits;
constexpr uint64_t NoThread = UINT64_MAX;
uint64_t orderKey(uint64_t issue, unsigned slot) {
  return issue << SlotBits | slot;
}

/// The first order key of each EU as a tournament tree: the launch's
/// next issue, and the next on any other EU, in a walk from one EU to the
/// root instead of a look at every EU.
class EuTournament {
public:
  explicit EuTournament(unsigned eus) {
    while (Leaves < eus)
      Leaves *= 2;
    Tree.assign(2 * size_t(Leaves), NoThread);
  }
  /// EU `eu`'s first key is now `key`.
  void set(unsigned eu, uint64_t key) {
    unsigned i = Leaves + eu;
    Tree[i] = key;
    for (i /= 2; i; i /= 2)
      Tree[i] = std::min(Tree[2 * i], Tree[2 * i + 1]);
  }
  uint64_t first() const { return Tree[1]; }
  /// The first key of the EUs other than `eu`.
  uint64_t firstBesides(unsigned eu) const {
    uint64_t key = NoThread;
    for (unsigned i = Leaves + eu; i > 1; i /= 2)
      key = std::min(key, Tree[i ^ 1]);
    return key;
  }

private:
  /// Tree[1] is the root, Tree[Leaves + eu] EU eu's key.
  unsigned Leaves = 1;
  std::vector<uint64_t> Tree;
};

class EuScheduler {
public:
  EuScheduler(const KernelLaunch &launch, const Program &prog, Memory &mem,
              const RunOptions &opts, RunStats &stats,
              llvm::raw_ostream &diags, unsigned eus, Timeline *timeline)
      : Launch(launch), Opts(opts), Stats(stats), Model(*prog.Device, timeline),
        Trace(timeline), Exec(prog, mem, opts, stats, diags),
        Scoreboards(prog.Insts), Pool(launch), Eus(eus), ThreadsPerEU(prog.Device->ThreadsPerEU),
        Slots(eus * ThreadsPerEU), ReadyKey(Slots.size(), 0),
        ClassOf(Slots.size(), 0), PipesOf(Slots.size()),
        OrderedNext(Slots.size(), 0),
        EuPipes(eus), EuFirst(eus, NoThread), EuSecond(eus, NoThread),
        Firsts(eus), RunningOn(eus, 0), BusyOn(eus, 0), BlockedOn(eus, 0) {
    for (unsigned i = 0; i < Slots.size(); ++i) {
      Slots[i].Eu = i / ThreadsPerEU;
      Slots[i].Index = i;
    }
    CheckSwsb = opts.CheckSwsb && prog.Device->SwsbTokens != 0;
    Exec.Model = &Model;
    for (unsigned d = 0; d < 3; ++d)
      TotalGroups *= launch.NumGroups[d];
  }

  llvm::Error run();

private:
  /// Dispatches the next work-groups while their threads fit.
  llvm::Error dispatch();
  /// Times the issues of EU `eu` in order while they come before `limit`
  /// (the order key of another EU's next issue), or past it while only
  /// its own threads are concerned. Returns after an ordered instruction.
  llvm::Error runEu(unsigned eu, uint64_t limit);
  /// Issues the next instruction of the thread in `s`, an ordered one.
  llvm::Error issueOrdered(Slot &s);
  /// Issues the next instruction of the thread in `s`, which is not
  /// ordered: its effects are done, only its timing is booked. `again`:
  /// the order key of the thread's next issue.
  llvm::Error issueLocal(Slot &s, uint64_t &again);
  /// Issues the instructions of the thread in `s`, alone on its EU, up to
  /// its next ordered one (runEu's loop without the order keys).
  llvm::Error runAlone(Slot &s);
  /// Gives the thread in `s` its next instruction and plans its issue:
  /// runs the thread ahead when nothing of it is queued.
  llvm::Error next(Slot &s);
  /// Plans the issue of the first queued instruction of `s`.
  void plan(Slot &s);
  /// Notes for choosing between threads when the thread in `s` issues
  /// next, as planned, the instruction of timing class `it`. Returns the
  /// order key of that issue.
  uint64_t notePlanned(const Slot &s, const InstTiming &it);
  /// Points the executor at the thread in `s`.
  void select(const Slot &s);
  /// The order key of the next issue of the (running) thread in `s`.
  uint64_t keyOf(const Slot &s) const { return keyOf(s.Eu, s.Index); }
  uint64_t keyOf(unsigned eu, unsigned slot) const {
    return std::max(ReadyKey[slot],
                    orderKey(EuPipes[eu].firstFree(PipesOf[slot]), slot));
  }
  /// Marks the thread in `s` as running (issuing) or not.
  void setRunning(const Slot &s, bool running) {
    uint32_t bit = 1u << (s.Index - s.Eu * ThreadsPerEU);
    RunningOn[s.Eu] = running ? RunningOn[s.Eu] | bit : RunningOn[s.Eu] & ~bit;
  }
  /// Recomputes when the threads of EU `eu` issue next (its pipes may
  /// have changed) and which two come first.
  void refresh(unsigned eu);
  /// After the first thread of EU `eu`, in `first`, issued and no longer
  /// comes before the second: makes the second first if its key has not
  /// grown (then it comes before every other). False if it has: refresh
  /// then.
  bool promoteSecond(unsigned eu, const Slot &first);
  /// Whether EU `eu` may time its own issues past other EUs' next ones:
  /// no thread can be started on it by them.
  bool onItsOwn(unsigned eu) const {
    return BlockedOn[eu] == 0 &&
           (BusyOn[eu] == ThreadsPerEU || NextGroup == TotalGroups);
  }
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
  ScoreboardPool Scoreboards;
  ThreadPool Pool;
  bool CheckSwsb = false;
  unsigned Eus, ThreadsPerEU;
  std::vector<Slot> Slots;
  /// Per slot: the order key of when its thread's next instruction is
  /// ready but for a pipe, the pipe class and pipes it may take, and
  /// whether it is ordered (kept here, together, for the scheduler's loop).
  std::vector<uint64_t> ReadyKey;
  std::vector<uint8_t> ClassOf;
  std::vector<PipeChoice> PipesOf;
  std::vector<uint8_t> OrderedNext;
  std::vector<std::unique_ptr<SlotTiming>> Timings;
  std::vector<EuTiming> EuPipes;
  /// Per EU: the order keys of its threads that issue first and second
  /// (the second may be lower than it is now, never higher).
  std::vector<uint64_t> EuFirst, EuSecond;
  /// EuFirst as of the scheduler's last choice of EU, and the EUs whose
  /// EuFirst another EU's issues changed since (dispatch, barriers).
  EuTournament Firsts;
  std::vector<unsigned> Touched;
  /// Per EU: its running threads (bit k: its slot k), its busy slots,
  /// and its threads waiting at a barrier.
  std::vector<uint32_t> RunningOn;
  std::vector<unsigned> BusyOn, BlockedOn;
  std::vector<std::unique_ptr<Group>> Groups;
  /// dispatch()'s count of free slots per EU (kept: it runs per thread end).
  std::vector<unsigned> FreeOnEu;
  uint64_t TotalGroups = 1, NextGroup = 0, NextTraceId = 0;
  unsigned LiveThreads = 0;
};
} // namespace

llvm::Error EuScheduler::dispatch() {
  while (NextGroup < TotalGroups) {
    uint32_t gx = uint32_t(NextGroup % Launch.NumGroups[0]);
    uint32_t gy = uint32_t(NextGroup / Launch.NumGroups[0] % Launch.NumGroups[1]);
    uint32_t gz = uint32_t(NextGroup / Launch.NumGroups[0] / Launch.NumGroups[1]);
    unsigned n = groupThreads(Launch, {gx, gy, gz});
    FreeOnEu.resize(Eus);
    unsigned free = 0;
    for (unsigned e = 0; e < Eus; ++e) {
      FreeOnEu[e] = ThreadsPerEU - BusyOn[e];
      free += FreeOnEu[e];
    }
    if (n > free)
      return llvm::Error::success();
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
      ++BusyOn[eu];
      --FreeOnEu[eu];
      start = std::max(start, pick->FreeAt);
      g->Slots.push_back(pick);
    }
    Group &group = *g;
    Groups.push_back(std::move(g));
    group.Live = n;
    LiveThreads += n;
    Stats.Threads += n;
    for (unsigned tid = 0; tid < n; ++tid) {
      Slot &s = *group.Slots[tid];
      s.Owner = &group;
      s.Tid = tid;
      s.TraceId = NextTraceId++;
      s.Blocked = false;
      setRunning(s, true);
      s.State = Pool.start(group.State, tid);
      if (CheckSwsb)
        s.Board = Scoreboards.take();
      if (!s.Timing) {
        Timings.push_back(std::make_unique<SlotTiming>());
        s.Timing = Timings.back().get();
      }
      s.Timing->Thread.reset(start);
      s.Timing->Queue.clear();
      if (Trace)
        Trace->thread(
            s.Eu, s.TraceId,
            llvm::formatv("group ({0},{1},{2}) thread {3}", gx, gy, gz, tid)
                .str());
    }
    for (Slot *s : group.Slots)
      if (auto e = next(*s))
        return e;
    for (Slot *s : group.Slots) {
      refresh(s->Eu);
      Touched.push_back(s->Eu);
    }
  }
  return llvm::Error::success();
}

void EuScheduler::select(const Slot &s) {
  Exec.setThread(s.Owner->State.GroupId, s.Tid);
  Exec.Swsb = s.Board;
}

void EuScheduler::plan(Slot &s) {
  SlotTiming &st = *s.Timing;
  const PendingInst &head = st.Queue.front();
  const InstTiming &it = *head.Timing;
  uint64_t release = 0;
  const ThreadState &t = *s.State;
  if (it.BarrierWait && t.BarrierSignalled &&
      t.Group->BarrierGeneration >= t.BarrierTarget)
    release = t.Group->BarrierRelease;
  Model.plan(st.Plan, st.Thread, *head.I, it, release);
  notePlanned(s, it);
}

uint64_t EuScheduler::notePlanned(const Slot &s, const InstTiming &it) {
  uint64_t ready = orderKey(s.Timing->Plan.IssueReady, s.Index);
  uint64_t pipeFree = orderKey(EuPipes[s.Eu].firstFree(it.Pipes), s.Index);
  ReadyKey[s.Index] = ready;
  ClassOf[s.Index] = pipeClassOf(it.Pipes);
  PipesOf[s.Index] = it.Pipes;
  OrderedNext[s.Index] = it.Ordered;
  return std::max(ready, pipeFree);
}

llvm::Error EuScheduler::next(Slot &s) {
  SlotTiming &st = *s.Timing;
  if (st.Queue.empty()) {
    select(s);
    if (auto e = Exec.runAhead(*s.State, st.Queue, st.Dynamic))
      return e;
  }
  plan(s);
  return llvm::Error::success();
}

void EuScheduler::refresh(unsigned eu) {
  // Per pipe class, the order key of when one of its pipes is free (but
  // for the slot).
  const EuTiming &pipes = EuPipes[eu];
  uint64_t classFree[NumPipeClasses];
  for (unsigned c = 0; c <= NumEuPipes; ++c)
    classFree[c] = orderKey(pipes.PipeFree[c], 0);
  classFree[NumPipeClasses - 1] = std::min(classFree[0], classFree[1]);
  uint64_t first = NoThread, second = NoThread;
  unsigned base = eu * ThreadsPerEU;
  for (uint32_t m = RunningOn[eu]; m; m &= m - 1) {
    unsigned slot = base + unsigned(__builtin_ctz(m));
    uint64_t key = std::max(ReadyKey[slot], classFree[ClassOf[slot]] | slot);
    second = std::min(second, std::max(first, key));
    first = std::min(first, key);
  }
  EuFirst[eu] = first;
  EuSecond[eu] = second;
}

bool EuScheduler::promoteSecond(unsigned eu, const Slot &first) {
  uint64_t second = EuSecond[eu];
  unsigned slot = unsigned(second & (MaxSlots - 1));
  if (slot == first.Index || keyOf(eu, slot) != second)
    return false;
  // Every other key is at least the new first's: a bound for the second.
  EuFirst[eu] = second;
  return true;
}

void EuScheduler::finish(Slot &s) {
  ThreadTiming &t = s.Timing->Thread;
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
  setRunning(s, false);
  --BusyOn[s.Eu];
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
      setRunning(*s, true);
      --BlockedOn[s->Eu];
      plan(*s);
      refresh(s->Eu);
      Touched.push_back(s->Eu);
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

llvm::Error EuScheduler::issueOrdered(Slot &s) {
  SlotTiming &st = *s.Timing;
  EuTiming &pipes = EuPipes[s.Eu];
  PendingInst head = st.Queue.front();
  Model.replan(st.Plan, pipes, PipesOf[s.Index]);
  if (head.Timing->BarrierWait) {
    // The barrier may have been released since the wait was planned.
    uint64_t when = st.Plan.When;
    plan(s);
    Model.replan(st.Plan, pipes, PipesOf[s.Index]);
    if (st.Plan.When != when)
      return llvm::Error::success(); // not its turn yet
  }
  select(s);
  auto done = Exec.runOrdered(*s.State, st.Plan.When);
  if (!done)
    return done.takeError();
  if (*done == OrderedResult::Blocked) {
    s.Blocked = true;
    setRunning(s, false);
    ++BlockedOn[s.Eu];
    return llvm::Error::success();
  }
  Model.commit(st.Thread, pipes, *head.I, *head.Timing, st.Plan, s.Eu,
               s.TraceId);
  st.Queue.pop();
  if (Exec.BarrierCompleted)
    wake(*s.Owner);
  if (*done == OrderedResult::Ended) {
    finish(s);
    return dispatch();
  }
  return next(s);
}

llvm::Error EuScheduler::issueLocal(Slot &s, uint64_t &again) {
  SlotTiming &st = *s.Timing;
  EuTiming &pipes = EuPipes[s.Eu];
  const PendingInst &head = st.Queue.front();
  if (st.Queue.size() < 2 || st.Queue.second().Timing->BarrierWait) {
    Model.replan(st.Plan, pipes, PipesOf[s.Index]);
    Model.commit(st.Thread, pipes, *head.I, *head.Timing, st.Plan, s.Eu,
                 s.TraceId);
    st.Queue.pop();
    if (auto e = next(s))
      return e;
    again = keyOf(s);
    return llvm::Error::success();
  }
  // The next instruction is queued (and waits for no barrier): it is
  // planned in the same step.
  Model.issueThenPlan(st.Thread, pipes, st.Queue, st.Plan, s.Eu, s.TraceId);
  again = notePlanned(s, *st.Queue.front().Timing);
  return llvm::Error::success();
}

llvm::Error EuScheduler::runAlone(Slot &s) {
  SlotTiming &st = *s.Timing;
  EuTiming &pipes = EuPipes[s.Eu];
  if (OrderedNext[s.Index])
    return llvm::Error::success();
  // issueLocal's steps, with the scheduler's view of the thread (ReadyKey,
  // ClassOf, PipesOf, OrderedNext: for choosing between threads) made only
  // for the ordered instruction it stops before.
  while (true) {
    Model.issueAlone(st.Thread, pipes, st.Queue, s.Eu, s.TraceId);
    if (!st.Queue.empty())
      break; // before its ordered instruction
    select(s);
    if (auto e = Exec.runAhead(*s.State, st.Queue, st.Dynamic))
      return e;
  }
  plan(s);
  return llvm::Error::success();
}

llvm::Error EuScheduler::runEu(unsigned eu, uint64_t limit) {
  while (true) {
    uint64_t key = EuFirst[eu];
    if (key == NoThread)
      return llvm::Error::success();
    Slot &s = Slots[key & (MaxSlots - 1)];
    bool ordered = OrderedNext[s.Index];
    if (key > limit && (ordered || !onItsOwn(eu)))
      return llvm::Error::success();
    if (!ordered && EuSecond[eu] == NoThread && onItsOwn(eu)) {
      // Its only running thread, and nothing can start another on it:
      // its issues up to its next ordered one time without competition.
      if (auto e = runAlone(s))
        return e;
      EuFirst[eu] = keyOf(s);
      continue;
    }
    if (ordered) {
      if (auto e = issueOrdered(s))
        return e;
      refresh(eu);
      return llvm::Error::success();
    }
    uint64_t again;
    if (auto e = issueLocal(s, again))
      return e;
    // The others' keys only grew (pipes got busier): if the thread still
    // comes before the second it stays first (a stale second is low).
    if (again < EuSecond[eu])
      EuFirst[eu] = again;
    else if (!promoteSecond(eu, s))
      refresh(eu);
  }
}

llvm::Error EuScheduler::run() {
  if (auto e = dispatch())
    return e;
  while (LiveThreads) {
    for (unsigned eu : Touched)
      Firsts.set(eu, EuFirst[eu]);
    Touched.clear();
    // The EU whose thread issues first times its issues until another
    // EU's next issue comes first.
    uint64_t first = Firsts.first();
    if (first == NoThread)
      return deadlock();
    unsigned firstEu = Slots[first & (MaxSlots - 1)].Eu;
    if (auto e = runEu(firstEu, Firsts.firstBesides(firstEu)))
      return e;
    Firsts.set(firstEu, EuFirst[firstEu]);
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
  if (perEu > 32)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "%u threads per EU: more than the 32 the "
                                   "scheduler models",
                                   perEu);
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
