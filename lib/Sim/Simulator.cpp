//===- Simulator.cpp - Running every work-group of a launch ---------------===//
//
// Decodes the kernel once (each instruction is prepared for execution when
// it first runs: operand layouts, fast-path plan, message, timing class),
// checks it against the hardware's rules if asked, and hands it to the EU
// scheduler (EuScheduler.cpp), which runs every work-group.
//
//===----------------------------------------------------------------------===//

#include "visa/Sim/Simulator.h"
#include "Executor.h"
#include "visa/Gen/GenDecoder.h"
#include "visa/Gen/GenValidator.h"
#include "EuScheduler.h"
#include "visa/Gen/GenTiming.h"
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
  LayoutGrfs grfs;
  InstLayout layout = computeLayout(inst, *Offsets, grfs);
  // step reports channels past the 32nd: such an instruction gets no plan.
  FastAluPlan plan =
      FastAlu && inst.ChanOffset + inst.ExecSize <= MaxChannels
          ? planFastAlu(inst, layout)
          : FastAluPlan();
  OpForm form = getForm(inst.Op);
  uint32_t message = 0;
  if ((form == OpForm::Send || form == OpForm::Sends) &&
      !inst.Send.DescIsReg && !inst.Send.ExDescIsReg) {
    Messages.push_back(decodeSend(*Device, inst, nullptr));
    message = uint32_t(Messages.size());
  }
  PreparedInst &p = Prepared.emplace_back(
      plan, layout, message,
      computeInstTiming(*Device, getTimingFacts(*Device), inst, layout, grfs,
                        messageAt(message)));
  size_t index = &inst - Insts.data();
  PreparedAt[index] = &p;
  // A sync waits on behalf of the instruction after it (IGC puts a second
  // wait there): its wait is attributed by that instruction's registers.
  // (Prepared never reallocates: `p` stays valid while the next is prepared.)
  if (inst.Op == Opcode::Sync && index + 1 < Insts.size())
    addNextNeeds(p.Timing, prepared(Insts[index + 1]).Timing);
  return p;
}

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
  return runOnEUs(launch, *prog, mem, opts, stats, diags);
}

} // namespace visa::sim
