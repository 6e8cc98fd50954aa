//===- MathMacro.h - IEEE division and square root sequences ----*- C++ -*-===//
//
// Private to lib/Conversion/VISAToGen: the correctly rounded divide and
// square root of F and DF (vISA divm and sqrtm, and DF inv/sqrt/rsqrt/div)
// as the math-macro sequences Gen8 to Gen11 provide (math.invm or
// math.rsqtm, then madm steps through the mme registers).
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_CONVERSION_VISATOGEN_MATHMACRO_H
#define VISA_LIB_CONVERSION_VISATOGEN_MATHMACRO_H

#include "AluHelpers.h"

namespace visa::togen {

/// dst = a / b, correctly rounded (cr0's rounding mode), for F or DF `dst`.
llvm::LogicalResult emitIeeeDivide(Lowering &L, mlir::Operation *op,
                                   const ExecInfo &exec,
                                   std::optional<Predicate> pred,
                                   const Opnd &dst, bool saturate,
                                   const Opnd &a, const Opnd &b);

/// dst = sqrt(a), correctly rounded, for F or DF `dst`.
llvm::LogicalResult emitIeeeSqrt(Lowering &L, mlir::Operation *op,
                                 const ExecInfo &exec,
                                 std::optional<Predicate> pred,
                                 const Opnd &dst, bool saturate,
                                 const Opnd &a);

} // namespace visa::togen

#endif // VISA_LIB_CONVERSION_VISATOGEN_MATHMACRO_H
