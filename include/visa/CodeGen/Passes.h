//===- Passes.h - The backend's passes on the gen dialect -------*- C++ -*-===//
//
// Declarations generated from Passes.td: one create function per pass and
// registerCodeGenPasses() for visa-opt.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_CODEGEN_PASSES_H
#define VISA_CODEGEN_PASSES_H

#include "visa/Dialect/Gen/GenOps.h"
#include "mlir/Pass/Pass.h"

namespace visa::gen {

#define GEN_PASS_DECL
#include "visa/CodeGen/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "visa/CodeGen/Passes.h.inc"

} // namespace visa::gen

#endif // VISA_CODEGEN_PASSES_H
