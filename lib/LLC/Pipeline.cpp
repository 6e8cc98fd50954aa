//===- Pipeline.cpp - The backend's passes for one product ----------------===//
//
// visa-to-gen on a copy of the program, then, on every gen.func,
// gen-legalize, gen-regalloc and gen-swsb. A --pass-pipeline string
// replaces the passes after the conversion; --stop-after ends the pipeline
// after the named pass.
//
//===----------------------------------------------------------------------===//

#include "visa/LLC/Pipeline.h"
#include "visa/CodeGen/Passes.h"
#include "visa/Conversion/Passes.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace visa;

static const char *const BackendPasses[] = {"gen-legalize", "gen-regalloc",
                                            "gen-swsb"};

ArrayRef<const char *> llc::backendPassNames() { return BackendPasses; }

OwningOpRef<ModuleOp> llc::lowerToGen(ModuleOp program,
                                      const gen::Product &product,
                                      const PipelineOptions &options) {
  MLIRContext *context = program.getContext();
  context->loadDialect<gen::GenDialect>();
  OwningOpRef<ModuleOp> module(program.clone());
  PassManager pm(context, ModuleOp::getOperationName());
  if (options.Configure && failed(options.Configure(pm)))
    return nullptr;
  ConvertVISAToGenOptions convert;
  convert.product = product.Name;
  pm.addPass(createConvertVISAToGen(convert));
  if (options.StopAfter != "visa-to-gen") {
    if (!options.PassPipeline.empty()) {
      if (failed(parsePassPipeline(options.PassPipeline, pm, llvm::errs())))
        return nullptr;
    } else {
      OpPassManager &funcPM = pm.nest<gen::FuncOp>();
      funcPM.addPass(gen::createGenLegalize());
      if (options.StopAfter != "gen-legalize") {
        std::unique_ptr<Pass> regalloc = gen::createGenRegAlloc();
        if (failed(regalloc->initializeOptions(
                options.RegAllocOptions, [](const Twine &message) {
                  llvm::errs() << "error: --gen-regalloc: " << message << "\n";
                  return failure();
                })))
          return nullptr;
        funcPM.addPass(std::move(regalloc));
        funcPM.addPass(gen::createGenStackFrame());
        if (options.StopAfter != "gen-regalloc")
          funcPM.addPass(gen::createGenSoftwareScoreboard());
      }
    }
  }
  if (failed(pm.run(*module)))
    return nullptr;
  return module;
}
