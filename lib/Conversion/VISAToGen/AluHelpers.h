//===- AluHelpers.h - Shared pieces of the ALU lowerings ------------------===//
//
// Private to lib/Conversion/VISAToGen: converting an instruction's
// destination and sources at once, the handler of every instruction that
// is one Gen instruction with the same operands (lowerSimple), and the
// handlers that need sequences on some products.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_CONVERSION_VISATOGEN_ALUHELPERS_H
#define VISA_LIB_CONVERSION_VISATOGEN_ALUHELPERS_H

#include "Lowering.h"

namespace visa::togen {

/// An instruction's destination and sources in Gen terms; `Saturate` when
/// the destination carries the sat modifier.
struct AluOperands {
  Opnd Dst;
  llvm::SmallVector<Opnd, 3> Srcs;
  bool Saturate = false;

  llvm::LogicalResult collect(Lowering &L, mlir::Operation *op,
                              const VecOperand &dst,
                              std::initializer_list<VecOperand> srcs);
  /// Sets `d`'s destination and saturation.
  void setDst(InstData &d) const;
};

/// One Gen instruction `GenOp` with the vISA instruction's operands in order.
template <typename OpT, Opcode GenOp, unsigned NumSrcs>
llvm::LogicalResult lowerSimple(Lowering &L, mlir::Operation *op) {
  auto o = llvm::cast<OpT>(op);
  AluOperands a;
  llvm::LogicalResult collected = mlir::failure();
  if constexpr (NumSrcs == 1)
    collected = a.collect(L, op, o.getDst(), {o.getSrc0()});
  else if constexpr (NumSrcs == 2)
    collected = a.collect(L, op, o.getDst(), {o.getSrc0(), o.getSrc1()});
  else
    collected = a.collect(L, op, o.getDst(),
                          {o.getSrc0(), o.getSrc1(), o.getSrc2()});
  if (mlir::failed(collected))
    return mlir::failure();
  InstData d = L.inst(GenOp, o.getExecSize());
  if (mlir::failed(L.predicate(d, o.getPred(), op)))
    return mlir::failure();
  a.setDst(d);
  for (const Opnd &s : a.Srcs)
    Lowering::addSrc(d, s);
  L.emit(d);
  return mlir::success();
}

/// mul, with the DWord multiply expanded where the product lacks it.
llvm::LogicalResult lowerMul(Lowering &L, mlir::Operation *op);

} // namespace visa::togen

#endif // VISA_LIB_CONVERSION_VISATOGEN_ALUHELPERS_H
