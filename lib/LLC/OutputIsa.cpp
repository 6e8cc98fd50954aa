//===- OutputIsa.cpp - visa-llc --emit=isa --------------------------------===//
//
// The program as a binary .isa (exportObject of the visa module, then
// writeISA) whose kernels carry, in gen_binary_info, the Gen binary of each
// product compiled for, in the order -platform gives them. A kernel_info
// holds at most MaxGenBinaries of them. Binaries the input already embedded
// are replaced.
//
//===----------------------------------------------------------------------===//

#include "OutputWriters.h"
#include "visa/Dialect/VISA/VISAOps.h"
#include "visa/Object/ISAWriter.h"
#include "visa/Target/ISA/ObjectTranslation.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"

using namespace mlir;
using namespace visa;
using namespace visa::llc;

LogicalResult llc::writeIsa(OutputRequest &request, llvm::raw_ostream &os) {
  // kernel name -> its binaries, in product order.
  llvm::StringMap<SmallVector<mlir::Attribute>> binaries;
  OwningOpRef<ModuleOp> program(request.Program.clone());
  Builder b(program->getContext());
  for (ProductOutput &p : request.Products) {
    std::vector<CompiledKernel> kernels;
    if (failed(emitKernels(*p.Module, kernels)))
      return failure();
    for (const CompiledKernel &k : kernels)
      binaries[k.Info.Name].push_back(b.getDictionaryAttr(
          {b.getNamedAttr("platform",
                          b.getI32IntegerAttr(p.Product->ISACode)),
           b.getNamedAttr("bytes", b.getStringAttr(llvm::toHex(
                                       k.Code, /*LowerCase=*/true)))}));
  }
  for (auto kernel : program->getOps<KernelOp>()) {
    auto it = binaries.find(kernel.getSymName());
    if (it == binaries.end())
      kernel.removeGenBinariesAttr();
    else
      kernel.setGenBinariesAttr(b.getArrayAttr(it->second));
  }
  FailureOr<Object> object = exportObject(*program);
  if (failed(object))
    return failure();
  llvm::Expected<std::vector<uint8_t>> bytes = writeISA(*object);
  if (!bytes)
    return outputError(llvm::toString(bytes.takeError()));
  os.write(reinterpret_cast<const char *>(bytes->data()), bytes->size());
  return success();
}
