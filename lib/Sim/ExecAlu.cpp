//===- ExecAlu.cpp - ALU instruction semantics ----------------------------===//
//
// Every non-send, non-branch opcode: sources are read for all enabled
// channels first (the destination may overlap them), computed in the
// integer (int64) or floating-point (double) domain, then written with the
// destination type's conversion, saturation, and condition-modifier flags.
//
//===----------------------------------------------------------------------===//

#include "Executor.h"
#include "FloatBits.h"
#include "Operands.h"
#include "llvm/Support/MathExtras.h"
#include <cmath>
#include <cstring>

using namespace visa::gen;

namespace visa::sim {

namespace {

bool isLogicOp(Opcode op) {
  return op == Opcode::And || op == Opcode::Or || op == Opcode::Xor ||
         op == Opcode::Not;
}

bool isPackedIntImm(const Operand &op) {
  return op.K == Operand::Kind::Imm &&
         (op.Type == DataType::V || op.Type == DataType::UV);
}

/// Reads source `k` of `I` for channel `i` (not a static GRF operand).
bool readSource(OperandAccess &acc, const Inst &I, unsigned k, unsigned i,
                Value &v) {
  unsigned ch = i;
  if (isPackedIntImm(I.Src[k]) && !packedImmElement(I, i, ch))
    return false;
  return acc.read(I.Src[k], ch, v);
}

unsigned bitWidth(DataType t) { return getTypeSize(t) * 8; }

/// Applies source modifiers.
Value modify(Value v, const Operand &op, bool isFloat, bool logic) {
  if (isFloat) {
    if (op.Abs)
      v.F = std::fabs(v.F);
    if (op.Negate)
      v.F = -v.F;
    return v;
  }
  if (logic) {
    if (op.Negate)
      v.I = ~v.I;
    return v;
  }
  if (op.Abs && v.I < 0)
    v.I = int64_t(0 - uint64_t(v.I));
  if (op.Negate)
    v.I = int64_t(0 - uint64_t(v.I));
  return v;
}

/// An integer value of type `t` extended without loss: UQ values above
/// INT64_MAX (held as negative int64) become the large unsigned numbers they
/// are. Every other integer type already is exact in int64.
__int128 exactInt(Value v, DataType t) {
  if (t == DataType::UQ)
    return __int128(uint64_t(v.I));
  return __int128(v.I);
}

/// Whether an integer instruction computes in unsigned 64 bits: a :uq
/// source and no signed one (like mach, which multiplies unsigned when
/// neither source is signed), so results of 2^63 and more convert to
/// float and saturate as the large numbers they are.
bool isUnsigned64Exec(const Inst &I) {
  bool anyUQ = false;
  for (unsigned k = 0; k < I.NumSrcs && k < 3; ++k) {
    if (isSignedType(I.Src[k].Type))
      return false;
    anyUQ |= I.Src[k].Type == DataType::UQ;
  }
  return anyUQ;
}

/// Evaluates condition `c` on a and b (of types ta and tb). Integers compare
/// as the numbers their types denote, so a :uq source compares unsigned
/// (IGC's 64-bit unsigned division tests `cmp.lt :uq x 2^32`).
bool compare(CondMod c, Value a, DataType ta, Value b, DataType tb,
             bool isFloat) {
  if (isFloat) {
    double x = a.F, y = b.F;
    switch (c) {
    case CondMod::Ze: return x == y;
    case CondMod::Nz: return x != y; // true for unordered
    case CondMod::Gt: return x > y;
    case CondMod::Ge: return x >= y;
    case CondMod::Lt: return x < y;
    case CondMod::Le: return x <= y;
    case CondMod::Un: return std::isnan(x) || std::isnan(y);
    default: return false;
    }
  }
  __int128 x = exactInt(a, ta), y = exactInt(b, tb);
  switch (c) {
  case CondMod::Ze: return x == y;
  case CondMod::Nz: return x != y;
  case CondMod::Gt: return x > y;
  case CondMod::Ge: return x >= y;
  case CondMod::Lt: return x < y;
  case CondMod::Le: return x <= y;
  default: return false;
  }
}

/// Unsigned value of `v` at the width of `t`.
uint64_t asUnsigned(Value v, DataType t) {
  unsigned w = bitWidth(t);
  return w >= 64 ? uint64_t(v.I) : uint64_t(v.I) & ((uint64_t(1) << w) - 1);
}

int64_t signExtend(uint64_t x, unsigned w) {
  return w >= 64 ? int64_t(x) : llvm::SignExtend64(x, w);
}

double fmaIn(double a, double b, double c, bool single) {
  if (single)
    return double(std::fmaf(float(a), float(b), float(c)));
  return std::fma(a, b, c);
}

/// Opcodes whose float operands and result flush denormals when cr0 asks
/// (denormFlushLimit): IGC lists fadd, fmul, fma, the roundings and frc.
bool flushesDenorms(Opcode op) {
  switch (op) {
  case Opcode::Add: case Opcode::Mul: case Opcode::Mad: case Opcode::Mac:
  case Opcode::Rndd: case Opcode::Rndu: case Opcode::Rnde: case Opcode::Rndz:
  case Opcode::Frc:
    return true;
  default:
    return false;
  }
}

/// The flush limit of a float instruction whose sources and destination
/// share one type; mixed types are conversions, which keep denormals.
double flushLimitOf(const ThreadState &t, const Inst &I) {
  if (!flushesDenorms(I.Op))
    return 0;
  for (unsigned k = 0; k < I.NumSrcs; ++k)
    if (I.Src[k].Type != I.Dst.Type)
      return 0;
  return denormFlushLimit(t, I.Dst.Type);
}

/// The channels an Align16 destination's channel enables (writemask) let
/// the instruction write: a component is written only if its bit is set,
/// and a 64-bit channel covers two components (.xy, .zw). IGC runs a scalar
/// three-source op on Gen8/9 as a NoMask SIMD4 with one component enabled,
/// e.g. `mad (4) r10.0.x:f` (IGA shows it as `(W) mad (1|M0) r10.0`; IGA's
/// Decoder::decodeTernaryDestinationAlign16: "other lanes are masked out").
uint32_t align16WriteMaskChannels(const Inst &I) {
  const Operand &d = I.Dst;
  if (!d.Align16 || d.MathMacro >= 0 || d.WriteMask == 0xF)
    return ~0u;
  bool wide = getTypeSize(d.Type) == 8;
  uint32_t channels = 0;
  for (unsigned i = 0; i < I.ExecSize; ++i) {
    unsigned ch = I.ChanOffset + i;
    unsigned comp = wide ? 2 * (ch & 1) : ch & 3;
    if (d.WriteMask >> comp & 1)
      channels |= 1u << ch;
  }
  return channels;
}

} // namespace

llvm::Error ThreadExecutor::execAlu(ThreadState &t, const Inst &I,
                                    uint32_t mask) {
  if (I.Op == Opcode::Madm)
    return execMadm(t, I, mask);
  mask &= align16WriteMaskChannels(I);
  OperandAccess acc(t);
  const InstLayout &layout = Prog.layoutOf(I);
  Opcode op = I.Op;
  unsigned n = I.ExecSize;
  bool logic = isLogicOp(op);
  // The domain: floating point if any source is a float type.
  bool isFloat = false;
  for (unsigned s = 0; s < I.NumSrcs; ++s)
    if (I.Src[s].K != Operand::Kind::Label && isFloatType(I.Src[s].Type))
      isFloat = true;
  if (op == Opcode::Mov && I.NumSrcs == 0)
    return unsupported(I, "mov without a source");
  bool anyDF = I.Dst.Type == DataType::DF;
  for (unsigned s = 0; s < I.NumSrcs; ++s)
    anyDF |= I.Src[s].Type == DataType::DF;
  bool single = isFloat && !anyDF;
  // cr0's rounding mode also governs integer-to-float conversions (IGC
  // brackets `mov :f :d` with cr0 writes for convert_float_rtp and friends).
  if (isFloat || isFloatType(I.Dst.Type))
    applyRoundingMode(t);

  unsigned unusedElement;
  for (unsigned k = 0; k < I.NumSrcs && k < 3; ++k)
    if (isPackedIntImm(I.Src[k]) && !packedImmElement(I, 0, unusedElement))
      return unsupported(I, "packed-vector immediate with a destination "
                            "that is not 128-bit aligned with a word stride "
                            "(or a dword stride for at most 4 channels)");

  llvm::Error copyErr = llvm::Error::success();
  if (tryRawCopy(t, I, layout, mask, copyErr))
    return copyErr;
  llvm::consumeError(std::move(copyErr));

  Value res[MaxChannels];
  uint32_t condBits = 0;
  uint32_t writes = 0;
  bool dstIsAcc = I.Dst.File == RegFile::ARF &&
                  arfKindOf(I.Dst.RegNum) == ArfKind::Accumulator;
  int64_t wide[MaxChannels];
  bool setWide = false;
  // Carry/borrow of addc/subb go to the accumulator.
  uint32_t carry[MaxChannels];
  bool setCarry = false;
  uint32_t predBits =
      op == Opcode::Sel ? predicateMask(t, I, ~0u) : 0; // sel chooses by it
  double flushLimit = isFloat ? flushLimitOf(t, I) : 0;

  for (unsigned i = 0; i < n; ++i) {
    unsigned ch = I.ChanOffset + i;
    if (!(mask >> ch & 1))
      continue;
    Value s[3];
    for (unsigned k = 0; k < I.NumSrcs && k < 3; ++k) {
      if (layout.Src[k].Static)
        s[k] = loadElement(t.Grf + layout.Src[k].Off[i], I.Src[k].Type);
      else if (!readSource(acc, I, k, i, s[k]))
        return unsupported(I, "source " + llvm::Twine(k) +
                                  " outside the register file");
      bool srcFloat = isFloatType(I.Src[k].Type);
      if (isFloat && !srcFloat) // mixed int/float (e.g. mov): widen
        s[k].F = double(exactInt(s[k], I.Src[k].Type));
      s[k] = modify(s[k], I.Src[k], isFloat, logic);
      if (flushLimit)
        s[k].F = flushDenormal(s[k].F, flushLimit);
    }
    Value r{};
    bool cond = false, haveCond = false;
    switch (op) {
    case Opcode::Mov:
      r = s[0];
      break;
    case Opcode::Smov: {
      if (!(I.Src[1].Imm >> i & 1))
        continue;
      r = s[0];
      break;
    }
    case Opcode::Sel:
      if (I.Cond != CondMod::None) {
        if (isFloat && (std::isnan(s[0].F) || std::isnan(s[1].F))) {
          r = std::isnan(s[0].F) ? s[1] : s[0];
        } else {
          r = compare(I.Cond, s[0], I.Src[0].Type, s[1], I.Src[1].Type, isFloat) ? s[0] : s[1];
        }
      } else {
        r = (predBits >> ch & 1) ? s[0] : s[1];
      }
      break;
    case Opcode::Not: r.I = ~s[0].I; break;
    case Opcode::And: r.I = s[0].I & s[1].I; break;
    case Opcode::Or: r.I = s[0].I | s[1].I; break;
    case Opcode::Xor: r.I = s[0].I ^ s[1].I; break;
    case Opcode::Shl: {
      unsigned w = std::max(bitWidth(I.Src[0].Type), bitWidth(I.Dst.Type)) > 32 ? 64 : 32;
      r.I = int64_t(uint64_t(s[0].I) << (uint64_t(s[1].I) & (w - 1)));
      break;
    }
    case Opcode::Shr: {
      unsigned w = std::max(bitWidth(I.Src[0].Type), bitWidth(I.Dst.Type)) > 32 ? 64 : 32;
      r.I = int64_t(asUnsigned(s[0], I.Src[0].Type) >> (uint64_t(s[1].I) & (w - 1)));
      break;
    }
    case Opcode::Asr: {
      unsigned w = std::max(bitWidth(I.Src[0].Type), bitWidth(I.Dst.Type)) > 32 ? 64 : 32;
      int64_t x = signExtend(asUnsigned(s[0], I.Src[0].Type), bitWidth(I.Src[0].Type));
      r.I = x >> (uint64_t(s[1].I) & (w - 1));
      break;
    }
    case Opcode::Ror:
    case Opcode::Rol: {
      unsigned w = bitWidth(I.Dst.Type);
      uint64_t x = asUnsigned(s[0], I.Src[0].Type);
      unsigned k = unsigned(uint64_t(s[1].I) & (w - 1));
      uint64_t m = w >= 64 ? ~uint64_t(0) : (uint64_t(1) << w) - 1;
      if (op == Opcode::Rol)
        k = (w - k) % w;
      r.I = int64_t(((x >> k) | (x << ((w - k) % w))) & m);
      break;
    }
    case Opcode::Cmp:
    case Opcode::Cmpn: {
      cond = compare(I.Cond, s[0], I.Src[0].Type, s[1], I.Src[1].Type, isFloat);
      if (op == Opcode::Cmpn && isFloat && I.Cond != CondMod::Un &&
          (std::isnan(s[0].F) || std::isnan(s[1].F)))
        cond = std::isnan(s[1].F); // the non-NaN source wins min/max
      haveCond = true;
      r.I = cond ? -1 : 0;
      break;
    }
    case Opcode::Csel: {
      Value zero{};
      bool c = compare(I.Cond, s[2], I.Src[2].Type, zero, DataType::D, isFloat);
      r = c ? s[0] : s[1];
      break;
    }
    case Opcode::Bfrev:
      r.I = llvm::reverseBits(uint32_t(s[0].I));
      break;
    case Opcode::Bfe: {
      unsigned width = unsigned(s[0].I) & 31, off = unsigned(s[1].I) & 31;
      uint64_t x = uint32_t(s[2].I);
      if (width == 0) {
        r.I = 0;
      } else if (width + off < 32) {
        uint64_t f = (x >> off) & ((uint64_t(1) << width) - 1);
        r.I = isSignedType(I.Dst.Type) ? signExtend(f, width) : int64_t(f);
      } else {
        uint64_t f = x >> off;
        r.I = isSignedType(I.Dst.Type) ? signExtend(f, 32 - off) : int64_t(f);
      }
      break;
    }
    case Opcode::Bfi1: {
      unsigned width = unsigned(s[0].I) & 31, off = unsigned(s[1].I) & 31;
      r.I = int64_t(uint32_t(((uint64_t(1) << width) - 1) << off));
      break;
    }
    case Opcode::Bfi2: {
      // The insert value moves to the mask's lowest set bit first: vISA's
      // bfi becomes bfi1 then bfi2 on the unshifted value in IGC's asm,
      // and Mesa maps NIR's bfi (insert << find_lsb(mask)) to BFI2.
      uint32_t mask = uint32_t(s[0].I);
      uint32_t insert = mask ? uint32_t(s[1].I) << llvm::countr_zero(mask) : 0;
      r.I = int64_t((mask & insert) | (~mask & uint32_t(s[2].I)));
      break;
    }
    case Opcode::Add:
      if (isFloat) r.F = s[0].F + s[1].F;
      else r.I = int64_t(uint64_t(s[0].I) + uint64_t(s[1].I));
      break;
    case Opcode::Mul:
      if (isFloat) {
        r.F = s[0].F * s[1].F;
      } else {
        __int128 p = __int128(s[0].I) * __int128(s[1].I);
        r.I = int64_t(uint64_t(p));
        wide[ch] = int64_t(uint64_t(p));
        setWide = true;
      }
      break;
    case Opcode::Avg:
      r.I = int64_t((__int128(s[0].I) + __int128(s[1].I) + 1) >> 1);
      break;
    case Opcode::Frc: r.F = s[0].F - std::floor(s[0].F); break;
    case Opcode::Rndu: r.F = std::ceil(s[0].F); break;
    case Opcode::Rndd: r.F = std::floor(s[0].F); break;
    case Opcode::Rnde: {
      double x = s[0].F, f = std::floor(x), d = x - f;
      r.F = d > 0.5 ? f + 1 : d < 0.5 ? f : (std::fmod(f, 2.0) == 0 ? f : f + 1);
      break;
    }
    case Opcode::Rndz: r.F = std::trunc(s[0].F); break;
    case Opcode::Mac: {
      if (isFloat) {
        Value a = loadElement(t.Acc + i * getTypeSize(I.Dst.Type), I.Dst.Type);
        r.F = a.F + s[0].F * s[1].F;
      } else {
        r.I = int64_t(uint64_t(t.AccWide[i]) + uint64_t(s[0].I) * uint64_t(s[1].I));
        wide[ch] = r.I;
        setWide = true;
      }
      break;
    }
    case Opcode::Mach: {
      // With AccWrEn: the high half (and the low half to acc0). Without it
      // the instruction is what IGC calls macl: the low half.
      __int128 p = __int128(s[0].I) * __int128(s[1].I);
      r.I = int64_t(p >> 32);
      if (!isSignedType(I.Src[0].Type) && !isSignedType(I.Src[1].Type))
        r.I = int64_t(uint64_t((unsigned __int128)p >> 32));
      if (!I.AccWrEn)
        r.I = int64_t(uint32_t(uint64_t(p)));
      wide[ch] = int64_t(uint64_t(p));
      setWide = true;
      break;
    }
    case Opcode::Lzd:
      r.I = llvm::countl_zero(uint32_t(s[0].I));
      break;
    case Opcode::Fbh: {
      uint32_t x = uint32_t(s[0].I);
      if (isSignedType(I.Src[0].Type) && int32_t(x) < 0)
        x = ~x;
      r.I = x == 0 ? int64_t(0xFFFFFFFF) : llvm::countl_zero(x);
      if (isSignedType(I.Src[0].Type) && x != 0)
        r.I = llvm::countl_zero(x);
      break;
    }
    case Opcode::Fbl: {
      uint32_t x = uint32_t(s[0].I);
      r.I = x == 0 ? int64_t(0xFFFFFFFF) : llvm::countr_zero(x);
      break;
    }
    case Opcode::Cbit:
      r.I = llvm::popcount(uint64_t(asUnsigned(s[0], I.Src[0].Type)));
      break;
    case Opcode::Addc: {
      uint64_t a = uint32_t(s[0].I), b = uint32_t(s[1].I);
      r.I = int64_t(uint32_t(a + b));
      carry[ch] = (a + b) >> 32;
      setCarry = true;
      break;
    }
    case Opcode::Subb: {
      uint64_t a = uint32_t(s[0].I), b = uint32_t(s[1].I);
      r.I = int64_t(uint32_t(a - b));
      carry[ch] = a < b;
      setCarry = true;
      break;
    }
    case Opcode::Mad:
      if (isFloat) r.F = fmaIn(s[1].F, s[2].F, s[0].F, single);
      else r.I = int64_t(uint64_t(s[0].I) + uint64_t(s[1].I) * uint64_t(s[2].I));
      break;
    case Opcode::Lrp:
      r.F = s[1].F * s[0].F + s[2].F * (1.0 - s[0].F);
      break;
    case Opcode::Dp4a: {
      int64_t sum = s[0].I;
      for (unsigned b = 0; b < 4; ++b) {
        int64_t x = (uint64_t(s[1].I) >> (8 * b)) & 0xFF;
        int64_t y = (uint64_t(s[2].I) >> (8 * b)) & 0xFF;
        if (isSignedType(I.Src[1].Type)) x = int8_t(x);
        if (isSignedType(I.Src[2].Type)) y = int8_t(y);
        sum += x * y;
      }
      r.I = sum;
      break;
    }
    default:
      return unsupported(I, "opcode not modelled");
    }
    if (isFloat && single && op != Opcode::Mov && op != Opcode::Sel &&
        op != Opcode::Cmp && op != Opcode::Cmpn && op != Opcode::Csel &&
        I.Dst.Type != DataType::DF)
      r.F = double(roundToFloat(r.F));
    if (flushLimit) {
      if (I.Dst.Type == DataType::HF)
        r.F = double(roundToHalf(r.F));
      r.F = flushDenormal(r.F, flushLimit);
    }
    res[ch] = r;
    writes |= 1u << ch;
    if (haveCond && cond)
      condBits |= 1u << ch;
  }

  // Write destination and flags.
  bool resultFloat = isFloat && op != Opcode::Cmp && op != Opcode::Cmpn;
  bool writeFlag = I.Cond != CondMod::None && op != Opcode::Sel &&
                   op != Opcode::Csel;
  bool dstNull = I.Dst.File == RegFile::ARF && I.Dst.RegNum == 0;
  unsigned dstSize = getTypeSize(I.Dst.Type);
  bool fromUQ = !resultFloat && isUnsigned64Exec(I);
  for (unsigned i = 0; i < n; ++i) {
    unsigned ch = I.ChanOffset + i;
    if (!(writes >> ch & 1))
      continue;
    Value r = res[ch];
    if (!dstNull) {
      uint8_t *p = layout.Dst.Static ? t.Grf + layout.Dst.Off[i]
                                     : acc.dstElement(I.Dst, i);
      if (!p)
        return unsupported(I, "destination outside the register file");
      if ((op == Opcode::Cmp || op == Opcode::Cmpn)) {
        std::memset(p, (condBits >> ch & 1) ? 0xFF : 0, dstSize);
      } else {
        storeElement(p, I.Dst.Type, r, resultFloat, I.Saturate, fromUQ);
      }
      if (dstIsAcc)
        noteAccWrite(t, p, I.Dst.Type,
                     setWide ? wide[ch] : loadElement(p, I.Dst.Type).I);
    }
    if (setWide && op == Opcode::Mach && I.AccWrEn) {
      // mach leaves the low half of the product in the accumulator.
      uint32_t lo = uint32_t(wide[ch]);
      std::memcpy(t.Acc + i * 4, &lo, 4);
      noteAccWrite(t, t.Acc + i * 4, DataType::UD, wide[ch]);
    }
    if (setCarry) {
      std::memcpy(t.Acc + i * 4, &carry[ch], 4);
      noteAccWrite(t, t.Acc + i * 4, DataType::UD, carry[ch]);
    }
    if (writeFlag) {
      bool f;
      if (op == Opcode::Cmp || op == Opcode::Cmpn) {
        f = (condBits >> ch & 1);
      } else {
        Value c =
            convertValue(r, resultFloat, I.Dst.Type, I.Saturate, fromUQ);
        bool fl = isFloatType(I.Dst.Type);
        Value zero{};
        if (I.Cond == CondMod::Ov)
          f = !fl && c.I != r.I;
        else if (I.Cond == CondMod::Un)
          f = fl && std::isnan(c.F);
        else
          f = compare(I.Cond, c, I.Dst.Type, zero, DataType::D, fl);
      }
      setFlagBit(t, I, ch, f);
    }
  }
  return llvm::Error::success();
}

} // namespace visa::sim
