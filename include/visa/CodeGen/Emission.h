//===- Emission.h - gen.func to Gen machine code ----------------*- C++ -*-===//
//
// The last step of the backend: a gen.func whose registers are all physical
// becomes a list of Gen instructions with resolved branch offsets (JIP/UIP
// from the successor blocks and the joins between), compacted where the
// product has a compact form, and encoded.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_CODEGEN_EMISSION_H
#define VISA_CODEGEN_EMISSION_H

#include "visa/Dialect/Gen/GenOps.h"
#include <cstdint>
#include <vector>

namespace visa::gen {

struct EmitOptions {
  /// Compact every instruction that has a compact form (branches never are).
  bool Compact = true;
};

/// The instructions of `func` in layout order with offsets and branch
/// labels set as the encoder expects. Fails (with a diagnostic on the
/// offending op) if a register is still virtual or a branch is malformed.
llvm::LogicalResult layoutFunction(FuncOp func, const EmitOptions &opts,
                                   std::vector<Inst> &insts);

/// layoutFunction, then the encoding of every instruction.
llvm::LogicalResult emitFunction(FuncOp func, const EmitOptions &opts,
                                 std::vector<uint8_t> &bytes,
                                 std::vector<Inst> *insts = nullptr);

} // namespace visa::gen

#endif // VISA_CODEGEN_EMISSION_H
