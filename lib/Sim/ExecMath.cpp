//===- ExecMath.cpp - The extended math unit (math instruction) -----------===//
//
// Transcendentals are computed in double precision and rounded to the
// destination type: at least as accurate as the hardware documents. The
// IEEE division and square-root macros (invm, rsqtm followed by madm
// sequences) produce an initial approximation and an "early out" flag for
// special operands, whose final result they deliver directly.
//
//===----------------------------------------------------------------------===//

#include "Executor.h"
#include "Operands.h"
#include <cmath>

using namespace visa::gen;

namespace visa::sim {

namespace {
enum MathFn : uint8_t {
  Inv = 1, Log = 2, Exp = 3, Sqrt = 4, Rsq = 5, Sin = 6, Cos = 7, FDiv = 9,
  Pow = 10, IDiv = 11, IQot = 12, IRem = 13, InvM = 14, RsqtM = 15
};

/// Operands the division macro cannot handle with its iteration.
bool specialForDivide(double a, double b, bool single) {
  auto unusual = [&](double x) {
    if (x == 0 || std::isinf(x) || std::isnan(x))
      return true;
    int e;
    std::frexp(x, &e);
    return single ? (e < -100 || e > 100) : (e < -900 || e > 900);
  };
  return unusual(a) || unusual(b);
}
} // namespace

llvm::Error ThreadExecutor::execMath(ThreadState &t, const Inst &I,
                                     uint32_t mask) {
  OperandAccess acc(t);
  unsigned n = I.ExecSize;
  bool isInt = I.MathFn >= IDiv && I.MathFn <= IRem;
  bool single = I.Dst.Type != DataType::DF;
  if (!isInt)
    applyRoundingMode(t);
  Value res[MaxChannels];
  bool flag[MaxChannels] = {};
  for (unsigned i = 0; i < n; ++i) {
    unsigned ch = I.ChanOffset + i;
    if (!(mask >> ch & 1))
      continue;
    Value s[2] = {};
    for (unsigned k = 0; k < I.NumSrcs && k < 2; ++k) {
      if (!acc.read(I.Src[k], i, s[k]))
        return unsupported(I, "source outside the register file");
      const Operand &op = I.Src[k];
      if (isInt) {
        if (op.Abs && s[k].I < 0) s[k].I = -s[k].I;
        if (op.Negate) s[k].I = -s[k].I;
      } else {
        if (!isFloatType(op.Type)) s[k].F = double(s[k].I);
        if (op.Abs) s[k].F = std::fabs(s[k].F);
        if (op.Negate) s[k].F = -s[k].F;
      }
    }
    double a = s[0].F, b = s[1].F, r = 0;
    switch (I.MathFn) {
    case Inv: r = 1.0 / a; break;
    case Log: r = std::log2(a); break;
    case Exp: r = std::exp2(a); break;
    case Sqrt: r = std::sqrt(a); break;
    case Rsq: r = 1.0 / std::sqrt(a); break;
    case Sin: r = std::sin(a); break;
    case Cos: r = std::cos(a); break;
    case FDiv: r = a / b; break;
    case Pow: r = std::pow(a, b); break;
    case IDiv:
    case IQot:
    case IRem: {
      int64_t x = s[0].I, y = s[1].I;
      bool sgn = isSignedType(I.Src[0].Type) || isSignedType(I.Src[1].Type);
      int64_t q, m;
      if (y == 0) {
        q = sgn && x < 0 ? 1 : -1; // all ones, as the hardware answers
        m = x;
      } else if (sgn) {
        int32_t xs = int32_t(x), ys = int32_t(y);
        if (xs == INT32_MIN && ys == -1) { q = xs; m = 0; }
        else { q = xs / ys; m = xs % ys; }
      } else {
        q = uint32_t(x) / uint32_t(y);
        m = uint32_t(x) % uint32_t(y);
      }
      res[ch].I = I.MathFn == IRem ? m : q;
      continue;
    }
    case InvM: {
      bool eo = specialForDivide(a, b, single);
      flag[ch] = eo;
      r = eo ? a / b : 1.0 / b;
      break;
    }
    case RsqtM: {
      bool eo = a <= 0 || std::isinf(a) || std::isnan(a) ||
                specialForDivide(a, 1.0, single);
      flag[ch] = eo;
      r = eo ? std::sqrt(a) : 1.0 / std::sqrt(a);
      break;
    }
    default:
      return unsupported(I, "math function " + llvm::Twine(unsigned(I.MathFn)));
    }
    res[ch].F = r;
  }
  bool eoFlag = I.MathFn == InvM || I.MathFn == RsqtM;
  for (unsigned i = 0; i < n; ++i) {
    unsigned ch = I.ChanOffset + i;
    if (!(mask >> ch & 1))
      continue;
    uint8_t *p = acc.dstElement(I.Dst, i);
    if (!p)
      return unsupported(I, "destination outside the register file");
    storeElement(p, I.Dst.Type, res[ch], !isInt, I.Saturate);
    if (eoFlag && I.Cond != CondMod::None)
      setFlagBit(t, I, ch, flag[ch]);
  }
  return llvm::Error::success();
}

} // namespace visa::sim
