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
#include <string>
#include <vector>

namespace visa::gen {

struct EmitOptions {
  /// Compact every instruction that has a compact form (branches never are).
  bool Compact = true;
};

/// What linking the functions of a program into one binary writes in an
/// instruction of one of them (see lib/LLC/Link.cpp).
struct Relocation {
  enum Kind : uint8_t {
    /// A call's label: the offset of function `Symbol` from the call.
    CallTarget,
    /// An indirect call (its register holds the target's offset from it),
    /// paired by `Site` with the add that computes that offset.
    CallSite,
    /// The immediate of a move: the low 32 bits of `Symbol`'s address
    /// (faddr): a function's offset in the binary, or the address the
    /// runtime gives program-scope data.
    FunctionAddress,
    /// The immediate of a move: the high 32 bits of `Symbol`'s address (0
    /// for a function; the runtime's for program-scope data).
    AddressHigh,
    /// The immediate of an add: minus the offset in the binary of the
    /// indirect call `Site` (ifcall).
    MinusCallSite,
  } K = CallTarget;
  /// The instruction, as an index into the function's instructions.
  unsigned Index = 0;
  std::string Symbol;
  unsigned Site = 0;
};

/// The instructions of `func` in layout order with offsets and branch
/// labels set as the encoder expects. Fails (with a diagnostic on the
/// offending op) if a register is still virtual or a branch is malformed.
/// What linking must write is appended to `relocs`; without it, a function
/// that needs linking is an error.
llvm::LogicalResult layoutFunction(FuncOp func, const EmitOptions &opts,
                                   std::vector<Inst> &insts,
                                   std::vector<Relocation> *relocs = nullptr);

/// layoutFunction, then the encoding of every instruction.
llvm::LogicalResult emitFunction(FuncOp func, const EmitOptions &opts,
                                 std::vector<uint8_t> &bytes,
                                 std::vector<Inst> *insts = nullptr);

} // namespace visa::gen

#endif // VISA_CODEGEN_EMISSION_H
