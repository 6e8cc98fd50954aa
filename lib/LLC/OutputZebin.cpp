//===- OutputZebin.cpp - visa-llc --emit=zebin ----------------------------===//
//
// ocloc's zebin of the same program (--zebin) with the code of each kernel
// compiled here, its relocations and the .ze_info fields the finalizer
// decides (lib/ZeBin/ZeBinaryPatch.h). A zebin is for one product. With
// --kernel only that kernel is replaced; otherwise every kernel of the
// program, each of which the zebin must have.
//
//===----------------------------------------------------------------------===//

#include "OutputWriters.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace mlir;
using namespace visa;
using namespace visa::llc;

static ZeKernelPatch patchFor(CompiledKernel &k) {
  const KernelInfo &i = k.Info;
  ZeKernelPatch p;
  p.Name = i.Name;
  p.Code = std::move(k.Code);
  p.Relocations = std::move(k.Relocations);
  p.SimdSize = i.SimdSize;
  p.GrfCount = i.GrfCount;
  p.BarrierCount = i.BarrierCount;
  if (i.SlmDeclared)
    p.SlmBytes = i.SlmBytes;
  p.HasStackCalls = i.HasStackCalls;
  p.ScratchBytes = i.ScratchBytes;
  p.MinScratchBytes = i.Product->MinScratchBytes;
  return p;
}

LogicalResult llc::writeZebin(OutputRequest &request, llvm::raw_ostream &os) {
  auto buffer = llvm::MemoryBuffer::getFile(request.ZebinPath,
                                            /*IsText=*/false);
  if (!buffer)
    return outputError(request.ZebinPath + ": " + buffer.getError().message());
  std::vector<CompiledKernel> kernels;
  if (failed(emitKernels(*request.Products.front().Module, kernels)))
    return failure();
  std::vector<ZeKernelPatch> patches;
  for (CompiledKernel &k : kernels)
    if (request.KernelName.empty() || k.Info.Name == request.KernelName)
      patches.push_back(patchFor(k));
  if (patches.empty())
    return outputError(request.KernelName.empty()
                           ? Twine("the program has no kernel")
                           : "no kernel named '" + request.KernelName + "'");
  StringRef bytes = (*buffer)->getBuffer();
  llvm::Expected<std::vector<uint8_t>> patched = patchZeBinary(
      ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(bytes.data()),
                        bytes.size()),
      patches);
  if (!patched)
    return outputError(request.ZebinPath + ": " +
                       llvm::toString(patched.takeError()));
  os.write(reinterpret_cast<const char *>(patched->data()), patched->size());
  return success();
}
