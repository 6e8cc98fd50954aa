//===- Outputs.cpp - What visa-llc writes ---------------------------------===//
//
// See Outputs.h. bin and asm take one kernel on one product; gen-mlir
// prints every product's module; isa, zebin and json have their own files
// (OutputIsa.cpp, OutputZebin.cpp, OutputJson.cpp).
//
//===----------------------------------------------------------------------===//

#include "OutputWriters.h"
#include "visa/Gen/GenAsmPrinter.h"
#include "visa/Gen/GenDecoder.h"
#include "visa/Object/Object.h"
#include "llvm/Support/WithColor.h"

using namespace mlir;
using namespace visa;
using namespace visa::llc;

bool llc::isBinaryOutput(EmitKind kind) {
  return kind == EmitKind::Bin || kind == EmitKind::Isa ||
         kind == EmitKind::Zebin;
}

LogicalResult llc::outputError(const Twine &message) {
  llvm::WithColor::error(llvm::errs(), "visa-llc") << message << "\n";
  return failure();
}

LogicalResult llc::checkOutputRequest(const OutputRequest &request,
                                     size_t numProducts) {
  switch (request.Kind) {
  case EmitKind::Bin:
  case EmitKind::Asm:
  case EmitKind::Zebin:
    if (numProducts != 1)
      return outputError("--emit=" + emitKindName(request.Kind) +
                         " writes one platform's code; give one -platform "
                         "(or use --emit=isa for several)");
    if (request.Kind == EmitKind::Zebin && request.ZebinPath.empty())
      return outputError("--emit=zebin needs ocloc's zebin of the program "
                         "(--zebin=FILE)");
    return success();
  case EmitKind::Isa:
    if (numProducts > MaxGenBinaries)
      return outputError("a .isa kernel holds at most " +
                         Twine(MaxGenBinaries) +
                         " Gen binaries (gen_binary_info); " +
                         Twine(numProducts) + " platforms were given");
    return success();
  case EmitKind::Mlir:
  case EmitKind::GenMlir:
  case EmitKind::Json:
    return success();
  }
  return success();
}

llvm::StringRef llc::emitKindName(EmitKind kind) {
  switch (kind) {
  case EmitKind::Bin:
    return "bin";
  case EmitKind::Asm:
    return "asm";
  case EmitKind::Mlir:
    return "mlir";
  case EmitKind::GenMlir:
    return "gen-mlir";
  case EmitKind::Isa:
    return "isa";
  case EmitKind::Zebin:
    return "zebin";
  case EmitKind::Json:
    return "json";
  }
  return "?";
}

LogicalResult llc::selectKernel(OutputRequest &request, CompiledKernel &out) {
  std::vector<CompiledKernel> kernels;
  if (failed(emitKernels(*request.Products.front().Module, kernels)))
    return failure();
  if (kernels.empty())
    return outputError("the program has no kernel");
  for (CompiledKernel &k : kernels)
    if (request.KernelName.empty() ? kernels.size() == 1
                                   : k.Info.Name == request.KernelName) {
      out = std::move(k);
      return success();
    }
  if (request.KernelName.empty())
    return outputError("the program has several kernels; choose one with "
                       "--kernel");
  return outputError("no kernel named '" + request.KernelName + "'");
}

LogicalResult llc::writeOutput(OutputRequest &request, llvm::raw_ostream &os) {
  if (failed(checkOutputRequest(request, request.Products.size())))
    return failure();
  switch (request.Kind) {
  case EmitKind::Mlir:
    request.Program.print(os);
    os << "\n";
    return success();
  case EmitKind::GenMlir:
    for (ProductOutput &p : request.Products) {
      p.Module->print(os);
      os << "\n";
    }
    return success();
  case EmitKind::Bin: {
    CompiledKernel k;
    if (failed(selectKernel(request, k)))
      return failure();
    os.write(reinterpret_cast<const char *>(k.Code.data()), k.Code.size());
    return success();
  }
  case EmitKind::Asm: {
    CompiledKernel k;
    if (failed(selectKernel(request, k)))
      return failure();
    std::vector<gen::Inst> insts;
    if (llvm::Error err =
            gen::decodeKernel(k.Info.Product->Gen, k.Code, insts)) {
      return outputError("cannot decode what was emitted: " +
                         llvm::toString(std::move(err)));
    }
    gen::printKernel(k.Info.Product->Gen, insts, {}, os);
    return success();
  }
  case EmitKind::Json:
    return writeJson(request, os);
  case EmitKind::Isa:
    return writeIsa(request, os);
  case EmitKind::Zebin:
    return writeZebin(request, os);
  }
  return failure();
}
