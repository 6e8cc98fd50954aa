//===- LLCBench.cpp - Time visa-llc's compile without process start-up ----===//
//
// visa-bench-llc -platform=P FILE...: one program per argument group, the
// kernel's file first and the stack-call functions IGC dumps apart joined to
// it with '+' (`k.visaasm+k_f0.visaasm`). For each program, the whole
// in-process compile (load and parse the files, lower through every backend
// pass, emit the kernels) is repeated until at least --min-ms of CPU time have passed.
// Prints one line per program: `<first file> <microseconds per compile>
// <instructions>`; a program that does not compile prints `<file> error`.
// utils/bench-llc sets these numbers beside visa-llc's and GenX_IR's whole
// processes.
//
//===----------------------------------------------------------------------===//

#include "visa/CodeGen/Passes.h"
#include "visa/Conversion/Passes.h"
#include "visa/Dialect/Gen/GenOps.h"
#include "visa/Dialect/VISA/VISAOps.h"
#include "visa/LLC/Pipeline.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <ctime>

using namespace llvm;
using namespace visa;

static cl::list<std::string> programs(cl::Positional, cl::desc("<file[+file...]>..."),
                                      cl::OneOrMore);
static cl::opt<std::string> platform("platform", cl::desc("Product (bdw, skl, ...)"),
                                     cl::Required);
static cl::opt<unsigned> minMs("min-ms", cl::desc("Minimum time per program (ms)"),
                               cl::init(20));

/// CPU time of this process in milliseconds: what utils/bench-llc compares
/// with the CPU time of whole GenX_IR and visa-llc processes, and what other
/// work on a shared machine inflates far less than wall-clock time.
static double cpuMs() { return 1000.0 * std::clock() / CLOCKS_PER_SEC; }

/// One whole compile; the kernels' instruction count, or -1 on failure.
static long compileOnce(ArrayRef<std::string> files, const gen::Product &product,
                        mlir::MLIRContext &context) {
  mlir::OwningOpRef<mlir::ModuleOp> program = llc::loadProgram(files, context);
  if (!program)
    return -1;
  mlir::OwningOpRef<mlir::ModuleOp> lowered =
      llc::lowerToGen(*program, product, llc::PipelineOptions());
  if (!lowered)
    return -1;
  std::vector<llc::CompiledKernel> kernels;
  if (failed(llc::emitKernels(*lowered, kernels)))
    return -1;
  long instructions = 0;
  for (const llc::CompiledKernel &k : kernels)
    instructions += k.Info.Instructions;
  return instructions;
}

int main(int argc, char **argv) {
  gen::registerCodeGenPasses();
  registerConversionPasses();
  cl::ParseCommandLineOptions(argc, argv, "times visa-llc's compile in-process\n");
  const gen::Product *product = gen::lookupProduct(platform);
  if (!product) {
    errs() << "visa-bench-llc: error: unknown platform '" << platform << "'\n";
    return 1;
  }
  mlir::DialectRegistry registry;
  registry.insert<VISADialect, gen::GenDialect>();
  mlir::MLIRContext context(registry);
  context.loadAllAvailableDialects();
  // A failing program is reported as "error" on its line; its diagnostics
  // are not the benchmark's output.
  mlir::ScopedDiagnosticHandler quiet(&context, [](mlir::Diagnostic &) {
    return success();
  });

  for (const std::string &arg : programs) {
    SmallVector<StringRef> parts;
    StringRef(arg).split(parts, '+');
    std::vector<std::string> files(parts.begin(), parts.end());
    unsigned reps = 0;
    long instructions = 0;
    double elapsedMs = 0;
    double start = cpuMs();
    do {
      instructions = compileOnce(files, *product, context);
      if (instructions < 0)
        break;
      ++reps;
      elapsedMs = cpuMs() - start;
    } while (elapsedMs < minMs);
    if (instructions < 0) {
      outs() << files.front() << " error\n";
      continue;
    }
    outs() << files.front() << " " << format("%.1f", elapsedMs * 1000 / reps) << " "
           << instructions << "\n";
  }
  return 0;
}
