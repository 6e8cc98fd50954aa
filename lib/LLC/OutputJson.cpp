//===- OutputJson.cpp - visa-llc --emit=json: kernel metadata -------------===//
//
// What a driver needs to run each kernel on each product, one entry per
// (kernel, platform) in -platform order:
//   kernel, platform, simd, instructions, code_bytes, grf_count (registers
//   the thread gets), grfs_used (highest register written or read + 1),
//   spill_bytes, scratch_bytes (per thread: private memory, spills, call
//   stack), slm_bytes, barriers, has_stack_calls, relocations (symbol,
//   offset, type), and the payload layout: the vISA `.input` table
//   (name, category general/sampler/surface, byte offset in the register
//   file, size, provenance: 0 for an argument, else a CM implicit input).
// Keys are sorted (llvm::json), so the same input gives the same bytes.
//
//===----------------------------------------------------------------------===//

#include "OutputWriters.h"
#include "visa/Dialect/VISA/VISAOps.h"
#include "visa/Object/PredefinedVars.h"
#include "llvm/Support/JSON.h"

using namespace mlir;
using namespace visa;
using namespace visa::llc;

/// The input's name: its declaration, or the pre-defined variable or
/// surface its number stands for.
static std::string inputName(InputOp input, StringRef category) {
  Attribute var = input.getVar();
  if (auto sym = dyn_cast<FlatSymbolRefAttr>(var))
    return sym.getValue().str();
  if (auto id = dyn_cast<IntegerAttr>(var)) {
    ArrayRef<const char *> names = category == "surface"
                                       ? predefinedSurfaceNames()
                                       : predefinedVarNames();
    uint64_t n = id.getValue().getZExtValue();
    if (category != "sampler" && n < names.size())
      return names[n];
    return "#" + std::to_string(n);
  }
  return "?";
}

static llvm::json::Array inputTable(ModuleOp program, StringRef kernel) {
  llvm::json::Array inputs;
  for (auto k : program.getOps<KernelOp>()) {
    if (k.getSymName() != kernel)
      continue;
    for (auto input : k.getBlock().getOps<InputOp>()) {
      static const char *const categories[] = {"general", "sampler", "surface",
                                               "reserved"};
      StringRef category = categories[input.getKind() & 3];
      inputs.push_back(llvm::json::Object{
          {"name", inputName(input, category)},
          {"category", category},
          {"offset", input.getOffset()},
          {"size", input.getSize()},
          {"provenance", input.getKind() >> 3},
      });
    }
  }
  return inputs;
}

LogicalResult llc::writeJson(OutputRequest &request, llvm::raw_ostream &os) {
  llvm::json::Array kernels;
  for (ProductOutput &p : request.Products) {
    std::vector<CompiledKernel> compiled;
    if (failed(emitKernels(*p.Module, compiled)))
      return failure();
    for (const CompiledKernel &k : compiled) {
      const KernelInfo &i = k.Info;
      llvm::json::Array relocations;
      for (const ZeCodeRelocation &r : k.Relocations)
        relocations.push_back(llvm::json::Object{
            {"symbol", r.Symbol},
            {"offset", r.Offset},
            {"type", zeRelocTypeName(r.Type)}});
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
          {"relocations", std::move(relocations)},
          {"inputs", inputTable(request.Program, i.Name)},
      });
    }
  }
  os << llvm::formatv("{0:2}", llvm::json::Value(llvm::json::Object{
                                   {"kernels", std::move(kernels)}}))
     << "\n";
  return success();
}
