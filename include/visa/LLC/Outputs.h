//===- Outputs.h - What visa-llc writes --------------------------*- C++ -*-===//
//
// The forms of visa-llc's output (--emit) and the function that writes one
// from the lowered modules of every product: a raw binary or IGA assembly of
// one kernel, the gen dialect, kernel metadata as JSON, the program as a
// .isa with the binaries embedded, or ocloc's zebin with this compiler's code.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LLC_OUTPUTS_H
#define VISA_LLC_OUTPUTS_H

#include "visa/Gen/GenPlatform.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace visa::llc {

enum class EmitKind { Bin, Asm, Mlir, GenMlir, Isa, Zebin, Json };

/// The --emit spelling of `kind`.
llvm::StringRef emitKindName(EmitKind kind);

/// Whether `kind` is written as bytes rather than text.
bool isBinaryOutput(EmitKind kind);

/// One product's lowered program.
struct ProductOutput {
  const gen::Product *Product = nullptr;
  mlir::OwningOpRef<mlir::ModuleOp> Module;
};

struct OutputRequest {
  EmitKind Kind = EmitKind::Asm;
  /// The kernel to write (bin, asm, zebin); empty: the program's only one.
  std::string KernelName;
  /// ocloc's zebin to patch (zebin).
  std::string ZebinPath;
  /// The program in the visa dialect (isa).
  mlir::ModuleOp Program;
  /// The first input's name, for messages.
  std::string InputName;
  std::vector<ProductOutput> Products;
};

/// Whether the output `request` asks for can hold `numProducts` products
/// and has what it needs (--zebin), checked before compiling; reports the
/// problem and fails if not.
llvm::LogicalResult checkOutputRequest(const OutputRequest &request,
                                       size_t numProducts);

/// Writes the requested output; reports errors and fails.
llvm::LogicalResult writeOutput(OutputRequest &request, llvm::raw_ostream &os);

} // namespace visa::llc

#endif // VISA_LLC_OUTPUTS_H
