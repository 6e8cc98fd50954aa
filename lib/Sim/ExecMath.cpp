//===- ExecMath.cpp - The extended math unit (math instruction) -----------===//
//
// Transcendentals are computed in double precision and rounded to the
// destination type: at least as accurate as the hardware documents. The
// IEEE macro functions invm and rsqtm are in MathMacro.cpp.
//
//===----------------------------------------------------------------------===//

#include "Executor.h"
#include "FloatBits.h"
#include "Operands.h"
#include <cmath>

using namespace visa::gen;

namespace visa::sim {

llvm::Error ThreadExecutor::execMath(ThreadState &t, const Inst &I,
                                     uint32_t mask) {
  MathKind kind = getMathFnInfo(I.MathFn).Kind;
  if (kind == MathKind::Macro)
    return execMathMacro(t, I, mask);
  OperandAccess acc(t);
  // Direct GRF operands read and write through their precomputed offsets.
  const InstLayout &layout = Prog.layoutOf(I);
  unsigned n = I.ExecSize;
  bool isInt = kind == MathKind::IntDiv;
  if (!isInt)
    applyRoundingMode(t);
  // Float and double math flush denormals as cr0 asks; half math keeps them
  // (denormFlushLimit).
  double flushLimit = 0;
  if (!isInt && I.Dst.Type != DataType::HF) {
    flushLimit = denormFlushLimit(t, I.Dst.Type);
    for (unsigned k = 0; k < I.NumSrcs; ++k)
      if (I.Src[k].Type != I.Dst.Type)
        flushLimit = 0;
  }
  Value res[MaxChannels];
  for (unsigned i = 0; i < n; ++i) {
    unsigned ch = I.ChanOffset + i;
    if (!(mask >> ch & 1))
      continue;
    Value s[2] = {};
    for (unsigned k = 0; k < I.NumSrcs && k < 2; ++k) {
      if (layout.Src[k].Static)
        s[k] = loadElement(t.Grf + layout.Src[k].Off[i], I.Src[k].Type);
      else if (!acc.read(I.Src[k], i, s[k]))
        return unsupported(I, "source outside the register file");
      const Operand &op = I.Src[k];
      if (isInt) {
        if (op.Abs && s[k].I < 0) s[k].I = -s[k].I;
        if (op.Negate) s[k].I = -s[k].I;
      } else {
        if (!isFloatType(op.Type)) s[k].F = double(s[k].I);
        if (op.Abs) s[k].F = std::fabs(s[k].F);
        if (op.Negate) s[k].F = -s[k].F;
        s[k].F = flushDenormal(s[k].F, flushLimit);
      }
    }
    double a = s[0].F, b = s[1].F, r = 0;
    switch (MathFn(I.MathFn)) {
    case MathFn::Inv: r = 1.0 / a; break;
    case MathFn::Log: r = std::log2(a); break;
    case MathFn::Exp: r = std::exp2(a); break;
    case MathFn::Sqrt: r = std::sqrt(a); break;
    case MathFn::Rsqrt: r = 1.0 / std::sqrt(a); break;
    case MathFn::Sin: r = std::sin(a); break;
    case MathFn::Cos: r = std::cos(a); break;
    case MathFn::Fdiv: r = a / b; break;
    case MathFn::Pow: r = std::pow(a, b); break;
    case MathFn::IDiv:
    case MathFn::IQuot:
    case MathFn::IRem: {
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
      res[ch].I = MathFn(I.MathFn) == MathFn::IRem ? m : q;
      continue;
    }
    default:
      return unsupported(I, "math function " + llvm::Twine(unsigned(I.MathFn)));
    }
    if (flushLimit && I.Dst.Type == DataType::F)
      r = double(roundToFloat(r));
    res[ch].F = flushDenormal(r, flushLimit);
  }
  for (unsigned i = 0; i < n; ++i) {
    unsigned ch = I.ChanOffset + i;
    if (!(mask >> ch & 1))
      continue;
    uint8_t *p = layout.Dst.Static ? t.Grf + layout.Dst.Off[i]
                                   : acc.dstElement(I.Dst, i);
    if (!p)
      return unsupported(I, "destination outside the register file");
    storeElement(p, I.Dst.Type, res[ch], !isInt, I.Saturate);
  }
  return llvm::Error::success();
}

} // namespace visa::sim
