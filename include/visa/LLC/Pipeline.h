//===- Pipeline.h - visa-llc's compile pipeline as a library ----*- C++ -*-===//
//
// What `visa-llc` does, for drivers that link it: load vISA files (.visaasm,
// complete .isa, .mlir) into one program, lower it for a product through the
// backend's passes, and emit each kernel's Gen binary with the metadata a
// runtime needs. tools/visa-llc is a thin shell over these functions.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LLC_PIPELINE_H
#define VISA_LLC_PIPELINE_H

#include "visa/Gen/GenPlatform.h"
#include "visa/ZeBin/ZeBinaryPatch.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Pass/PassManager.h"
#include <functional>
#include <string>
#include <vector>

namespace visa::llc {

/// Reads every file of one program into a module of visa dialect ops.
/// Several files (a kernel and the functions IGC dumps apart) are merged.
/// Errors are reported as `file:line:col: error: ...` / `file: offset 0x..:
/// error: ...` through the context's diagnostic handler; returns null then.
mlir::OwningOpRef<mlir::ModuleOp>
loadProgram(llvm::ArrayRef<std::string> files, mlir::MLIRContext &context);

/// The passes after the conversion, as `visa-opt` spells them; a pass
/// pipeline string replaces it (`--pass-pipeline`).
llvm::ArrayRef<const char *> backendPassNames();

struct PipelineOptions {
  /// Stop after the pass of this name ("visa-to-gen", "gen-legalize", ...);
  /// empty: run them all.
  std::string StopAfter;
  /// A textual pipeline on gen.func to run instead of the default passes.
  std::string PassPipeline;
  /// Options of the default pipeline's gen-regalloc, as visa-opt spells
  /// them (`max-grf=40`).
  std::string RegAllocOptions;
  /// Applied to the pass manager before it runs (MLIR's command-line
  /// options: --mlir-print-ir-after-all, --mlir-timing, ...).
  std::function<llvm::LogicalResult(mlir::PassManager &)> Configure;
};

/// Lowers a copy of the visa module `program` for `product` to a module of
/// gen.func ops and runs the backend's passes on it.
mlir::OwningOpRef<mlir::ModuleOp> lowerToGen(mlir::ModuleOp program,
                                             const gen::Product &product,
                                             const PipelineOptions &options);

/// Metadata of one compiled kernel (visa-llc --emit=json, the zebin patch).
struct KernelInfo {
  std::string Name;
  const gen::Product *Product = nullptr;
  unsigned SimdSize = 0;
  unsigned GrfCount = 0;
  /// Registers the allocator used (highest GRF + 1).
  unsigned GrfsUsed = 0;
  unsigned SpillBytes = 0;
  /// Scratch space per thread: spills plus the stack of stack calls.
  unsigned ScratchBytes = 0;
  unsigned SlmBytes = 0;
  /// Whether the vISA kernel declares its SLM size (SLMSize); if not, the
  /// front end's figure stands (the zebin's slm_size).
  bool SlmDeclared = false;
  unsigned BarrierCount = 0;
  unsigned Instructions = 0;
  bool HasStackCalls = false;
};

/// A kernel's Gen binary (with the functions it calls appended) and its
/// metadata.
struct CompiledKernel {
  KernelInfo Info;
  std::vector<uint8_t> Code;
  /// Immediates of Code the runtime fills with addresses of program-scope
  /// data (the zebin's code relocations).
  std::vector<ZeCodeRelocation> Relocations;
};

/// Emits every kernel of a fully lowered gen module.
llvm::LogicalResult emitKernels(mlir::ModuleOp genModule,
                                std::vector<CompiledKernel> &kernels);

} // namespace visa::llc

#endif // VISA_LLC_PIPELINE_H
