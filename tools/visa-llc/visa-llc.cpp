//===- visa-llc.cpp - The vISA finalizer ----------------------------------===//
//
//   visa-llc k.visaasm -platform=skl --emit=bin -o k.dat
//   visa-llc k.visaasm f0.visaasm -platform=bdw,skl,tgllp --emit=isa -o k.isa
//   visa-llc k.visaasm -platform=skl --emit=zebin --zebin=ocloc.bin -o k.bin
//   visa-llc k.visaasm -platform SKL -binary -output     (GenX_IR's spelling)
//
// Reads one program (several files: a kernel and the functions it calls;
// `-` is stdin), lowers it for each product and writes what --emit asks
// for (`-o -`, the default, is stdout). GenX_IR's -binary writes
// <input>.isa (every product's binary embedded) and <input>.dat, -output
// <input>.asm, next to the first input (<input>.<platform>.dat/.asm when
// several platforms are given). A thin shell over visa/LLC/Pipeline.h and
// Outputs.h. Errors print as `file:line:col: error: ...` (`file: offset
// 0x1f: error: ...` in a binary .isa), exit with status 1 and leave no
// output file: every output is built in memory and written at the end.
//
//===----------------------------------------------------------------------===//

#include "visa/LLC/Diagnostics.h"
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
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"

using namespace llvm;
using namespace visa;

namespace {

cl::OptionCategory category("visa-llc options");

cl::list<std::string> inputFiles(cl::Positional, cl::OneOrMore,
                                 cl::desc("<input files: .visaasm, .isa, .mlir; "
                                          "'-' for stdin>"),
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
                   "the program as .isa with each product's binary embedded "
                   "(at most 4 platforms)"),
        clEnumValN(llc::EmitKind::Zebin, "zebin",
                   "ocloc's zebin (--zebin) with this compiler's code and "
                   "the .ze_info fields it decides"),
        clEnumValN(llc::EmitKind::Json,
                   "json", "kernel metadata for drivers (per platform)")));
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
    "zebin", cl::desc("ocloc's zebin of the same program (--emit=zebin)"),
    cl::value_desc("file"), cl::cat(category));
// GenX_IR's spellings, written next to the first input.
cl::opt<bool> genxBinary(
    "binary",
    cl::desc("GenX_IR compatibility: write <input>.isa and <input>.dat"),
    cl::cat(category));
cl::opt<bool> genxOutput("output",
                         cl::desc("GenX_IR compatibility: write <input>.asm"),
                         cl::cat(category));

int fail(const Twine &message) {
  WithColor::error(errs(), "visa-llc") << message << "\n";
  return 1;
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

/// One file to write once everything has succeeded.
struct PendingOutput {
  std::string Path;
  bool Binary = false;
  std::string Bytes;
};

/// Writes `request` (of kind `kind`) into a new pending output.
bool render(llc::OutputRequest &request, llc::EmitKind kind, std::string path,
            std::vector<PendingOutput> &outputs) {
  PendingOutput &out = outputs.emplace_back();
  out.Path = std::move(path);
  out.Binary = llc::isBinaryOutput(kind);
  request.Kind = kind;
  raw_string_ostream os(out.Bytes);
  return succeeded(llc::writeOutput(request, os));
}

/// GenX_IR's outputs: <stem>.isa, and per product <stem>[.<product>].dat
/// and .asm.
bool renderGenXOutputs(llc::OutputRequest &request,
                       std::vector<PendingOutput> &outputs) {
  SmallString<128> stem(inputFiles.front() == "-" ? "stdin"
                                                  : inputFiles.front());
  sys::path::replace_extension(stem, "");
  if (genxBinary && !render(request, llc::EmitKind::Isa, (stem + ".isa").str(),
                            outputs))
    return false;
  std::vector<llc::ProductOutput> all = std::move(request.Products);
  bool ok = true;
  for (llc::ProductOutput &product : all) {
    std::string name = stem.str().str();
    if (all.size() > 1)
      name += "." + StringRef(product.Product->Name).lower();
    request.Products.clear();
    request.Products.push_back(std::move(product));
    for (auto [enabled, kind, ext] :
         {std::tuple{bool(genxBinary), llc::EmitKind::Bin, ".dat"},
          std::tuple{bool(genxOutput), llc::EmitKind::Asm, ".asm"}})
      if (ok && enabled)
        ok = render(request, kind, name + ext, outputs);
    product = std::move(request.Products.front());
  }
  request.Products = std::move(all);
  return ok;
}

int writeAll(const std::vector<PendingOutput> &outputs) {
  std::vector<std::unique_ptr<ToolOutputFile>> files;
  for (const PendingOutput &out : outputs) {
    std::error_code ec;
    auto file = std::make_unique<ToolOutputFile>(
        out.Path, ec, out.Binary ? sys::fs::OF_None : sys::fs::OF_Text);
    if (ec)
      return fail(out.Path + ": " + ec.message());
    file->os() << out.Bytes;
    files.push_back(std::move(file));
  }
  for (auto &file : files) {
    file->os().flush();
    if (file->os().has_error())
      return fail("cannot write an output file");
  }
  for (auto &file : files)
    file->keep();
  return 0;
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

  // The context outlives the request, which owns modules in it.
  mlir::DialectRegistry registry;
  registry.insert<VISADialect, gen::GenDialect>();
  mlir::MLIRContext context(registry);
  context.loadAllAvailableDialects();
  llc::DiagnosticPrinter diagnostics(context);

  llc::OutputRequest request;
  request.Kind = emitKind;
  request.KernelName = kernelName;
  request.ZebinPath = zebinFile;
  request.InputName = inputFiles.front();
  bool genx = genxBinary || genxOutput;
  if (genx) {
    for (auto [enabled, kind] : {std::pair{bool(genxBinary), llc::EmitKind::Isa},
                                 std::pair{bool(genxOutput), llc::EmitKind::Asm}}) {
      request.Kind = kind;
      if (enabled && failed(llc::checkOutputRequest(
                         request, kind == llc::EmitKind::Isa ? products.size()
                                                             : 1)))
        return 1;
    }
  } else if (failed(llc::checkOutputRequest(request, products.size()))) {
    return 1;
  }
  if (!stopAfter.empty() && stopAfter != "visa-to-gen" &&
      !llvm::is_contained(llc::backendPassNames(), StringRef(stopAfter)))
    return fail("--stop-after: unknown pass '" + stopAfter + "'");

  mlir::DefaultTimingManager timing;
  mlir::applyDefaultTimingManagerCLOptions(timing);
  mlir::TimingScope rootTiming = timing.getRootScope();

  mlir::TimingScope readTiming = rootTiming.nest("Read input");
  mlir::OwningOpRef<mlir::ModuleOp> program =
      llc::loadProgram(inputFiles, context);
  readTiming.stop();
  if (!program)
    return 1;
  request.Program = *program;

  std::vector<PendingOutput> outputs;
  if (emitKind == llc::EmitKind::Mlir && !genx) {
    if (!render(request, emitKind, outputFile, outputs))
      return 1;
    return writeAll(outputs);
  }

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
  for (const gen::Product *product : products) {
    mlir::OwningOpRef<mlir::ModuleOp> lowered =
        llc::lowerToGen(*program, *product, pipeline);
    if (!lowered)
      return 1;
    llc::ProductOutput &out = request.Products.emplace_back();
    out.Product = product;
    out.Module = std::move(lowered);
  }

  mlir::TimingScope emitTiming = rootTiming.nest("Emit");
  if (genx ? !renderGenXOutputs(request, outputs)
           : !render(request, emitKind, outputFile, outputs))
    return 1;
  emitTiming.stop();
  return writeAll(outputs);
}
