//===- visa-llc.cpp - The vISA finalizer ----------------------------------===//
//
//   visa-llc k.visaasm -platform=skl --emit=bin -o k.dat
//   visa-llc k.visaasm f0.visaasm -platform=bdw,skl,tgllp --emit=isa -o k.isa
//   visa-llc k.visaasm -platform SKL -binary -output     (GenX_IR's spelling)
//
// Reads one program (several files: a kernel and the functions it calls),
// lowers it for each product and writes what --emit asks for. A thin shell
// over visa/LLC/Pipeline.h. Errors print as `file:line:col: error: ...`,
// exit with status 1 and leave no output file.
//
//===----------------------------------------------------------------------===//

#include "visa/LLC/Outputs.h"
#include "visa/LLC/Pipeline.h"
#include "visa/CodeGen/Passes.h"
#include "visa/Conversion/Passes.h"
#include "visa/Dialect/Gen/GenOps.h"
#include "visa/Dialect/VISA/VISAOps.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/Timing.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"

using namespace llvm;
using namespace visa;

namespace {

cl::OptionCategory category("visa-llc options");

cl::list<std::string> inputFiles(cl::Positional, cl::OneOrMore,
                                 cl::desc("<input files: .visaasm, .isa, .mlir>"),
                                 cl::cat(category));
cl::opt<std::string> outputFile("o", cl::desc("Output file ('-' for stdout)"),
                                cl::value_desc("file"), cl::init("-"),
                                cl::cat(category));
cl::opt<std::string> platforms(
    "platform",
    cl::desc("Products to compile for: bdw, skl, bxt, icllp, tgllp, or a "
             "comma-separated list (case is ignored)"),
    cl::value_desc("list"), cl::init("skl"), cl::cat(category));
cl::opt<llc::EmitKind> emitKind(
    "emit", cl::desc("What to write:"), cl::init(llc::EmitKind::Asm),
    cl::cat(category),
    cl::values(
        clEnumValN(llc::EmitKind::Bin, "bin", "the raw Gen binary of one kernel"),
        clEnumValN(llc::EmitKind::Asm, "asm",
                   "IGA assembly (iga64 -a reassembles it to the same bytes)"),
        clEnumValN(llc::EmitKind::Mlir, "mlir", "the program in the visa dialect"),
        clEnumValN(llc::EmitKind::GenMlir, "gen-mlir",
                   "the gen dialect after the pipeline (see --stop-after)"),
        clEnumValN(llc::EmitKind::Isa, "isa",
                   "the program as .isa with each product's binary embedded"),
        clEnumValN(llc::EmitKind::Zebin, "zebin",
                   "ocloc's zebin (--zebin) with this compiler's code and ABI"),
        clEnumValN(llc::EmitKind::Json, "json", "kernel metadata for drivers")));
cl::opt<std::string> kernelName("kernel",
                                cl::desc("The kernel to emit (bin, asm, zebin)"),
                                cl::value_desc("name"), cl::cat(category));
cl::opt<std::string> stopAfter(
    "stop-after",
    cl::desc("Stop the pipeline after this pass (visa-to-gen, gen-legalize, "
             "gen-regalloc, gen-swsb)"),
    cl::value_desc("pass"), cl::cat(category));
cl::opt<std::string> passPipeline(
    "pass-pipeline",
    cl::desc("Passes to run after visa-to-gen instead of the default ones, "
             "e.g. 'builtin.module(gen.func(gen-legalize,gen-regalloc))'"),
    cl::value_desc("pipeline"), cl::cat(category));
cl::opt<std::string> regAllocOptions(
    "gen-regalloc",
    cl::desc("Options of the register allocator, as visa-opt spells them "
             "(e.g. max-grf=40 to force spilling)"),
    cl::value_desc("options"), cl::Hidden, cl::cat(category));
cl::opt<std::string> zebinFile(
    "zebin", cl::desc("ocloc's zebin of the same kernel (--emit=zebin)"),
    cl::value_desc("file"), cl::cat(category));
// GenX_IR's spellings: -binary writes <input>.dat, -output writes <input>.asm
// next to the (first) input.
cl::opt<bool> genxBinary("binary",
                         cl::desc("GenX_IR compatibility: write <input>.dat"),
                         cl::cat(category));
cl::opt<bool> genxOutput("output",
                         cl::desc("GenX_IR compatibility: write <input>.asm"),
                         cl::cat(category));

int fail(const Twine &message) {
  WithColor::error(errs(), "visa-llc") << message << "\n";
  return 1;
}

/// Writes `data` to `path`, keeping the file only if `write` succeeds.
int writeOutput(StringRef path, bool binary,
                function_ref<LogicalResult(raw_ostream &)> write) {
  std::error_code ec;
  ToolOutputFile out(path, ec, binary ? sys::fs::OF_None : sys::fs::OF_Text);
  if (ec)
    return fail(path + ": " + ec.message());
  if (failed(write(out.os())))
    return 1;
  out.keep();
  return 0;
}

bool parsePlatforms(std::vector<const gen::Product *> &products) {
  SmallVector<StringRef> names;
  StringRef(platforms).split(names, ',', -1, false);
  for (StringRef name : names) {
    const gen::Product *p = gen::lookupProduct(name.trim());
    if (!p) {
      fail("unknown platform '" + name.trim() +
           "' (bdw, skl, bxt, icllp or tgllp)");
      return false;
    }
    if (llvm::is_contained(products, p)) {
      fail("platform '" + name.trim() + "' given twice");
      return false;
    }
    products.push_back(p);
  }
  if (products.empty()) {
    fail("no platform given");
    return false;
  }
  return true;
}

} // namespace

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  mlir::registerMLIRContextCLOptions();
  mlir::registerPassManagerCLOptions();
  mlir::registerDefaultTimingManagerCLOptions();
  mlir::registerAsmPrinterCLOptions();
  gen::registerCodeGenPasses();
  registerConversionPasses();
  cl::ParseCommandLineOptions(argc, argv, "visa-llc: the vISA finalizer\n");

  std::vector<const gen::Product *> products;
  if (!parsePlatforms(products))
    return 1;

  mlir::DialectRegistry registry;
  registry.insert<VISADialect, gen::GenDialect>();
  mlir::MLIRContext context(registry);
  context.loadAllAvailableDialects();
  SourceMgr sourceMgr;
  mlir::SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);

  mlir::OwningOpRef<mlir::ModuleOp> program =
      llc::loadProgram(inputFiles, context);
  if (!program)
    return 1;

  mlir::DefaultTimingManager timing;
  mlir::applyDefaultTimingManagerCLOptions(timing);
  mlir::TimingScope rootTiming = timing.getRootScope();

  llc::PipelineOptions pipeline;
  pipeline.StopAfter = stopAfter;
  pipeline.PassPipeline = passPipeline;
  pipeline.RegAllocOptions = regAllocOptions;
  pipeline.Configure = [&](mlir::PassManager &pm) -> LogicalResult {
    if (failed(mlir::applyPassManagerCLOptions(pm)))
      return failure();
    pm.enableTiming(rootTiming);
    return success();
  };
  if (!stopAfter.empty() && stopAfter != "visa-to-gen" &&
      !llvm::is_contained(llc::backendPassNames(), StringRef(stopAfter)))
    return fail("--stop-after: unknown pass '" + stopAfter + "'");

  llc::OutputRequest request;
  request.Kind = emitKind;
  request.KernelName = kernelName;
  request.ZebinPath = zebinFile;
  request.Program = *program;
  request.InputName = inputFiles.front();

  if (emitKind == llc::EmitKind::Mlir)
    return writeOutput(outputFile, false, [&](raw_ostream &os) {
      program->print(os);
      os << "\n";
      return success();
    });

  for (const gen::Product *product : products) {
    mlir::OwningOpRef<mlir::ModuleOp> lowered =
        llc::lowerToGen(*program, *product, pipeline);
    if (!lowered)
      return 1;
    llc::ProductOutput &out = request.Products.emplace_back();
    out.Product = product;
    out.Module = std::move(lowered);
  }

  if (genxBinary || genxOutput) {
    SmallString<128> stem(inputFiles.front());
    sys::path::replace_extension(stem, "");
    for (auto [enabled, kind, ext] :
         {std::tuple{bool(genxBinary), llc::EmitKind::Bin, ".dat"},
          std::tuple{bool(genxOutput), llc::EmitKind::Asm, ".asm"}}) {
      if (!enabled)
        continue;
      request.Kind = kind;
      if (int rc = writeOutput((stem + ext).str(), kind == llc::EmitKind::Bin,
                               [&](raw_ostream &os) {
                                 return llc::writeOutput(request, os);
                               }))
        return rc;
    }
    return 0;
  }
  return writeOutput(outputFile, llc::isBinaryOutput(emitKind),
                     [&](raw_ostream &os) { return llc::writeOutput(request, os); });
}
