//===- VISADialect.h - The visa dialect -------------------------*- C++ -*-===//
//
// Declares the `visa` dialect and its operand attributes. Include
// VISAOps.h for the ops.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_DIALECT_VISA_VISADIALECT_H
#define VISA_DIALECT_VISA_VISADIALECT_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/Dialect.h"
#include "visa/Object/InstrDesc.h"

#include "visa/Dialect/VISA/VISADialect.h.inc"

namespace visa {
/// The module attribute marking a module read from a .isa file whose
/// instructions IGC's writer truncated (Object::legacyTruncatedOperands).
inline constexpr llvm::StringLiteral kLegacyTruncatedOperandsAttrName =
    "visa.legacy_truncated_operands";
} // namespace visa

#define GET_ATTRDEF_CLASSES
#include "visa/Dialect/VISA/VISAAttrs.h.inc"

#endif // VISA_DIALECT_VISA_VISADIALECT_H
