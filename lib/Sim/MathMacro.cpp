//===- MathMacro.cpp - IEEE divide/sqrt macros: invm, rsqtm, madm ---------===//
//
// Gen8/9 compute IEEE-correct division and square root (IGC's
// TranslateMath.cpp expansions, used while HWCaps hasIEEEDivSqrt()) with
// math.invm / math.rsqtm followed by a chain of madm. Their operands name a
// math-macro extended register (mme0..mme7 = acc2..acc9) that extends the
// destination element: intermediates keep more precision and exponent range
// than the register type ("extended exponent is important for accuracy",
// TranslateMath.cpp), and the last madm writes a normal (nomme) result.
//
// The simulator keeps each intermediate as a binary128 value in the mme
// register of its channel, next to the destination bits written with it; a
// source naming that mme register reads the binary128 value back while the
// register still holds those bits. invm and rsqtm deliver 1/b and 1/sqrt(a)
// to binary128 precision, where the hardware delivers a coarser seed: the
// macro's Newton steps converge from either, and since the sequence is
// built to give the correctly rounded quotient or root, so does the model.
// Operands the sequence cannot handle (zero, infinity, NaN, a negative
// radicand) raise the "early out" flag and get their final IEEE result
// directly from invm/rsqtm, as the hardware does.
//
//===----------------------------------------------------------------------===//

#include "Executor.h"
#include "Operands.h"
#include "QuadArith.h"
#include <cfenv>
#include <cmath>
#include <cstring>

using namespace visa::gen;

namespace visa::sim {

namespace {

using Quad = __float128;
static_assert(sizeof(Quad) == 16, "binary128 storage");

/// MathMacro value of an operand without an mme register.
constexpr int8_t NoMme = 8;

bool isQuadNaN(Quad q) { return q != q; }

Quad quadAbs(Quad q) { return q < 0 ? -q : q; }

/// `q` rounded to T in the host rounding mode (which mirrors cr0). The
/// conversion's own rounding is corrected toward the mode, whatever mode the
/// binary128 runtime honours.
template <typename T> T roundQuad(Quad q) {
  T r = T(q);
  int mode = std::fegetround();
  if (mode == FE_TONEAREST || isQuadNaN(q))
    return r;
  Quad back = Quad(r);
  switch (mode) {
  case FE_UPWARD:
    if (back < q)
      r = std::nextafter(r, T(INFINITY));
    break;
  case FE_DOWNWARD:
    if (back > q)
      r = std::nextafter(r, T(-INFINITY));
    break;
  case FE_TOWARDZERO:
    if (quadAbs(back) > quadAbs(q))
      r = std::nextafter(r, T(0));
    break;
  default:
    break;
  }
  return r;
}

bool isSingle(const Operand &op) { return op.Type == DataType::F; }

/// The element bits at `p` of a :f or :df operand, zero extended.
uint64_t elementBits(const uint8_t *p, bool single) {
  uint64_t bits = 0;
  std::memcpy(&bits, p, single ? 4 : 8);
  return bits;
}

/// The binary128 bits of a normal number of format `fmt`: its exact value.
quad::U128 widenNormal(uint64_t bits, quad::NarrowFormat fmt) {
  uint64_t sign = bits >> (fmt.MantBits + fmt.ExpBits);
  int exp = int(bits >> fmt.MantBits) & ((1 << fmt.ExpBits) - 1);
  uint64_t frac = bits & ((uint64_t(1) << fmt.MantBits) - 1);
  return (quad::U128(sign) << 127) |
         (quad::U128(exp - fmt.Bias + quad::Bias) << quad::FracBits) |
         (quad::U128(frac) << (quad::FracBits - fmt.MantBits));
}

bool isNormalBits(uint64_t bits, quad::NarrowFormat fmt) {
  unsigned expMask = (1u << fmt.ExpBits) - 1;
  unsigned exp = unsigned(bits >> fmt.MantBits) & expMask;
  return exp != 0 && exp != expMask;
}

template <bool Single>
constexpr quad::NarrowFormat FormatOf = Single ? quad::Binary32 : quad::Binary64;

/// The binary128 bits of the element at `p`, exactly its value.
template <bool Single> quad::U128 elementValue(const uint8_t *p) {
  constexpr bool single = Single;
  uint64_t bits = elementBits(p, single);
  if (isNormalBits(bits, FormatOf<Single>))
    return widenNormal(bits, FormatOf<Single>);
  unsigned signBit = single ? 31 : 63;
  if ((bits & ~(uint64_t(1) << signBit)) == 0)
    return quad::signedZero(bits >> signBit);
  if (single) {
    float f;
    std::memcpy(&f, p, 4);
    return quad::toBits(Quad(f));
  }
  double d;
  std::memcpy(&d, p, 8);
  return quad::toBits(Quad(d));
}

/// Writes `v` rounded to the element type at `p`; returns the bits written.
/// `nearest`: the host rounds to nearest even.
template <bool Single>
uint64_t storeRounded(uint8_t *p, quad::U128 vbits, bool nearest) {
  constexpr bool single = Single;
  quad::Normal n;
  uint64_t bits;
  if (nearest && quad::unpack(vbits, n) &&
      quad::narrowNearest(n, FormatOf<Single>, bits)) {
    std::memcpy(p, &bits, single ? 4 : 8);
    return bits;
  }
  if (quad::isZero(vbits)) { // +-0 converts exactly in every mode
    bits = uint64_t(vbits >> 127) << (single ? 31 : 63);
    std::memcpy(p, &bits, single ? 4 : 8);
    return bits;
  }
  Quad v = quad::fromBits(vbits);
  if (single) {
    float f = roundQuad<float>(v);
    std::memcpy(p, &f, 4);
  } else {
    double d = roundQuad<double>(v);
    std::memcpy(p, &d, 8);
  }
  return elementBits(p, single);
}

quad::U128 mmeValue(const ThreadState &t, unsigned mme, unsigned ch) {
  quad::U128 q;
  std::memcpy(&q, t.Mme[mme].Value[ch], sizeof(q));
  return q;
}

/// `bits` with source modifiers applied as the binary128 operators do:
/// negation flips the sign; the absolute value (q < 0 ? -q : q) leaves
/// -0 and NaNs alone.
quad::U128 applyModifiers(quad::U128 bits, const Operand &op) {
  constexpr quad::U128 Sign = quad::One << 127;
  if (op.Abs && (bits & Sign) && !quad::isZero(bits) && !quad::isNaN(bits))
    bits &= ~Sign;
  if (op.Negate)
    bits ^= Sign;
  return bits;
}

/// 1/sqrt(a) for a finite a > 0, to binary128 precision: a long double
/// estimate refined by one Newton step.
Quad reciprocalSqrt(Quad a) {
  Quad y = Quad(1.0L / std::sqrt((long double)a));
  return y + y * (Quad(1) - a * y * y) / 2;
}

} // namespace

/// The value of source `op` at `p` for channel `ch`, with its mme
/// extension and source modifiers.
template <bool Single>
static quad::U128 macroSourceValue(const ThreadState &t, const Operand &op,
                                   const uint8_t *p, unsigned ch) {
  constexpr bool single = Single;
  int8_t mme = op.MathMacro;
  if (mme >= 0 && mme < NoMme && (t.MmeWritten[mme] >> ch & 1) &&
      t.Mme[mme].DstBits[ch] == elementBits(p, single))
    return applyModifiers(mmeValue(t, mme, ch), op);
  return applyModifiers(elementValue<Single>(p), op);
}

/// Reads source `k` of a macro instruction for channel `ch` (instruction
/// channel `i`), with its mme extension and source modifiers.
static bool readMacroSource(ThreadState &t, const Inst &I, unsigned k,
                            unsigned i, unsigned ch, Quad &out) {
  OperandAccess acc(t);
  const uint8_t *p = acc.srcElement(I.Src[k], i);
  if (!p)
    return false;
  const Operand &op = I.Src[k];
  out = quad::fromBits(isSingle(op) ? macroSourceValue<true>(t, op, p, ch)
                                    : macroSourceValue<false>(t, op, p, ch));
  return true;
}

/// Writes `v` for channel `ch` at `p`: rounded into the destination element
/// and, when the destination names an mme register, in full into it.
template <bool Single>
static void storeMacroValue(ThreadState &t, const Operand &dst, uint8_t *p,
                            unsigned ch, quad::U128 v, bool nearest) {
  uint64_t bits = storeRounded<Single>(p, v, nearest);
  int8_t mme = dst.MathMacro;
  if (mme >= 0 && mme < NoMme) {
    // Left uninitialized (MmeWritten says what holds a value): a thread
    // touches only the channels it writes, not 6 KB of fresh pages.
    if (!t.Mme)
      t.Mme.reset(new MathMacroReg[NoMme]);
    std::memcpy(t.Mme[mme].Value[ch], &v, sizeof(v));
    t.Mme[mme].DstBits[ch] = bits;
    t.MmeWritten[mme] |= 1u << ch;
  }
}

/// Writes `v` for channel `ch` (instruction channel `i`).
static bool writeMacroDest(ThreadState &t, const Inst &I, unsigned i,
                           unsigned ch, Quad v, bool nearest) {
  OperandAccess acc(t);
  uint8_t *p = acc.dstElement(I.Dst, i);
  if (!p)
    return false;
  if (isSingle(I.Dst))
    storeMacroValue<true>(t, I.Dst, p, ch, quad::toBits(v), nearest);
  else
    storeMacroValue<false>(t, I.Dst, p, ch, quad::toBits(v), nearest);
  return true;
}

/// Element 0 of a direct GRF operand with an mme field, whose `execSize`
/// elements lie one after the other (as OperandAccess places them) inside
/// the register file; null for any other operand.
static uint8_t *macroElements(ThreadState &t, const Operand &op,
                              unsigned execSize) {
  if (!isMacroOperand(op))
    return nullptr;
  unsigned begin = op.RegNum * GrfBytes;
  if (begin + execSize * getTypeSize(op.Type) > sizeof(t.Grf))
    return nullptr;
  return t.Grf + begin;
}

/// s0 + s1 * s2 as binary128 operations in the host rounding mode.
static quad::U128 madmValue(const quad::U128 s[3], bool nearest) {
  quad::U128 r;
  if (nearest && quad::mulAddNearest(s[0], s[1], s[2], r))
    return r;
  using quad::fromBits;
  return quad::toBits(fromBits(s[0]) + fromBits(s[1]) * fromBits(s[2]));
}

/// madm whose operands all lie in the register file one element after the
/// other: element pointers computed once, not per channel and operand.
template <bool Single>
static void execMadmContiguous(ThreadState &t, const Inst &I, uint32_t mask,
                               uint8_t *const base[4], bool nearest) {
  constexpr unsigned size = Single ? 4 : 8;
  quad::U128 res[MaxChannels];
  for (unsigned i = 0; i < I.ExecSize; ++i) {
    unsigned ch = I.ChanOffset + i;
    if (!(mask >> ch & 1))
      continue;
    quad::U128 s[3];
    for (unsigned k = 0; k < 3; ++k)
      s[k] = macroSourceValue<Single>(t, I.Src[k], base[k + 1] + i * size, ch);
    res[ch] = madmValue(s, nearest);
  }
  for (unsigned i = 0; i < I.ExecSize; ++i) {
    unsigned ch = I.ChanOffset + i;
    if (mask >> ch & 1)
      storeMacroValue<Single>(t, I.Dst, base[0] + i * size, ch, res[ch],
                              nearest);
  }
}

llvm::Error ThreadExecutor::execMadm(ThreadState &t, const Inst &I,
                                     uint32_t mask) {
  if ((I.Dst.Type != DataType::F && I.Dst.Type != DataType::DF) ||
      I.Saturate || I.NumSrcs != 3)
    return unsupported(I, "madm other than :f or :df without saturation");
  for (unsigned k = 0; k < 3; ++k)
    if (I.Src[k].K != Operand::Kind::Reg || I.Src[k].Type != I.Dst.Type)
      return unsupported(I, "madm source of another type or kind");
  applyRoundingMode(t);
  bool nearest = HostRounding == FE_TONEAREST;
  uint8_t *base[4] = {macroElements(t, I.Dst, I.ExecSize)};
  for (unsigned k = 0; k < 3; ++k)
    base[k + 1] = macroElements(t, I.Src[k], I.ExecSize);
  if (base[0] && base[1] && base[2] && base[3]) {
    if (isSingle(I.Dst))
      execMadmContiguous<true>(t, I, mask, base, nearest);
    else
      execMadmContiguous<false>(t, I, mask, base, nearest);
    return llvm::Error::success();
  }
  Quad res[MaxChannels];
  for (unsigned i = 0; i < I.ExecSize; ++i) {
    unsigned ch = I.ChanOffset + i;
    if (!(mask >> ch & 1))
      continue;
    quad::U128 s[3];
    for (unsigned k = 0; k < 3; ++k) {
      Quad q;
      if (!readMacroSource(t, I, k, i, ch, q))
        return unsupported(I, "source outside the register file");
      s[k] = quad::toBits(q);
    }
    res[ch] = quad::fromBits(madmValue(s, nearest));
  }
  for (unsigned i = 0; i < I.ExecSize; ++i) {
    unsigned ch = I.ChanOffset + i;
    if ((mask >> ch & 1) && !writeMacroDest(t, I, i, ch, res[ch], nearest))
      return unsupported(I, "destination outside the register file");
  }
  return llvm::Error::success();
}

llvm::Error ThreadExecutor::execMathMacro(ThreadState &t, const Inst &I,
                                          uint32_t mask) {
  bool single = I.Dst.Type == DataType::F;
  if (!single && I.Dst.Type != DataType::DF)
    return unsupported(I, "math macro other than :f or :df");
  unsigned numSrcs = getMathFnInfo(I.MathFn).Sources;
  if (I.NumSrcs < numSrcs)
    return unsupported(I, "math macro without its sources");
  for (unsigned k = 0; k < numSrcs; ++k)
    if (I.Src[k].K != Operand::Kind::Reg || I.Src[k].Type != I.Dst.Type)
      return unsupported(I, "math macro source of another type or kind");
  applyRoundingMode(t);
  Quad res[MaxChannels];
  bool early[MaxChannels] = {};
  for (unsigned i = 0; i < I.ExecSize; ++i) {
    unsigned ch = I.ChanOffset + i;
    if (!(mask >> ch & 1))
      continue;
    Quad s[2] = {};
    for (unsigned k = 0; k < numSrcs; ++k)
      if (!readMacroSource(t, I, k, i, ch, s[k]))
        return unsupported(I, "source outside the register file");
    // The early-out result is the final IEEE one, rounded once in the
    // destination type (the sources are of that type).
    // Zero, infinity or NaN.
    auto special = [](Quad x) {
      quad::U128 bits = quad::toBits(x);
      return (bits << 1) == 0 || (int(bits >> quad::FracBits) & quad::MaxExp) ==
                                     quad::MaxExp;
    };
    if (MathFn(I.MathFn) == MathFn::InvM) {
      early[ch] = special(s[0]) || special(s[1]);
      if (!early[ch])
        res[ch] = Quad(1) / s[1];
      else if (single)
        res[ch] = Quad(float(s[0]) / float(s[1]));
      else
        res[ch] = Quad(double(s[0]) / double(s[1]));
    } else {
      early[ch] = special(s[0]) || s[0] < 0;
      if (!early[ch])
        res[ch] = reciprocalSqrt(s[0]);
      else if (single)
        res[ch] = Quad(std::sqrt(float(s[0])));
      else
        res[ch] = Quad(std::sqrt(double(s[0])));
    }
  }
  for (unsigned i = 0; i < I.ExecSize; ++i) {
    unsigned ch = I.ChanOffset + i;
    if (!(mask >> ch & 1))
      continue;
    if (!writeMacroDest(t, I, i, ch, res[ch],
                        HostRounding == FE_TONEAREST))
      return unsupported(I, "destination outside the register file");
    // The math function occupies the condition-modifier field: invm and
    // rsqtm always write their early-out flag (IGA prints `(eo)fN.M`).
    setFlagBit(t, I, ch, early[ch]);
  }
  return llvm::Error::success();
}

} // namespace visa::sim
