//===- GenDialect.h - The gen dialect ---------------------------*- C++ -*-===//
//
// Declares the `gen` dialect. Include GenOps.h for its ops.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_DIALECT_GEN_GENDIALECT_H
#define VISA_DIALECT_GEN_GENDIALECT_H

#include "mlir/IR/Dialect.h"

#include "visa/Dialect/Gen/GenDialect.h.inc"

#endif // VISA_DIALECT_GEN_GENDIALECT_H
