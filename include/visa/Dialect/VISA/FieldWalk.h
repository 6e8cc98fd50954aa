//===- FieldWalk.h - Visit an instruction's fields in binary order -*- C++ -*-===//
//
// An instruction's fields, as its record lists them, expand into the
// operands an Instruction stores: a List repeats its element as many times
// as an earlier count field says and a Switch contributes the fields of the
// case its key selects. walkFields does that expansion for any consumer
// (import, export, printer, parser, verifier), each of which supplies the
// values of the count and key fields as it meets them.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_DIALECT_VISA_FIELDWALK_H
#define VISA_DIALECT_VISA_FIELDWALK_H

#include "visa/Object/InstrDesc.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/LogicalResult.h"
#include <optional>

namespace visa {

/// Calls `visit(fieldIndex)` for every Int, Vec and Raw field an instruction
/// of `desc` has, in binary order (fieldIndex indexes fieldTable()). `visit`
/// returns the field's integer value (anything for Vec/Raw fields), or
/// nullopt to stop the walk, which then fails. The walk also fails if a
/// Switch key matches no case.
llvm::LogicalResult
walkFields(const InstrDesc &desc,
           llvm::function_ref<std::optional<uint64_t>(unsigned)> visit);

} // namespace visa

#endif // VISA_DIALECT_VISA_FIELDWALK_H
