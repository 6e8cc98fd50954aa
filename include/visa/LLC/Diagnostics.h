//===- Diagnostics.h - How visa-llc prints errors ---------------*- C++ -*-===//
//
// Diagnostics on the MLIR context printed as LLVM tools print them:
// `file:line:col: error: message` with the source line and a caret for
// .visaasm and .mlir input, `file: offset 0x1f: error: message` for what
// was read from a binary .isa (visa::sourceLocation), and without MLIR's
// "see current operation" dump unless --mlir-print-op-on-diagnostic asks.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LLC_DIAGNOSTICS_H
#define VISA_LLC_DIAGNOSTICS_H

#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/SourceMgr.h"

namespace visa::llc {

class DiagnosticPrinter {
public:
  explicit DiagnosticPrinter(mlir::MLIRContext &context);
  ~DiagnosticPrinter();

private:
  mlir::MLIRContext &Context;
  llvm::SourceMgr SourceMgr;
  mlir::SourceMgrDiagnosticHandler Text;
  mlir::DiagnosticEngine::HandlerID Binary;
};

} // namespace visa::llc

#endif // VISA_LLC_DIAGNOSTICS_H
