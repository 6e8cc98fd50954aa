//===- ObjectTranslation.h - visa::Object <-> visa dialect ------*- C++ -*-===//
//
// Translation between the in-memory vISA object (what the .isa reader and
// .visaasm parser produce) and a builtin module of `visa` dialect ops.
// Object -> MLIR -> Object is the identity; an .isa file taken through MLIR
// and back is byte-identical.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_TARGET_ISA_OBJECTTRANSLATION_H
#define VISA_TARGET_ISA_OBJECTTRANSLATION_H

#include "visa/Object/Object.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include <optional>

namespace visa {

/// The location of what was read at `pos` of `file`: `file:line:col` for
/// text; for a binary .isa, `file:0:0` fused with the byte offset as
/// metadata (binaryOffset reads it back; diagnostics then say
/// `file: offset 0x1f: error: ...`).
mlir::Location sourceLocation(mlir::MLIRContext *context, llvm::StringRef file,
                              const SourcePos &pos);

/// The file and byte offset a location of sourceLocation names in a binary
/// .isa, if it is one.
std::optional<std::pair<llvm::StringRef, uint64_t>>
binaryOffset(mlir::Location loc);

struct ImportOptions {
  /// Drop what only the binary form carries (embedded Gen binaries, the
  /// OutputAsmPath attribute, the order of the string pool), so that the
  /// import of an IGC .isa equals the import of the matching .visaasm.
  bool dropBinaryOnly = false;
  /// Name used in locations: every routine and instruction is located
  /// where it was read (SourcePos), the module at `fileName:0:0`.
  std::string fileName = "-";
};

/// Builds the module for `object`. Reports malformed objects (an index past a
/// table's end where the format has no room for one) as errors on the
/// context and returns null.
mlir::OwningOpRef<mlir::ModuleOp> importObject(const Object &object,
                                               mlir::MLIRContext *context,
                                               const ImportOptions &options = {});

/// Builds the object a module of `visa` ops describes. Problems (undeclared
/// names, values that do not fit their fields) are reported on the op
/// concerned.
mlir::FailureOr<Object> exportObject(mlir::ModuleOp module);

/// True if `routine`'s string pool, and every index into it, is what
/// canonicalizeStringPool (visa/Object/StringPool.h) makes of it: then
/// import records no `string_pool` order.
bool hasCanonicalStringPool(const Routine &routine);

} // namespace visa

#endif // VISA_TARGET_ISA_OBJECTTRANSLATION_H
