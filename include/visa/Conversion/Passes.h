//===- Passes.h - Conversions between the project's dialects ----*- C++ -*-===//
//
// Declarations generated from Passes.td.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_CONVERSION_PASSES_H
#define VISA_CONVERSION_PASSES_H

#include "visa/Dialect/Gen/GenOps.h"
#include "mlir/Pass/Pass.h"

namespace visa {

#define GEN_PASS_DECL
#include "visa/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "visa/Conversion/Passes.h.inc"

} // namespace visa

#endif // VISA_CONVERSION_PASSES_H
