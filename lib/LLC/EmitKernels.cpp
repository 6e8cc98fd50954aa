//===- EmitKernels.cpp - Gen binaries and metadata of a gen module --------===//
//
// Encodes every kernel of a lowered module, linked with the functions it
// calls (Link.h), and collects what a runtime needs to know about it from
// the attributes the passes left on its gen.func: `simd` (the dispatch
// width, from the vISA SimdSize attribute), `slm_bytes`, `barriers`,
// `spill_bytes` (gen-regalloc) and the registers it used. Linking sets
// `scratch_bytes`: the spill area plus the stack of the calls.
//
//===----------------------------------------------------------------------===//

#include "Link.h"
#include "visa/LLC/Pipeline.h"

using namespace mlir;
using namespace visa;

static unsigned intAttr(gen::FuncOp func, StringRef name) {
  if (auto attr = func->getAttrOfType<IntegerAttr>(name))
    return unsigned(attr.getInt());
  return 0;
}

/// Highest GRF any instruction of `insts` names, plus one.
static unsigned grfsUsed(ArrayRef<gen::Inst> insts) {
  unsigned top = 0;
  auto see = [&](const gen::Operand &op) {
    if (op.K == gen::Operand::Kind::Reg && op.File == gen::RegFile::GRF &&
        op.Mode == gen::AddrMode::Direct)
      top = std::max(top, unsigned(op.RegNum) + 1);
  };
  for (const gen::Inst &inst : insts) {
    see(inst.Dst);
    for (const gen::Operand &src : inst.Src)
      see(src);
  }
  return top;
}

LogicalResult llc::emitKernels(ModuleOp genModule,
                               std::vector<CompiledKernel> &kernels) {
  for (auto func : genModule.getOps<gen::FuncOp>()) {
    if (!func.getKernel())
      continue;
    CompiledKernel k;
    llc::LinkedKernel linked;
    if (failed(llc::linkKernel(genModule, func, linked)))
      return failure();
    k.Code = std::move(linked.Code);
    k.Relocations = std::move(linked.Relocations);
    std::vector<gen::Inst> &insts = linked.Insts;
    if (linked.StackBytes) {
      unsigned spill = std::max(intAttr(func, "scratch_bytes"),
                                intAttr(func, "spill_bytes"));
      func->setAttr("scratch_bytes",
                    IntegerAttr::get(IntegerType::get(func.getContext(), 32),
                                     spill + linked.StackBytes));
    }
    KernelInfo &info = k.Info;
    info.Name = func.getSymName().str();
    info.Product = &func.getDevice();
    info.SimdSize = intAttr(func, "simd");
    info.GrfCount = info.Product->NumGRF;
    info.GrfsUsed = grfsUsed(insts);
    info.SpillBytes = intAttr(func, "spill_bytes");
    info.ScratchBytes = intAttr(func, "scratch_bytes");
    info.SlmBytes = intAttr(func, "slm_bytes");
    info.SlmDeclared = func->hasAttr("slm_bytes");
    info.BarrierCount = intAttr(func, "barriers");
    info.Instructions = unsigned(insts.size());
    info.HasStackCalls = !linked.Functions.empty();
    kernels.push_back(std::move(k));
  }
  return success();
}
