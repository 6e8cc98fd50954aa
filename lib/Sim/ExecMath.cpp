//===- ExecMath.cpp - The extended math unit (math instruction) -----------===//
//
// Transcendentals are computed in double precision and rounded to the
// destination type: at least as accurate as the hardware documents. The
// IEEE macro functions invm and rsqtm are in MathMacro.cpp.
//
//===----------------------------------------------------------------------===//

#include "Executor.h"
#include "FloatBits.h"
#include "MathFunctions.h"
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
    if (isInt) {
      bool sgn = isSignedType(I.Src[0].Type) || isSignedType(I.Src[1].Type);
      res[ch].I = evalIntDivide(s[0].I, s[1].I, sgn,
                                MathFn(I.MathFn) == MathFn::IRem);
      continue;
    }
    if (kind != MathKind::Float)
      return unsupported(I, "math function " + llvm::Twine(unsigned(I.MathFn)));
    double r = evalMathFloat(MathFn(I.MathFn), s[0].F, s[1].F);
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
