//===- RegAssignment.h - Rewriting virtual registers to physical ones -----===//
//
// An allocator's result: for each virtual register id, its byte offset in
// its register file (GRF bytes, flag bytes f0.0 = 0 .. f1.1 = 6, address
// bytes a0.0 = 0 .. a0.15 = 30). apply() rewrites every operand, predicate
// flag and indirect address of a function to those places (an immediate
// naming a register, `&v7+16`, becomes its GRF byte address) and records
// each placement in its gen.vreg (`at`).
//
//===----------------------------------------------------------------------===//

#ifndef VISA_CODEGEN_REGASSIGNMENT_H
#define VISA_CODEGEN_REGASSIGNMENT_H

#include "visa/Dialect/Gen/GenOps.h"
#include "llvm/ADT/DenseMap.h"

namespace visa::gen {

class RegAssignment {
public:
  void set(uint32_t vreg, uint32_t byteOffset) { Place[vreg] = byteOffset; }
  std::optional<uint32_t> lookup(uint32_t vreg) const {
    auto it = Place.find(vreg);
    if (it == Place.end())
      return std::nullopt;
    return it->second;
  }

  /// Rewrites `func`; fails with a diagnostic if an operand names a virtual
  /// register that has no place.
  llvm::LogicalResult apply(FuncOp func) const;

private:
  llvm::DenseMap<uint32_t, uint32_t> Place;
};

} // namespace visa::gen

#endif // VISA_CODEGEN_REGASSIGNMENT_H
