//===- Diagnostics.cpp - How visa-llc prints errors -----------------------===//
//
// See Diagnostics.h. Locations in a binary .isa are a `file:0:0` location
// fused with the byte offset; everything else goes to MLIR's source-manager
// handler, which loads text files on demand to show the offending line.
//
//===----------------------------------------------------------------------===//

#include "visa/LLC/Diagnostics.h"
#include "visa/Target/ISA/ObjectTranslation.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/WithColor.h"

using namespace mlir;
using namespace visa;
using namespace visa::llc;

static llvm::StringRef severityName(DiagnosticSeverity severity) {
  switch (severity) {
  case DiagnosticSeverity::Error:
    return "error";
  case DiagnosticSeverity::Warning:
    return "warning";
  case DiagnosticSeverity::Note:
    return "note";
  case DiagnosticSeverity::Remark:
    return "remark";
  }
  return "error";
}

/// `file: offset 0x1f: error: message` and its notes; fails for other
/// locations.
static LogicalResult printBinary(Diagnostic &diag) {
  std::optional<std::pair<llvm::StringRef, uint64_t>> where =
      binaryOffset(diag.getLocation());
  if (!where)
    return failure();
  llvm::raw_ostream &os = llvm::errs();
  os << where->first << ": offset " << llvm::format("0x%llx", where->second)
     << ": " << severityName(diag.getSeverity()) << ": " << diag << "\n";
  for (Diagnostic &note : diag.getNotes())
    if (failed(printBinary(note)))
      os << severityName(note.getSeverity()) << ": " << note << "\n";
  return success();
}

/// Whether the user asked for MLIR's dump of the operation in diagnostics.
static bool printOpOnDiagnosticGiven() {
  auto &options = llvm::cl::getRegisteredOptions();
  auto it = options.find("mlir-print-op-on-diagnostic");
  return it != options.end() && it->second->getNumOccurrences() > 0;
}

DiagnosticPrinter::DiagnosticPrinter(MLIRContext &context)
    : Context(context), Text(SourceMgr, &context) {
  if (!printOpOnDiagnosticGiven())
    context.printOpOnDiagnostic(false);
  Binary = context.getDiagEngine().registerHandler(printBinary);
}

DiagnosticPrinter::~DiagnosticPrinter() {
  Context.getDiagEngine().eraseHandler(Binary);
}
