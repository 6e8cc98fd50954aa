//===- visa-opt.cpp - mlir-opt for the visa dialects ----------------------===//
//
// Parses, verifies, transforms and prints MLIR containing the visa and gen
// dialects (plus builtin and func); the driver of the dialects' and passes'
// lit tests, with the test passes of test/lib.
//
//===----------------------------------------------------------------------===//

#include "visa/CodeGen/Passes.h"
#include "visa/Conversion/Passes.h"
#include "visa/Dialect/Gen/GenOps.h"
#include "visa/Dialect/VISA/VISAOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"

namespace visa::test {
void registerTestAccessorsPass();
void registerTestRegAllocAnalysisPass();
} // namespace visa::test

int main(int argc, char **argv) {
  // MLIR's generic passes (symbol-dce, canonicalize, ...) work on visa ops.
  mlir::registerTransformsPasses();
  // The backend: visa-to-gen and the passes on the gen dialect.
  visa::registerConversionPasses();
  visa::gen::registerCodeGenPasses();
  // Passes that exist for the lit tests (test/lib).
  visa::test::registerTestAccessorsPass();
  visa::test::registerTestRegAllocAnalysisPass();
  mlir::DialectRegistry registry;
  registry.insert<visa::VISADialect, visa::gen::GenDialect,
                  mlir::func::FuncDialect>();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "visa optimizer driver\n", registry));
}
