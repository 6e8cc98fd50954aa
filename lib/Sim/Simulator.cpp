//===- Simulator.cpp - Running every work-group of a launch ---------------===//
//
// Decodes the kernel once, then runs work-groups one after another. The
// threads of a group run round-robin, each until it ends or waits at a
// barrier; a pass in which no thread can move is a deadlock.
//
//===----------------------------------------------------------------------===//

#include "visa/Sim/Simulator.h"
#include "Executor.h"
#include "visa/Gen/GenDecoder.h"
#include "visa/Sim/SwsbChecker.h"
#include "llvm/Support/FormatVariadic.h"
#include <memory>

using namespace visa::gen;

namespace visa::sim {

static llvm::Expected<Program> decodeProgram(const KernelLaunch &launch) {
  Program prog;
  prog.P = launch.P;
  if (auto err = decodeKernel(launch.P, launch.Code, prog.Insts))
    return std::move(err);
  prog.CodeSize = uint32_t(launch.Code.size());
  prog.IndexByOffset.assign(launch.Code.size() / 8 + 1, -1);
  for (size_t i = 0; i < prog.Insts.size(); ++i)
    prog.IndexByOffset[prog.Insts[i].Offset / 8] = int32_t(i);
  prog.Layouts.reserve(prog.Insts.size());
  for (const Inst &inst : prog.Insts)
    prog.Layouts.push_back(computeLayout(inst));
  return prog;
}

llvm::Error runKernel(const KernelLaunch &launch, Memory &mem,
                      const RunOptions &opts, RunStats &stats,
                      llvm::raw_ostream &diags) {
  if (launch.Simd != 8 && launch.Simd != 16 && launch.Simd != 32)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "unsupported SIMD width %u", launch.Simd);
  auto prog = decodeProgram(launch);
  if (!prog)
    return prog.takeError();
  uint64_t items = uint64_t(launch.LocalSize[0]) * launch.LocalSize[1] *
                   launch.LocalSize[2];
  unsigned numThreads = unsigned((items + launch.Simd - 1) / launch.Simd);
  if (numThreads == 0)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "empty work-group");
  ThreadExecutor exec(*prog, mem, opts, stats, diags);
  // Per-instruction scoreboard analysis, done once and shared by threads.
  SwsbChecker swsbKernel;
  if (opts.CheckSwsb && launch.P == Platform::Gen12)
    swsbKernel.setKernel(prog->Insts);
  std::vector<std::unique_ptr<ThreadState>> threads;
  for (uint32_t gz = 0; gz < launch.NumGroups[2]; ++gz)
    for (uint32_t gy = 0; gy < launch.NumGroups[1]; ++gy)
      for (uint32_t gx = 0; gx < launch.NumGroups[0]; ++gx) {
        WorkGroupState group;
        group.SLM.assign(launch.SlmBytes, 0);
        group.NumThreads = numThreads;
        group.GroupId[0] = gx;
        group.GroupId[1] = gy;
        group.GroupId[2] = gz;
        threads.clear();
        // One scoreboard per thread: each has its own in-flight work.
        std::vector<SwsbChecker> scoreboards(
            opts.CheckSwsb && launch.P == Platform::Gen12 ? numThreads : 0);
        for (SwsbChecker &sb : scoreboards)
          sb.shareKernel(swsbKernel);
        for (unsigned tid = 0; tid < numThreads; ++tid) {
          auto t = std::make_unique<ThreadState>();
          t->Simd = launch.Simd;
          t->Group = &group;
          t->Scratch.assign(launch.ScratchBytes, 0);
          uint32_t mask = launch.InitThread(group.GroupId, tid, *t);
          t->DispatchMask = mask;
          t->CallMask = mask;
          for (unsigned ch = 0; ch < launch.Simd; ++ch)
            t->PcIP[ch] = (mask >> ch & 1) ? 0 : ChannelDone;
          threads.push_back(std::move(t));
        }
        stats.Threads += numThreads;
        unsigned live = numThreads;
        while (live) {
          bool progress = false;
          live = 0;
          for (unsigned tid = 0; tid < numThreads; ++tid) {
            ThreadState &t = *threads[tid];
            if (t.Ended)
              continue;
            exec.ThreadName = llvm::formatv("group ({0},{1},{2}) thread {3}",
                                            gx, gy, gz, tid);
            exec.Swsb = scoreboards.empty() ? nullptr : &scoreboards[tid];
            uint64_t before = stats.Instructions;
            auto stop = exec.run(t);
            if (!stop)
              return stop.takeError();
            if (stats.Instructions != before || t.Ended)
              progress = true;
            if (!t.Ended)
              ++live;
            else if (opts.OnThreadEnd)
              opts.OnThreadEnd(exec.ThreadName, t);
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
