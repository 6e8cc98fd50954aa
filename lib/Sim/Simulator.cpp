//===- Simulator.cpp - Running every work-group of a launch ---------------===//
//
// Decodes the kernel once (each instruction is prepared for execution when
// it first runs), then runs work-groups one after another. The threads of a
// group run round-robin, each until it ends or waits at a barrier; a pass
// in which no thread can move is a deadlock. Thread states and TGLLP
// scoreboards are recycled from ended threads to the threads started next.
//
//===----------------------------------------------------------------------===//

#include "visa/Sim/Simulator.h"
#include "Executor.h"
#include "visa/Gen/GenDecoder.h"
#include "visa/Gen/GenValidator.h"
#include "SwsbPathCache.h"
#include "llvm/Support/FormatVariadic.h"
#include <array>
#include <ctime>
#include <memory>
#include <utility>

using namespace visa::gen;

namespace visa::sim {

static llvm::Expected<Program> decodeProgram(const KernelLaunch &launch,
                                            const RunOptions &opts) {
  Program prog;
  prog.Device = launch.Device;
  prog.Insts.reserve(launch.Code.size() / 8); // compacted instructions: 8 bytes
  if (auto err = decodeKernel(launch.Device->Gen, launch.Code, prog.Insts))
    return std::move(err);
  prog.CodeSize = uint32_t(launch.Code.size());
  prog.IndexByOffset.assign(launch.Code.size() / 8 + 1, -1);
  for (size_t i = 0; i < prog.Insts.size(); ++i)
    prog.IndexByOffset[prog.Insts[i].Offset / 8] = int32_t(i);
  prog.FastAlu = opts.FastAlu;
  prog.initPrepared();
  return prog;
}

/// The kernel's violations of the hardware's restrictions as one error
/// (each on its own line, the rule named), or success.
static llvm::Error validateProgram(const Product &product, const Program &prog) {
  std::vector<Violation> found =
      validateKernel(product, prog.Insts, prog.CodeSize);
  if (found.empty())
    return llvm::Error::success();
  std::string text;
  llvm::raw_string_ostream os(text);
  // The first line names the first rule: run-kernel shows only that line.
  os << "the kernel breaks " << getRuleInfo(found[0].Rule).Name;
  if (found.size() > 1)
    os << " and " << found.size() - 1 << " more hardware rule"
       << (found.size() == 2 ? "" : "s");
  os << " on " << product.Name << " (--no-validate runs it anyway):";
  constexpr size_t MaxListed = 10;
  for (size_t i = 0; i < found.size() && i < MaxListed; ++i) {
    std::string line;
    llvm::raw_string_ostream ls(line);
    printViolation(product, found[i], prog.Insts[found[i].Index], ls);
    os << "\n  " << llvm::StringRef(line).rtrim('\n');
  }
  if (found.size() > MaxListed)
    os << "\n  ... and " << found.size() - MaxListed << " more";
  return llvm::createStringError(llvm::inconvertibleErrorCode(), os.str());
}

const PreparedInst &Program::prepare(const Inst &inst) const {
  Prepared.emplace_back();
  PreparedInst &p = Prepared.back();
  p.Layout = computeLayout(inst);
  if (FastAlu)
    p.Plan = planFastAlu(inst, p.Layout);
  OpForm form = getForm(inst.Op);
  if ((form == OpForm::Send || form == OpForm::Sends) &&
      !inst.Send.DescIsReg && !inst.Send.ExDescIsReg) {
    Messages.push_back(decodeSend(*Device, inst, nullptr));
    p.Message = uint32_t(Messages.size());
  }
  PreparedIndex[&inst - Insts.data()] = uint32_t(Prepared.size());
  return p;
}

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

llvm::Error runKernel(const KernelLaunch &launch, Memory &mem,
                      const RunOptions &opts, RunStats &stats,
                      llvm::raw_ostream &diags) {
  if (launch.Simd != 8 && launch.Simd != 16 && launch.Simd != 32)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "unsupported SIMD width %u", launch.Simd);
  auto prog = decodeProgram(launch, opts);
  if (!prog)
    return prog.takeError();
  if (opts.Validate) {
    std::clock_t start = std::clock();
    llvm::Error err = validateProgram(*opts.Validate, *prog);
    stats.ValidateSeconds = double(std::clock() - start) / CLOCKS_PER_SEC;
    if (err)
      return err;
  }
  if (groupThreads(launch, {0, 0, 0}) == 0)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "empty work-group");
  ThreadExecutor exec(*prog, mem, opts, stats, diags);
  bool checkSwsb = opts.CheckSwsb && launch.Device->SwsbTokens != 0;
  ScoreboardPool scoreboards(prog->Insts);
  // The scoreboard of each thread of the group, while it runs (a full
  // group has the most threads).
  std::vector<SwsbThreadCheck *> boards(groupThreads(launch, {0, 0, 0}), nullptr);
  ThreadPool pool(launch);
  // Each thread of the group: its state while it runs, null before it
  // starts and once it ended.
  std::vector<ThreadState *> threads;
  std::vector<bool> ended;
  for (uint32_t gz = 0; gz < launch.NumGroups[2]; ++gz)
    for (uint32_t gy = 0; gy < launch.NumGroups[1]; ++gy)
      for (uint32_t gx = 0; gx < launch.NumGroups[0]; ++gx) {
        unsigned numThreads = groupThreads(launch, {gx, gy, gz});
        WorkGroupState group;
        group.SLM.assign(launch.SlmBytes, 0);
        group.NumThreads = numThreads;
        group.GroupId[0] = gx;
        group.GroupId[1] = gy;
        group.GroupId[2] = gz;
        // A thread's state is created when it first runs and recycled
        // when it ends: threads that run one after another (no barrier
        // between them) reuse one, already in memory.
        threads.assign(numThreads, nullptr);
        ended.assign(numThreads, false);
        stats.Threads += numThreads;
        unsigned live = numThreads;
        while (live) {
          bool progress = false;
          live = 0;
          for (unsigned tid = 0; tid < numThreads; ++tid) {
            if (ended[tid])
              continue;
            if (!threads[tid])
              threads[tid] = pool.start(group, tid);
            ThreadState &t = *threads[tid];
            exec.setThread(group.GroupId, tid);
            if (checkSwsb && !boards[tid])
              boards[tid] = scoreboards.take();
            exec.Swsb = boards[tid];
            uint64_t before = stats.Instructions;
            auto stop = exec.run(t);
            if (!stop)
              return stop.takeError();
            if (stats.Instructions != before || t.Ended)
              progress = true;
            if (!t.Ended) {
              ++live;
              continue;
            }
            if (boards[tid])
              scoreboards.give(std::exchange(boards[tid], nullptr));
            if (opts.OnThreadEnd)
              opts.OnThreadEnd(exec.threadName(), t);
            pool.give(std::exchange(threads[tid], nullptr));
            ended[tid] = true;
          }
          if (live && !progress)
            return llvm::createStringError(
                llvm::inconvertibleErrorCode(),
                "group (%u,%u,%u): every thread waits at a barrier that "
                "cannot complete",
                gx, gy, gz);
        }
      }
  return llvm::Error::success();
}

} // namespace visa::sim
