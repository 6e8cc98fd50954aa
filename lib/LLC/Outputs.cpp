//===- Outputs.cpp - What visa-llc writes ---------------------------------===//
//
// See Outputs.h. bin and asm take one kernel on one product; gen-mlir
// prints every product's module; json describes every kernel on every
// product.
//
//===----------------------------------------------------------------------===//

#include "visa/LLC/Outputs.h"
#include "visa/LLC/Pipeline.h"
#include "visa/Gen/GenAsmPrinter.h"
#include "visa/Gen/GenDecoder.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/WithColor.h"

using namespace mlir;
using namespace visa;
using namespace visa::llc;

bool llc::isBinaryOutput(EmitKind kind) {
  return kind == EmitKind::Bin || kind == EmitKind::Isa ||
         kind == EmitKind::Zebin;
}

static LogicalResult error(const Twine &message) {
  llvm::WithColor::error(llvm::errs(), "visa-llc") << message << "\n";
  return failure();
}

/// The one kernel `request` asks for, compiled for its one product.
static LogicalResult selectKernel(OutputRequest &request, CompiledKernel &out) {
  if (request.Products.size() != 1)
    return error("this output holds one platform; give one -platform or use "
                 "--emit=isa");
  std::vector<CompiledKernel> kernels;
  if (failed(emitKernels(*request.Products.front().Module, kernels)))
    return failure();
  if (kernels.empty())
    return error("the program has no kernel");
  for (CompiledKernel &k : kernels)
    if (request.KernelName.empty() ? kernels.size() == 1
                                   : k.Info.Name == request.KernelName) {
      out = std::move(k);
      return success();
    }
  if (request.KernelName.empty())
    return error("the program has several kernels; choose one with --kernel");
  return error("no kernel named '" + request.KernelName + "'");
}

static LogicalResult writeJson(OutputRequest &request, llvm::raw_ostream &os) {
  llvm::json::Array kernels;
  for (ProductOutput &p : request.Products) {
    std::vector<CompiledKernel> compiled;
    if (failed(emitKernels(*p.Module, compiled)))
      return failure();
    for (const CompiledKernel &k : compiled) {
      const KernelInfo &i = k.Info;
      kernels.push_back(llvm::json::Object{
          {"kernel", i.Name},
          {"platform", i.Product->Name},
          {"simd", i.SimdSize},
          {"instructions", i.Instructions},
          {"code_bytes", uint64_t(k.Code.size())},
          {"grf_count", i.GrfCount},
          {"grfs_used", i.GrfsUsed},
          {"spill_bytes", i.SpillBytes},
          {"scratch_bytes", i.ScratchBytes},
          {"slm_bytes", i.SlmBytes},
          {"barriers", i.BarrierCount},
          {"has_stack_calls", i.HasStackCalls},
      });
    }
  }
  os << llvm::formatv("{0:2}", llvm::json::Value(llvm::json::Object{
                                   {"kernels", std::move(kernels)}}))
     << "\n";
  return success();
}

LogicalResult llc::writeOutput(OutputRequest &request, llvm::raw_ostream &os) {
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
      return error("cannot decode what was emitted: " +
                   llvm::toString(std::move(err)));
    }
    gen::printKernel(k.Info.Product->Gen, insts, {}, os);
    return success();
  }
  case EmitKind::Json:
    return writeJson(request, os);
  case EmitKind::Isa:
    return error("--emit=isa is not implemented yet");
  case EmitKind::Zebin:
    return error("--emit=zebin is not implemented yet");
  }
  return failure();
}
