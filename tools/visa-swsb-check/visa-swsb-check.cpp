//===- visa-swsb-check.cpp - Check TGLLP software scoreboard annotations --===//
//
// Checks the SWSB annotations of TGLLP kernel binaries (.dat) without
// running them:
//   visa-swsb-check kernel.dat...          one line per unsafe access
//   visa-swsb-check --mutate kernel.dat... removes each wait, one at a time,
//                                          and counts how many removals the
//                                          checker reports
//   visa-swsb-check --path=0,0x10,... k.dat checks one execution path, the
//                                          way the simulator checks a thread
// Exit status: 1 if any file fails to decode or (without --mutate) has a
// report.
//
//===----------------------------------------------------------------------===//

#include "visa/Gen/GenAsmPrinter.h"
#include "visa/Gen/GenDecoder.h"
#include "visa/Sim/SwsbChecker.h"
#include "visa/Sim/SwsbStaticCheck.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace visa::gen;
using namespace visa::sim;

static cl::list<std::string> InputFiles(cl::Positional,
                                        cl::desc("<input .dat>..."));
static cl::opt<bool>
    Mutate("mutate", cl::desc("Remove each wait in turn and count how many "
                              "removals are reported"));
static cl::opt<bool> ListMissed(
    "list-missed",
    cl::desc("With --mutate: print the removals that were not reported"));
static cl::opt<bool> Classify(
    "classify-missed",
    cl::desc("With --mutate: tell apart distance removals whose dependency "
             "an earlier wait already covers"));
static cl::opt<bool> Quiet("quiet", cl::desc("Print only the summary line"));
static cl::list<unsigned> Path(
    "path", cl::CommaSeparated,
    cl::desc("Check one execution instead: the offsets of the instructions "
             "in the order a thread executes them (as the simulator does)"));
static cl::list<unsigned> StripAt(
    "strip-at", cl::Hidden, cl::CommaSeparated,
    cl::desc("Remove every wait of the instructions at these offsets first"));
static cl::opt<bool> List("list", cl::Hidden,
                          cl::desc("Print each instruction with its offset"));

namespace {

enum MutationKind { RemoveDistance, RemoveTokenWait, RemoveSyncAll, NumKinds };
const char *const KindNames[NumKinds] = {"@N distance", "$N.src/.dst wait",
                                         "sync.allrd/allwr"};

struct Totals {
  unsigned Files = 0, FilesWithReports = 0, Reports = 0, DecodeErrors = 0;
  unsigned MissedCovered = 0, MissedUncovered = 0;
  unsigned Mutants[NumKinds] = {0, 0, 0};
  unsigned Detected[NumKinds] = {0, 0, 0};
};

bool isWaitingSync(const Inst &inst) {
  const unsigned allRd = 2, allWr = 3;
  return inst.Op == Opcode::Sync &&
         (inst.MathFn == allRd || inst.MathFn == allWr);
}

bool isOutOfOrder(const Inst &inst) {
  return inst.Op == Opcode::Send || inst.Op == Opcode::Sendc ||
         inst.Op == Opcode::Math;
}

/// Applies mutation `kind` to `inst`; false if it does not apply.
bool mutate(Inst &inst, MutationKind kind) {
  switch (kind) {
  case RemoveDistance:
    if (!inst.Sb.Dist)
      return false;
    inst.Sb.Dist = 0;
    inst.Sb.DistPipe = Swsb::Pipe::None;
    return true;
  case RemoveTokenWait:
    if (isOutOfOrder(inst) || (inst.Sb.TokenKind != Swsb::Token::Dst &&
                               inst.Sb.TokenKind != Swsb::Token::Src))
      return false;
    inst.Sb.TokenKind = Swsb::Token::None;
    return true;
  case RemoveSyncAll:
    if (!isWaitingSync(inst))
      return false;
    inst.MathFn = 0; // sync.nop
    inst.Src[0] = Operand();
    return true;
  case NumKinds:
    break;
  }
  return false;
}

/// For a distance removal at insts[at] that was not reported: whether it is
/// reported once the distance waits of the 16 instructions before it are
/// removed as well, i.e. whether its dependency was covered by them.
bool coveredByEarlierWait(std::vector<Inst> &insts, size_t at) {
  std::vector<Inst> copy = insts;
  for (size_t i = at >= 16 ? at - 16 : 0; i < at; ++i)
    mutate(copy[i], RemoveDistance);
  std::vector<std::string> reports;
  checkKernelSwsb(copy, reports);
  std::string prefix = "offset 0x" + utohexstr(insts[at].Offset, true) + ":";
  for (const std::string &r : reports)
    if (StringRef(r).starts_with(prefix))
      return true;
  return false;
}

void runMutations(const std::string &file, std::vector<Inst> &insts,
                  Totals &totals) {
  std::vector<std::string> reports;
  for (unsigned k = 0; k < NumKinds; ++k) {
    for (Inst &inst : insts) {
      Inst saved = inst;
      if (!mutate(inst, MutationKind(k)))
        continue;
      reports.clear();
      checkKernelSwsb(insts, reports);
      ++totals.Mutants[k];
      if (!reports.empty())
        ++totals.Detected[k];
      else if (ListMissed || Classify) {
        const char *why = "";
        if (Classify && k == RemoveDistance) {
          bool covered = coveredByEarlierWait(insts, &inst - insts.data());
          ++(covered ? totals.MissedCovered : totals.MissedUncovered);
          why = covered ? " [covered by an earlier wait]" : " [no dependency]";
        }
        if (ListMissed)
          outs() << file << ": missed " << KindNames[k] << " removal at 0x"
                 << utohexstr(saved.Offset) << why << ": "
                 << formatInst(Platform::Gen12, saved) << "\n";
      }
      inst = saved;
    }
  }
}

void checkFile(const std::string &file, Totals &totals) {
  auto bufOrErr = MemoryBuffer::getFileOrSTDIN(file, /*IsText=*/false);
  if (!bufOrErr) {
    errs() << file << ": error: " << bufOrErr.getError().message() << "\n";
    ++totals.DecodeErrors;
    return;
  }
  ArrayRef<uint8_t> bytes(
      reinterpret_cast<const uint8_t *>((*bufOrErr)->getBufferStart()),
      (*bufOrErr)->getBufferSize());
  std::vector<Inst> insts;
  if (Error err = decodeKernel(Platform::Gen12, bytes, insts)) {
    handleAllErrors(std::move(err), [&](const ErrorInfoBase &e) {
      errs() << file << ": ";
      e.log(errs());
      errs() << "\n";
    });
    ++totals.DecodeErrors;
    return;
  }
  ++totals.Files;
  for (Inst &inst : insts)
    if (llvm::is_contained(StripAt, inst.Offset))
      for (unsigned k = 0; k < NumKinds; ++k)
        mutate(inst, MutationKind(k));
  if (List)
    for (const Inst &inst : insts)
      outs() << "0x" << utohexstr(inst.Offset) << ": "
             << formatInst(Platform::Gen12, inst) << "\n";
  std::vector<std::string> reports;
  if (Path.empty()) {
    checkKernelSwsb(insts, reports);
  } else {
    SwsbChecker checker;
    checker.setKernel(insts);
    for (unsigned offset : Path) {
      auto it = llvm::find_if(
          insts, [&](const Inst &inst) { return inst.Offset == offset; });
      if (it == insts.end()) {
        errs() << file << ": error: no instruction at offset 0x"
               << utohexstr(offset) << "\n";
        ++totals.DecodeErrors;
        return;
      }
      checker.step(*it, reports);
    }
  }
  if (!reports.empty())
    ++totals.FilesWithReports;
  totals.Reports += unsigned(reports.size());
  if (!Quiet)
    for (const std::string &r : reports)
      outs() << file << ": " << r << "\n";
  if (Mutate)
    runMutations(file, insts, totals);
}

} // namespace

int main(int argc, char **argv) {
  InitLLVM x(argc, argv);
  cl::ParseCommandLineOptions(argc, argv,
                              "TGLLP software scoreboard checker\n");
  if (InputFiles.empty())
    InputFiles.push_back("-");
  Totals totals;
  for (const std::string &file : InputFiles)
    checkFile(file, totals);

  outs() << "visa-swsb-check: " << totals.Files << " files, "
         << totals.FilesWithReports << " with reports, " << totals.Reports
         << " reports";
  if (totals.DecodeErrors)
    outs() << ", " << totals.DecodeErrors << " not decoded";
  outs() << "\n";
  if (Mutate) {
    unsigned all = 0, found = 0;
    for (unsigned k = 0; k < NumKinds; ++k) {
      outs() << "  removed " << KindNames[k] << ": " << totals.Detected[k]
             << " of " << totals.Mutants[k] << " reported\n";
      all += totals.Mutants[k];
      found += totals.Detected[k];
    }
    outs() << "  all removals: " << found << " of " << all << " reported\n";
    if (Classify)
      outs() << "  unreported distance removals: " << totals.MissedCovered
             << " covered by an earlier wait, " << totals.MissedUncovered
             << " without a dependency\n";
  }
  bool failed = totals.DecodeErrors || (!Mutate && totals.Reports);
  return failed ? 1 : 0;
}
