//===- MathFunctions.h - The values the math instruction computes ---------===//
//
// One channel of the math instruction's float functions (in double, which
// the caller rounds to the destination type) and integer divisions, shared
// by the general path (ExecMath.cpp) and the fast path (FastAlu.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_SIM_MATHFUNCTIONS_H
#define VISA_LIB_SIM_MATHFUNCTIONS_H

#include "visa/Gen/GenInst.h"
#include "llvm/Support/ErrorHandling.h"
#include <cmath>
#include <cstdint>

namespace visa::sim {

/// Float function `fn` (of MathKind::Float) of a (and b), in double.
inline double evalMathFloat(gen::MathFn fn, double a, double b) {
  switch (fn) {
  case gen::MathFn::Inv: return 1.0 / a;
  case gen::MathFn::Log: return std::log2(a);
  case gen::MathFn::Exp: return std::exp2(a);
  case gen::MathFn::Sqrt: return std::sqrt(a);
  case gen::MathFn::Rsqrt: return 1.0 / std::sqrt(a);
  case gen::MathFn::Sin: return std::sin(a);
  case gen::MathFn::Cos: return std::cos(a);
  case gen::MathFn::Fdiv: return a / b;
  case gen::MathFn::Pow: return std::pow(a, b);
  default: llvm_unreachable("not a float math function");
  }
}

/// idiv / iqot (the quotient) or irem (`remainder`) of x by y, values of
/// dword sources after their modifiers: signed if `isSigned` (either source
/// is), and all ones (1 for a negative signed x) on division by zero, whose
/// remainder is x.
inline int64_t evalIntDivide(int64_t x, int64_t y, bool isSigned,
                             bool remainder) {
  int64_t q, m;
  if (y == 0) {
    q = isSigned && x < 0 ? 1 : -1; // all ones, as the hardware answers
    m = x;
  } else if (isSigned) {
    int32_t xs = int32_t(x), ys = int32_t(y);
    if (xs == INT32_MIN && ys == -1) {
      q = xs;
      m = 0;
    } else {
      q = xs / ys;
      m = xs % ys;
    }
  } else {
    q = uint32_t(x) / uint32_t(y);
    m = uint32_t(x) % uint32_t(y);
  }
  return remainder ? m : q;
}

} // namespace visa::sim

#endif // VISA_LIB_SIM_MATHFUNCTIONS_H
