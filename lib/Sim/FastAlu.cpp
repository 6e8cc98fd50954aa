//===- FastAlu.cpp - Pre-planned execution of the common ALU instructions -===//
//
// The fast path for mov, sel, cmp, not/and/or/xor, shl/shr/asr, add, mul and
// mad without saturation, on direct GRF regions and scalar immediates, in
// the integer domain (any of B/UB/W/UW/D/UD/Q/UQ) or the single-precision
// domain (F only); also the accumulator's common uses: integer results into
// it (e.g. the `mul acc0` that starts IGC's 32x32-bit multiply), mach on
// dword sources and float mac; and raw movs of the other types (HF, DF),
// which copy bits (ExecRawCopy.cpp); DF add, mul, mad, sel and cmp
// (runDouble); and the math instruction's float functions and integer
// divisions (runMath). Each step (load every source, compute, store, set
// flags) is one loop over the channels with the type decisions taken before
// it. The steps are templates on the channel count (Chans<N>): runFastAlu
// instantiates them for SIMD16, SIMD8 and SIMD1, most of what kernels
// execute, so those loops have constant trip counts and vectorize; other
// sizes count at run time. Stores to a contiguous region select between
// the result and the element already there rather than branching per
// channel.
//
// Bit-identity with the general path (ExecAlu.cpp), which computes integers
// in int64 and floats in double rounded to float:
//  - integer results are the same int64 expressions, wrapped to the
//    destination type (or converted to F exactly as a store converts);
//  - float add and mul computed in double and rounded once to float equal
//    the float operation (double has more than 2 * 24 + 2 significant bits),
//    and mad is the same fused fmaf; only round-to-nearest-even is planned
//    for (the caller checks cr0), so host float arithmetic matches;
//  - conversions to other destination types use storeElement itself.
//
//===----------------------------------------------------------------------===//

#include "FastAlu.h"
#include "Executor.h"
#include "MathFunctions.h"
#include "llvm/Support/MathExtras.h"
#include <cmath>
#include <cstring>
#include <type_traits>

using namespace visa::gen;

namespace visa::sim {

namespace {

bool isIntType(DataType t) {
  switch (t) {
  case DataType::UB: case DataType::B: case DataType::UW: case DataType::W:
  case DataType::UD: case DataType::D: case DataType::UQ: case DataType::Q:
    return true;
  default:
    return false;
  }
}

bool isLogic(Opcode op) {
  return op == Opcode::And || op == Opcode::Or || op == Opcode::Xor ||
         op == Opcode::Not;
}

/// Sources the fast path expects for `op`, or 0 if it has no plan for it.
unsigned fastSources(Opcode op) {
  switch (op) {
  case Opcode::Mov: case Opcode::Not:
    return 1;
  case Opcode::Sel: case Opcode::Cmp: case Opcode::And: case Opcode::Or:
  case Opcode::Xor: case Opcode::Shl: case Opcode::Shr: case Opcode::Asr:
  case Opcode::Add: case Opcode::Mul: case Opcode::Addc: case Opcode::Subb:
  case Opcode::Mach: case Opcode::Mac:
    return 2;
  case Opcode::Mad: case Opcode::Csel:
    return 3;
  default:
    return 0;
  }
}

/// Integer source modifiers: logic ops invert, others negate (after abs),
/// on lanes of type L (wrapping).
template <typename L> L modifyInt(L v, const Operand &op, bool logic) {
  using U = std::make_unsigned_t<L>;
  if (logic)
    return op.Negate ? L(~v) : v;
  if (op.Abs && v < 0)
    v = L(U(0) - U(v));
  if (op.Negate)
    v = L(U(0) - U(v));
  return v;
}

template <typename T> T modifyFloat(T v, const Operand &op) {
  if (op.Abs)
    v = std::fabs(v);
  return op.Negate ? -v : v;
}

/// Where an operand's layout offsets point: the GRF, the accumulators or
/// the flag registers of `t`.
uint8_t *baseOf(ThreadState &t, const OperandLayout &l) {
  switch (l.Arf) {
  case OperandLayout::ArfBase::Acc: return t.Acc;
  case OperandLayout::ArfBase::Flag: return reinterpret_cast<uint8_t *>(t.Flag);
  default: return t.Grf;
  }
}

/// An instruction's channel count: N if N is not 0, so that the loops over
/// the channels of the common execution sizes have constant trip counts
/// (and vectorize), else the execution size known only at run time.
template <unsigned N> struct Chans {
  unsigned Runtime;
  operator unsigned() const { return N ? N : Runtime; }
};

/// Channel values of a region of T elements, as V.
template <typename T, typename V, unsigned N>
void loadRegion(const uint8_t *grf, const uint16_t *off, RegionShape shape,
                Chans<N> n, V *out) {
  auto at = [grf](unsigned byte) {
    T x;
    std::memcpy(&x, grf + byte, sizeof(T));
    return V(x);
  };
  switch (shape) {
  case RegionShape::Scalar: {
    V x = at(off[0]);
    for (unsigned i = 0; i < n; ++i)
      out[i] = x;
    break;
  }
  case RegionShape::Contiguous: {
    // Copied out whole first: the register file's bytes may alias anything,
    // a local array does not, so the conversion loop vectorizes.
    T x[MaxChannels];
    std::memcpy(x, grf + off[0], n * sizeof(T));
    for (unsigned i = 0; i < n; ++i)
      out[i] = V(x[i]);
    break;
  }
  default:
    for (unsigned i = 0; i < n; ++i)
      out[i] = at(off[i]);
    break;
  }
}

/// Writes convert(r[i]) as T to the enabled channels of a region.
template <typename T, typename V, unsigned N, typename Convert>
void storeRegion(uint8_t *grf, const uint16_t *off, bool contiguous,
                 Chans<N> n, uint32_t enabled, const V *r, Convert convert) {
  if (contiguous) {
    // Converted into a local array and copied in whole (the register file's
    // bytes may alias anything, a local array does not). A disabled channel
    // writes back the element it had: a select per channel rather than a
    // branch. Every source has been read already.
    uint8_t *p = grf + off[0];
    T x[MaxChannels];
    for (unsigned i = 0; i < n; ++i)
      x[i] = convert(r[i]);
    if (enabled != execSizeMask(n)) {
      T old[MaxChannels];
      std::memcpy(old, p, n * sizeof(T));
      for (unsigned i = 0; i < n; ++i)
        x[i] = (enabled >> i & 1) ? x[i] : old[i];
    }
    std::memcpy(p, x, n * sizeof(T));
    return;
  }
  for (unsigned i = 0; i < n; ++i)
    if (enabled >> i & 1) {
      T x = convert(r[i]);
      std::memcpy(grf + off[i], &x, sizeof(T));
    }
}

/// Channel values of source `k` with its modifiers: the immediate `imm`, or
/// the region `loadRegion` reads, each channel then passed through `modify`.
/// (It and the two loaders below are always inlined: with runMath calling
/// them too, GCC would otherwise call them out of line from every domain.)
template <typename V, unsigned N, typename LoadRegion, typename Modify>
LLVM_ATTRIBUTE_ALWAYS_INLINE void
loadSource(const Inst &I, const FastAluPlan &plan, unsigned k, V imm,
           Chans<N> n, V *out, LoadRegion loadRegion, Modify modify) {
  if (plan.IsImm[k]) {
    for (unsigned i = 0; i < n; ++i)
      out[i] = imm;
    return;
  }
  loadRegion(out);
  const Operand &op = I.Src[k];
  if (op.Negate || op.Abs)
    for (unsigned i = 0; i < n; ++i)
      out[i] = modify(out[i], op);
}

template <typename L, unsigned N>
LLVM_ATTRIBUTE_ALWAYS_INLINE void
loadIntSource(ThreadState &t, const Inst &I, const InstLayout &l,
              const FastAluPlan &plan, unsigned k, Chans<N> n, L *out) {
  const uint16_t *off = l.Src[k].Off;
  const uint8_t *base = baseOf(t, l.Src[k]);
  RegionShape shape = plan.SrcShape[k];
  auto region = [&](L *o) {
    switch (I.Src[k].Type) {
    case DataType::UB: loadRegion<uint8_t>(base, off, shape, n, o); break;
    case DataType::B: loadRegion<int8_t>(base, off, shape, n, o); break;
    case DataType::UW: loadRegion<uint16_t>(base, off, shape, n, o); break;
    case DataType::W: loadRegion<int16_t>(base, off, shape, n, o); break;
    case DataType::UD: loadRegion<uint32_t>(base, off, shape, n, o); break;
    case DataType::D: loadRegion<int32_t>(base, off, shape, n, o); break;
    default: loadRegion<int64_t>(base, off, shape, n, o); break; // Q, UQ
    }
  };
  bool logic = isLogic(I.Op);
  loadSource(I, plan, k, L(plan.ImmI[k]), n, out, region,
             [&](L v, const Operand &op) { return modifyInt(v, op, logic); });
}

template <unsigned N>
LLVM_ATTRIBUTE_ALWAYS_INLINE void
loadFloatSource(ThreadState &t, const Inst &I, const InstLayout &l,
                const FastAluPlan &plan, unsigned k, Chans<N> n, float *out) {
  const uint16_t *off = l.Src[k].Off;
  auto region = [&](float *o) {
    loadRegion<float>(baseOf(t, l.Src[k]), off, plan.SrcShape[k], n, o);
  };
  loadSource(I, plan, k, plan.ImmF[k], n, out, region, modifyFloat<float>);
}

/// Bit i set where `c` holds between a[i] and b[i].
template <typename T, unsigned N>
uint32_t compareAll(CondMod c, const T *a, const T *b, Chans<N> n) {
  uint32_t bits = 0;
  switch (c) {
  case CondMod::Ze: for (unsigned i = 0; i < n; ++i) bits |= uint32_t(a[i] == b[i]) << i; break;
  case CondMod::Nz: for (unsigned i = 0; i < n; ++i) bits |= uint32_t(a[i] != b[i]) << i; break;
  case CondMod::Gt: for (unsigned i = 0; i < n; ++i) bits |= uint32_t(a[i] > b[i]) << i; break;
  case CondMod::Ge: for (unsigned i = 0; i < n; ++i) bits |= uint32_t(a[i] >= b[i]) << i; break;
  case CondMod::Lt: for (unsigned i = 0; i < n; ++i) bits |= uint32_t(a[i] < b[i]) << i; break;
  case CondMod::Le: for (unsigned i = 0; i < n; ++i) bits |= uint32_t(a[i] <= b[i]) << i; break;
  default: break;
  }
  return bits;
}

/// Bit i set where `c` holds between x[i] and zero.
template <typename T, unsigned N>
uint32_t compareZero(CondMod c, const T *x, Chans<N> n) {
  T zero[MaxChannels] = {};
  return compareAll(c, x, zero, n);
}

/// compareAll on integer lanes, as unsigned numbers if `asUnsigned`.
template <typename L, unsigned N>
uint32_t compareLanes(CondMod c, const L *a, const L *b, Chans<N> n,
                      bool asUnsigned) {
  using U = std::make_unsigned_t<L>;
  if (asUnsigned)
    return compareAll(c, reinterpret_cast<const U *>(a),
                      reinterpret_cast<const U *>(b), n);
  return compareAll(c, a, b, n);
}

template <typename L, unsigned N>
uint32_t compareLanesWithZero(CondMod c, const L *x, Chans<N> n,
                              bool asUnsigned) {
  L zero[MaxChannels] = {};
  return compareLanes(c, x, zero, n, asUnsigned);
}

/// r[i] = a[i] where bit i of `pick` is set, else b[i].
template <typename T, unsigned N>
void choose(uint32_t pick, const T *a, const T *b, Chans<N> n, T *r) {
  for (unsigned i = 0; i < n; ++i)
    r[i] = (pick >> i & 1) ? a[i] : b[i];
}

bool hasCarry(Opcode op) { return op == Opcode::Addc || op == Opcode::Subb; }

/// Integer results on lanes of type L (int64_t, or int32_t for a Narrow
/// plan: the same low 32 bits): bit i of the return value is channel i's
/// flag. addc and subb also give their carry / borrow in `carry`; mach (on
/// int64 lanes only) its whole product in `wide`.
template <typename L, unsigned N>
uint32_t computeInt(const Inst &I, const FastAluPlan &plan, Chans<N> n,
                    const L (*s)[MaxChannels], L *r, uint32_t selBits,
                    uint32_t *carry, int64_t *wide) {
  using U = std::make_unsigned_t<L>;
  const L *a = s[0], *b = s[1], *c = s[2];
  auto shiftWidthMask = [&]() -> uint64_t {
    unsigned w = std::max(getTypeSize(I.Src[0].Type), getTypeSize(I.Dst.Type));
    return w > 4 ? 63 : 31;
  };
  switch (I.Op) {
  case Opcode::Mov: for (unsigned i = 0; i < n; ++i) r[i] = a[i]; break;
  case Opcode::Not: for (unsigned i = 0; i < n; ++i) r[i] = ~a[i]; break;
  case Opcode::And: for (unsigned i = 0; i < n; ++i) r[i] = a[i] & b[i]; break;
  case Opcode::Or: for (unsigned i = 0; i < n; ++i) r[i] = a[i] | b[i]; break;
  case Opcode::Xor: for (unsigned i = 0; i < n; ++i) r[i] = a[i] ^ b[i]; break;
  case Opcode::Add:
    for (unsigned i = 0; i < n; ++i)
      r[i] = L(U(a[i]) + U(b[i]));
    break;
  case Opcode::Mul:
    for (unsigned i = 0; i < n; ++i)
      r[i] = L(U(a[i]) * U(b[i]));
    break;
  case Opcode::Addc:
    // On the low dwords of the sources; the carry goes to the accumulator.
    for (unsigned i = 0; i < n; ++i) {
      uint64_t sum = uint64_t(uint32_t(a[i])) + uint32_t(b[i]);
      r[i] = L(uint32_t(sum));
      carry[i] = uint32_t(sum >> 32);
    }
    break;
  case Opcode::Subb:
    for (unsigned i = 0; i < n; ++i) {
      uint32_t x = uint32_t(a[i]), y = uint32_t(b[i]);
      r[i] = L(uint32_t(x - y));
      carry[i] = x < y;
    }
    break;
  case Opcode::Mad:
    for (unsigned i = 0; i < n; ++i)
      r[i] = L(U(a[i]) + U(b[i]) * U(c[i]));
    break;
  case Opcode::Mach:
    if constexpr (sizeof(L) < 8)
      break; // never planned on narrow lanes
    // Sources of at most 32 bits and a dword destination (planDomain): the
    // product is exact in 64 bits, and the destination takes its bits
    // 32-63 with AccWrEn (the low half goes to the accumulator, runInt),
    // its low half without, whatever the sources' signedness.
    for (unsigned i = 0; i < n; ++i) {
      uint64_t p = uint64_t(a[i]) * uint64_t(b[i]);
      wide[i] = int64_t(p);
      r[i] = I.AccWrEn ? L(p >> 32) : L(uint32_t(p));
    }
    break;
  case Opcode::Shl: {
    U m = U(shiftWidthMask());
    for (unsigned i = 0; i < n; ++i)
      r[i] = L(U(a[i]) << (U(b[i]) & m));
    break;
  }
  case Opcode::Shr:
  case Opcode::Asr: {
    // The shifted value is src0 at its own width (zero- or sign-extended).
    U m = U(shiftWidthMask());
    unsigned bits = getTypeSize(I.Src[0].Type) * 8;
    U widthMask = U(bits >= 64 ? ~uint64_t(0) : (uint64_t(1) << bits) - 1);
    bool arith = I.Op == Opcode::Asr;
    for (unsigned i = 0; i < n; ++i) {
      U x = U(a[i]) & widthMask;
      unsigned k = unsigned(U(b[i]) & m);
      r[i] = arith ? L(bits >= 64 ? L(x) : L(llvm::SignExtend64(x, bits))) >> k
                   : L(x >> k);
    }
    break;
  }
  case Opcode::Sel:
    choose(I.Cond != CondMod::None
               ? compareLanes(I.Cond, a, b, n, plan.UnsignedCmp)
               : selBits >> I.ChanOffset,
           a, b, n, r);
    break;
  case Opcode::Csel:
    choose(compareLanesWithZero(I.Cond, c, n, plan.UnsignedCmp), a, b, n, r);
    break;
  case Opcode::Cmp:
    // :uq sources, and :ud ones on narrow lanes, compare as unsigned numbers
    // (see planDomain, planNarrow). runDomain writes cmp's destination from
    // the bits (storeCmp).
    return compareLanes(I.Cond, a, b, n, plan.UnsignedCmp);
  default:
    break;
  }
  return 0;
}

/// Float (T = float) or double (T = double: no mac, planDomain) results;
/// as computeInt.
template <typename T, unsigned N>
uint32_t computeFloat(const Inst &I, Chans<N> n, const T (*s)[MaxChannels],
                      T *r, uint32_t selBits, const uint8_t *acc) {
  const T *a = s[0], *b = s[1], *c = s[2];
  switch (I.Op) {
  case Opcode::Mac: {
    if constexpr (!std::is_same_v<T, float>)
      break;
    // The accumulator's float channels plus the exact product, in double,
    // then rounded once to float: as ExecAlu computes it.
    float x[MaxChannels];
    std::memcpy(x, acc, n * sizeof(float));
    for (unsigned i = 0; i < n; ++i)
      r[i] = float(double(x[i]) + double(a[i]) * double(b[i]));
    break;
  }
  case Opcode::Mov: for (unsigned i = 0; i < n; ++i) r[i] = a[i]; break;
  case Opcode::Add: for (unsigned i = 0; i < n; ++i) r[i] = a[i] + b[i]; break;
  case Opcode::Mul: for (unsigned i = 0; i < n; ++i) r[i] = a[i] * b[i]; break;
  case Opcode::Mad:
    for (unsigned i = 0; i < n; ++i) {
      if constexpr (std::is_same_v<T, float>)
        r[i] = std::fmaf(b[i], c[i], a[i]);
      else
        r[i] = std::fma(b[i], c[i], a[i]);
    }
    break;
  case Opcode::Sel:
    if (I.Cond != CondMod::None) {
      // min/max: a NaN source yields the other source.
      uint32_t pick = compareAll(I.Cond, a, b, n);
      for (unsigned i = 0; i < n; ++i) {
        if (std::isnan(a[i]) || std::isnan(b[i]))
          r[i] = std::isnan(a[i]) ? b[i] : a[i];
        else
          r[i] = (pick >> i & 1) ? a[i] : b[i];
      }
      break;
    }
    choose(selBits >> I.ChanOffset, a, b, n, r);
    break;
  case Opcode::Csel:
    choose(compareZero(I.Cond, c, n), a, b, n, r);
    break;
  case Opcode::Cmp:
    return compareAll(I.Cond, a, b, n);
  default:
    break;
  }
  return 0;
}

/// Flag bits of float results `r` stored to an integer destination,
/// compared with zero as the destination type reads them (:uq as an
/// unsigned number).
template <unsigned N>
uint32_t floatToIntFlags(const Inst &I, Chans<N> n, const float *r) {
  int64_t c[MaxChannels];
  for (unsigned i = 0; i < n; ++i) {
    Value v;
    v.F = double(r[i]);
    c[i] = convertValue(v, true, I.Dst.Type, false).I;
  }
  return compareLanesWithZero(I.Cond, c, n, I.Dst.Type == DataType::UQ);
}

/// `r` wrapped to the integer type `T` and read back as T reads it.
template <typename T, typename L, unsigned N>
void wrapTo(const L *r, Chans<N> n, int64_t *c) {
  for (unsigned i = 0; i < n; ++i)
    c[i] = int64_t(T(r[i]));
}

/// Flag bits of the integer results just stored, compared with zero as the
/// destination type reads them (:uq as an unsigned number).
template <typename L, unsigned N>
uint32_t intResultFlags(const Inst &I, Chans<N> n, L *r) {
  if (I.Dst.Type == DataType::F) {
    float f[MaxChannels];
    for (unsigned i = 0; i < n; ++i)
      f[i] = intToFloatRounded(r[i]);
    return compareZero(I.Cond, f, n);
  }
  int64_t c[MaxChannels];
  switch (I.Dst.Type) {
  case DataType::UB: wrapTo<uint8_t>(r, n, c); break;
  case DataType::B: wrapTo<int8_t>(r, n, c); break;
  case DataType::UW: wrapTo<uint16_t>(r, n, c); break;
  case DataType::W: wrapTo<int16_t>(r, n, c); break;
  case DataType::UD: wrapTo<uint32_t>(r, n, c); break;
  case DataType::D: wrapTo<int32_t>(r, n, c); break;
  default: wrapTo<int64_t>(r, n, c); break; // Q, UQ
  }
  return compareLanesWithZero(I.Cond, c, n, I.Dst.Type == DataType::UQ);
}

/// Writes channel bits `bits` (bit i = channel ChanOffset + i) of the
/// channels in `enabled` to the flag register `I` names.
void writeFlags(ThreadState &t, const Inst &I, uint32_t bits,
                uint32_t enabled) {
  unsigned base = flagBit(I, I.ChanOffset);
  uint64_t en = llvm::rotl<uint64_t>(enabled, base);
  uint64_t val = llvm::rotl<uint64_t>(bits & enabled, base);
  uint64_t f = (t.flags() & ~en) | val;
  t.Flag[0] = uint32_t(f);
  t.Flag[1] = uint32_t(f >> 32);
}

/// cmp's destination: all ones where the condition holds, else zero.
template <unsigned N>
void storeCmp(ThreadState &t, const Inst &I, const InstLayout &l, Chans<N> n,
              uint32_t bits, uint32_t enabled) {
  unsigned size = getTypeSize(I.Dst.Type);
  uint8_t *base = baseOf(t, l.Dst);
  for (unsigned i = 0; i < n; ++i)
    if (enabled >> i & 1)
      std::memset(base + l.Dst.Off[i], (bits >> i & 1) ? 0xFF : 0, size);
}

/// One instruction in the domain of V: every source is loaded, the results
/// computed, then written (cmp: its mask) and compared for the flags.
template <typename V, unsigned N, typename Load, typename Compute,
          typename Store, typename ResultFlags>
void runDomain(ThreadState &t, const Inst &I, const InstLayout &l,
               const FastAluPlan &plan, Chans<N> n, uint32_t enabled,
               const Load &load,
               const Compute &compute, const Store &store,
               const ResultFlags &resultFlags) {
  V s[3][MaxChannels], r[MaxChannels];
  if (N == 1) // keeps GCC's maybe-uninitialized analysis quiet
    r[0] = V();
  for (unsigned k = 0; k < I.NumSrcs; ++k)
    load(k, s[k]);
  uint32_t cmpBits = compute(s, r);
  bool isCmp = I.Op == Opcode::Cmp;
  if (!plan.DstNull) {
    if (isCmp)
      storeCmp(t, I, l, n, cmpBits, enabled);
    else
      store(r);
  }
  if (I.Cond == CondMod::None || I.Op == Opcode::Sel || I.Op == Opcode::Csel)
    return;
  writeFlags(t, I, isCmp ? cmpBits : resultFlags(r), enabled);
}

/// The channel values of dword source `k` of a fused operation: its
/// immediate, its one element or its contiguous elements.
template <unsigned N>
void loadDwords(ThreadState &t, const InstLayout &l, const FastAluPlan &plan,
                unsigned k, Chans<N> n, uint32_t *out) {
  uint32_t x = uint32_t(plan.ImmI[k]);
  if (!plan.IsImm[k]) {
    // (An immediate has no layout offsets.)
    const uint8_t *p = t.Grf + l.Src[k].Off[0];
    if (plan.SrcShape[k] != RegionShape::Scalar) {
      std::memcpy(out, p, 4 * n);
      return;
    }
    std::memcpy(&x, p, 4);
  }
  for (unsigned i = 0; i < n; ++i)
    out[i] = x;
}

/// dst[i] = op(a[i], b[i]) on the enabled channels.
template <unsigned N, typename Op>
void fuse32(uint8_t *dst, const uint32_t *a, const uint32_t *b, Chans<N> n,
            uint32_t enabled, Op op) {
  uint32_t r[MaxChannels];
  for (unsigned i = 0; i < n; ++i)
    r[i] = op(a[i], b[i]);
  if (enabled == execSizeMask(n)) {
    std::memcpy(dst, r, 4 * n);
    return;
  }
  for (unsigned i = 0; i < n; ++i) {
    uint32_t old;
    std::memcpy(&old, dst + 4 * i, 4);
    r[i] = (enabled >> i & 1) ? r[i] : old;
  }
  std::memcpy(dst, r, 4 * n);
}

/// Executes a plan with Fused32 set: one loop of 32-bit operations over
/// sources read before the destination is written.
template <unsigned N>
void runFused32(ThreadState &t, const Inst &I, const InstLayout &l,
                const FastAluPlan &plan, Chans<N> n, uint32_t enabled) {
  uint32_t a[MaxChannels], b[MaxChannels];
  loadDwords(t, l, plan, 0, n, a);
  if (I.NumSrcs > 1)
    loadDwords(t, l, plan, 1, n, b);
  else // mov; keeps GCC's maybe-uninitialized analysis quiet
    b[0] = 0;
  uint8_t *dst = t.Grf + l.Dst.Off[0];
  switch (I.Op) {
  case Opcode::Mov: fuse32(dst, a, a, n, enabled, [](uint32_t x, uint32_t) { return x; }); break;
  case Opcode::Add: fuse32(dst, a, b, n, enabled, [](uint32_t x, uint32_t y) { return x + y; }); break;
  case Opcode::Mul: fuse32(dst, a, b, n, enabled, [](uint32_t x, uint32_t y) { return x * y; }); break;
  case Opcode::And: fuse32(dst, a, b, n, enabled, [](uint32_t x, uint32_t y) { return x & y; }); break;
  case Opcode::Or: fuse32(dst, a, b, n, enabled, [](uint32_t x, uint32_t y) { return x | y; }); break;
  case Opcode::Xor: fuse32(dst, a, b, n, enabled, [](uint32_t x, uint32_t y) { return x ^ y; }); break;
  case Opcode::Shl: fuse32(dst, a, b, n, enabled, [](uint32_t x, uint32_t y) { return x << (y & 31); }); break;
  case Opcode::Shr: fuse32(dst, a, b, n, enabled, [](uint32_t x, uint32_t y) { return x >> (y & 31); }); break;
  default: // Asr
    fuse32(dst, a, b, n, enabled, [](uint32_t x, uint32_t y) {
      return uint32_t(int32_t(x) >> (y & 31));
    });
    break;
  }
}

/// A raw mov's elements of type T (an unsigned integer of the element's
/// size): read whole, then written to the enabled channels.
template <typename T, unsigned N>
void runCopyOf(ThreadState &t, const InstLayout &l, const FastAluPlan &plan,
               Chans<N> n, uint32_t enabled) {
  T x[MaxChannels];
  if (plan.IsImm[0]) {
    for (unsigned i = 0; i < n; ++i)
      x[i] = T(plan.ImmI[0]);
  } else {
    loadRegion<T>(t.Grf, l.Src[0].Off, plan.SrcShape[0], n, x);
  }
  storeRegion<T>(t.Grf, l.Dst.Off, plan.DstContiguous, n, enabled, x,
                 [](T v) { return v; });
}

// Out of line: rare next to the other domains, whose code it would crowd.
template <unsigned N>
LLVM_ATTRIBUTE_NOINLINE void
runCopy(ThreadState &t, const Inst &I, const InstLayout &l,
             const FastAluPlan &plan, Chans<N> n, uint32_t enabled) {
  switch (getTypeSize(I.Dst.Type)) {
  case 1: runCopyOf<uint8_t>(t, l, plan, n, enabled); break;
  case 2: runCopyOf<uint16_t>(t, l, plan, n, enabled); break;
  case 4: runCopyOf<uint32_t>(t, l, plan, n, enabled); break;
  default: runCopyOf<uint64_t>(t, l, plan, n, enabled); break;
  }
}

template <typename L, unsigned N>
void runInt(ThreadState &t, const Inst &I, const InstLayout &l,
            const FastAluPlan &plan, Chans<N> n, uint32_t enabled,
            uint32_t selBits) {
  const uint16_t *off = l.Dst.Off;
  uint8_t *base = baseOf(t, l.Dst);
  auto store = [&](const L *r) {
    bool contig = plan.DstContiguous;
    auto wrap = [](L v) { return v; };
    switch (I.Dst.Type) {
    case DataType::UB: case DataType::B: storeRegion<uint8_t>(base, off, contig, n, enabled, r, wrap); break;
    case DataType::UW: case DataType::W: storeRegion<uint16_t>(base, off, contig, n, enabled, r, wrap); break;
    case DataType::UD: case DataType::D: storeRegion<uint32_t>(base, off, contig, n, enabled, r, wrap); break;
    case DataType::UQ: case DataType::Q: storeRegion<uint64_t>(base, off, contig, n, enabled, r, wrap); break;
    default: // F
      storeRegion<float>(base, off, contig, n, enabled, r, intToFloatRounded);
      break;
    }
  };
  uint32_t carry[MaxChannels];
  int64_t wide[MaxChannels];
  L result[MaxChannels];
  if (N == 1) { // keeps GCC's maybe-uninitialized analysis quiet
    carry[0] = 0;
    wide[0] = 0;
    result[0] = 0;
  }
  bool accDst = l.Dst.Arf == OperandLayout::ArfBase::Acc;
  runDomain<L>(
      t, I, l, plan, n, enabled,
      [&](unsigned k, L *out) { loadIntSource(t, I, l, plan, k, n, out); },
      [&](const L(*s)[MaxChannels], L *r) {
        uint32_t bits = computeInt(I, plan, n, s, r, selBits, carry, wide);
        if (accDst)
          std::memcpy(result, r, n * sizeof(L));
        return bits;
      },
      store, [&](L *r) { return intResultFlags(I, n, r); });
  if (accDst) {
    // An integer result in the accumulator keeps its exact value for mac
    // (noteAccWrite): a mul's whole 64-bit product, otherwise the value
    // stored.
    for (unsigned i = 0; i < n; ++i)
      if (enabled >> i & 1) {
        const uint8_t *p = t.Acc + off[i];
        noteAccWrite(t, p, I.Dst.Type,
                     I.Op == Opcode::Mul ? int64_t(result[i])
                                         : loadElement(p, I.Dst.Type).I);
      }
  }
  if (I.Op == Opcode::Mach && I.AccWrEn) {
    // mach leaves the low half of the product in the accumulator.
    for (unsigned i = 0; i < n; ++i)
      if (enabled >> i & 1) {
        uint32_t lo = uint32_t(wide[i]);
        std::memcpy(t.Acc + i * 4, &lo, 4);
        noteAccWrite(t, t.Acc + i * 4, DataType::UD, wide[i]);
      }
    return;
  }
  if (!hasCarry(I.Op))
    return;
  // Channel i's carry or borrow goes to dword i of the accumulator, where
  // mac and mach may read it as an exact value.
  for (unsigned i = 0; i < n; ++i)
    if (enabled >> i & 1) {
      std::memcpy(t.Acc + i * 4, &carry[i], 4);
      noteAccWrite(t, t.Acc + i * 4, DataType::UD, carry[i]);
    }
}

/// Each of `x` (float or double), or a zero of its sign if it is a
/// denormal (FloatBits.h's flushDenormal at the limit 2^-126 or 2^-1022):
/// a zero exponent field keeps only the sign bit. Branch-free, so it
/// vectorizes.
template <typename T, unsigned N> void flushDenormals(T *x, Chans<N> n) {
  using Bits = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;
  constexpr Bits Sign = Bits(1) << (sizeof(T) * 8 - 1);
  constexpr Bits Exponent = sizeof(T) == 4 ? Bits(0x7F800000u)
                                           : Bits(0x7FF0000000000000ull);
  for (unsigned i = 0; i < n; ++i) {
    Bits bits;
    std::memcpy(&bits, &x[i], sizeof(T));
    Bits keep = (bits & Exponent) ? ~Bits(0) : Sign;
    bits &= keep;
    std::memcpy(&x[i], &bits, sizeof(T));
  }
}

/// computeFloat, its results then flushed if `flush` (sources are flushed
/// as they are loaded).
template <typename T, unsigned N>
uint32_t computeFlushed(const Inst &I, Chans<N> n, const T (*s)[MaxChannels],
                        T *r, uint32_t selBits, const uint8_t *acc,
                        bool flush) {
  uint32_t bits = computeFloat(I, n, s, r, selBits, acc);
  if (flush)
    flushDenormals(r, n);
  return bits;
}

template <unsigned N>
void runFloat(ThreadState &t, const Inst &I, const InstLayout &l,
              const FastAluPlan &plan, Chans<N> n, uint32_t enabled,
              uint32_t selBits, bool flush) {
  const uint16_t *off = l.Dst.Off;
  uint8_t *base = baseOf(t, l.Dst);
  auto store = [&](const float *r) {
    if (I.Dst.Type == DataType::F) {
      storeRegion<float>(base, off, plan.DstContiguous, n, enabled, r,
                         [](float f) { return f; });
      return;
    }
    for (unsigned i = 0; i < n; ++i) {
      if (!(enabled >> i & 1))
        continue;
      Value v;
      v.F = r[i];
      storeElement(base + off[i], I.Dst.Type, v, true, false);
    }
  };
  auto resultFlags = [&](float *r) {
    return I.Dst.Type == DataType::F ? compareZero(I.Cond, r, n)
                                     : floatToIntFlags(I, n, r);
  };
  // Flushing: sources after their modifiers, results after rounding to
  // float, as ExecAlu does.
  runDomain<float>(
      t, I, l, plan, n, enabled,
      [&](unsigned k, float *out) {
        loadFloatSource(t, I, l, plan, k, n, out);
        if (flush)
          flushDenormals(out, n);
      },
      [&](const float(*s)[MaxChannels], float *r) {
        return computeFlushed(I, n, s, r, selBits, t.Acc, flush);
      },
      store, resultFlags);
}

/// Executes a Double plan: as runFloat on DF regions, flushing (`flush`)
/// double denormals.
template <unsigned N>
void runDouble(ThreadState &t, const Inst &I, const InstLayout &l,
               const FastAluPlan &plan, Chans<N> n, uint32_t enabled,
               uint32_t selBits, bool flush) {
  runDomain<double>(
      t, I, l, plan, n, enabled,
      [&](unsigned k, double *out) {
        loadRegion<double>(t.Grf, l.Src[k].Off, plan.SrcShape[k], n, out);
        const Operand &op = I.Src[k];
        if (op.Negate || op.Abs)
          for (unsigned i = 0; i < n; ++i)
            out[i] = modifyFloat(out[i], op);
        if (flush)
          flushDenormals(out, n);
      },
      [&](const double(*s)[MaxChannels], double *r) {
        return computeFlushed(I, n, s, r, selBits, t.Acc, flush);
      },
      [&](const double *r) {
        storeRegion<double>(t.Grf, l.Dst.Off, plan.DstContiguous, n, enabled,
                            r, [](double d) { return d; });
      },
      [&](double *r) { return compareZero(I.Cond, r, n); });
}

/// Executes a Math plan. Float functions flush denormal sources (after
/// their modifiers) and results (after rounding to float) with `flush`, as
/// ExecMath does while cr0 flushes float denormals.
template <unsigned N>
void runMath(ThreadState &t, const Inst &I, const InstLayout &l,
             const FastAluPlan &plan, Chans<N> n, uint32_t enabled,
             bool flush) {
  if (getMathFnInfo(I.MathFn).Kind == MathKind::IntDiv) {
    int64_t s[2][MaxChannels], r[MaxChannels];
    for (unsigned k = 0; k < 2; ++k)
      loadIntSource(t, I, l, plan, k, n, s[k]);
    bool sgn = isSignedType(I.Src[0].Type) || isSignedType(I.Src[1].Type);
    bool rem = MathFn(I.MathFn) == MathFn::IRem;
    for (unsigned i = 0; i < n; ++i)
      r[i] = evalIntDivide(s[0][i], s[1][i], sgn, rem);
    storeRegion<uint32_t>(t.Grf, l.Dst.Off, plan.DstContiguous, n, enabled,
                          r, [](int64_t v) { return uint32_t(v); });
    return;
  }
  float s[2][MaxChannels], r[MaxChannels];
  for (unsigned k = 0; k < I.NumSrcs; ++k) {
    loadFloatSource(t, I, l, plan, k, n, s[k]);
    if (flush)
      flushDenormals(s[k], n);
  }
  if (I.NumSrcs == 1) // the functions of one source ignore the second
    std::memcpy(s[1], s[0], n * sizeof(float));
  MathFn fn = MathFn(I.MathFn);
  for (unsigned i = 0; i < n; ++i)
    r[i] = float(evalMathFloat(fn, double(s[0][i]), double(s[1][i])));
  if (flush)
    flushDenormals(r, n);
  storeRegion<float>(t.Grf, l.Dst.Off, plan.DstContiguous, n, enabled, r,
                     [](float f) { return f; });
}

/// Executes a Math or Double plan. Out of line, with its own instances for
/// the common channel counts: rare next to the other domains, whose code in
/// runFastAlu (and GCC's inlining there) it leaves alone.
LLVM_ATTRIBUTE_NOINLINE void runRareDomain(ThreadState &t, const Inst &I,
                                           const InstLayout &l,
                                           const FastAluPlan &plan,
                                           uint32_t enabled, uint32_t selBits,
                                           bool flush) {
  auto run = [&](auto n) {
    if (plan.D == FastAluPlan::Domain::Math)
      runMath(t, I, l, plan, n, enabled, flush);
    else
      runDouble(t, I, l, plan, n, enabled, selBits, flush);
  };
  switch (I.ExecSize) {
  case 16: run(Chans<16>{16}); break;
  case 8: run(Chans<8>{8}); break;
  case 1: run(Chans<1>{1}); break;
  default: run(Chans<0>{I.ExecSize}); break;
  }
}

/// How the element offsets of a region of `size`-byte elements run: as its
/// layout found it, or as the offsets step (0 or `size` between each two).
RegionShape shapeOf(const OperandLayout &l, unsigned n, unsigned size) {
  if (l.ShapeKnown)
    return l.Shape;
  if (n <= 1)
    return RegionShape::Scalar;
  int step = int(l.Off[1]) - int(l.Off[0]);
  if (step != 0 && step != int(size))
    return RegionShape::Gather;
  for (unsigned i = 2; i < n; ++i)
    if (int(l.Off[i]) != int(l.Off[i - 1]) + step)
      return RegionShape::Gather;
  return step == 0 ? RegionShape::Scalar : RegionShape::Contiguous;
}

bool isDword(DataType t) { return t == DataType::D || t == DataType::UD; }

/// Whether runFused32 computes `I` exactly: on dwords, the int64 results of
/// these operations wrapped to 32 bits depend only on the low 32 bits of
/// the operands (shifts: amounts masked to 5 bits, src0 at its own width).
bool canFuse32(const Inst &I, const InstLayout &l, const FastAluPlan &plan) {
  if (plan.D != FastAluPlan::Domain::Int || !plan.DstContiguous ||
      I.Cond != CondMod::None || !isDword(I.Dst.Type) ||
      l.Dst.Arf != OperandLayout::ArfBase::None)
    return false;
  switch (I.Op) {
  case Opcode::Mov: case Opcode::Add: case Opcode::Mul: case Opcode::And:
  case Opcode::Or: case Opcode::Xor: case Opcode::Shl: case Opcode::Shr:
  case Opcode::Asr:
    break;
  default:
    return false;
  }
  // runFused32 reads every source before it writes the destination, so a
  // source may overlap it in any way.
  for (unsigned k = 0; k < I.NumSrcs; ++k) {
    const Operand &s = I.Src[k];
    if (s.Negate || s.Abs)
      return false;
    if (plan.IsImm[k])
      continue; // ImmI holds the immediate's value
    if (!isDword(s.Type) || !l.Src[k].Static ||
        plan.SrcShape[k] == RegionShape::Gather)
      return false;
  }
  return true;
}

/// Sets plan.Narrow where lanes of 32 bits compute `I` exactly as int64
/// lanes do: every operand of at most 32 bits and an integer destination,
/// so the stored low bits of +, -, *, logic and shifts agree (shift amounts
/// are masked to 5 bits, src0 shifted at its own width). Comparisons of
/// sources (cmp, sel and csel with a condition) need their exact values:
/// without modifiers, every type but :ud fits an int32; :ud sources compare
/// as unsigned numbers, so only next to other unsigned types. mach (its
/// 64-bit product) and integer results into the accumulator (mul's exact
/// value for mac) keep int64 lanes.
void planNarrow(const Inst &I, const InstLayout &l, FastAluPlan &plan) {
  if (plan.D != FastAluPlan::Domain::Int || I.Op == Opcode::Mach ||
      !isIntType(I.Dst.Type) || getTypeSize(I.Dst.Type) > 4 ||
      l.Dst.Arf == OperandLayout::ArfBase::Acc)
    return;
  bool compares = I.Op == Opcode::Cmp || I.Op == Opcode::Csel ||
                  (I.Op == Opcode::Sel && I.Cond != CondMod::None);
  bool anyUD = false, allUnsigned = true;
  for (unsigned k = 0; k < I.NumSrcs; ++k) {
    const Operand &s = I.Src[k];
    if (getTypeSize(s.Type) > 4)
      return;
    if (compares && (s.Negate || s.Abs))
      return;
    anyUD |= s.Type == DataType::UD;
    allUnsigned &= !isSignedType(s.Type); // an integer type here
  }
  if (compares && anyUD && !allUnsigned)
    return;
  plan.Narrow = true;
  plan.UnsignedCmp = compares && anyUD;
}

/// A raw mov (isRawCopy) between direct GRF regions, or from an immediate,
/// of a type the other domains do not take.
FastAluPlan planCopy(const Inst &I, const InstLayout &l) {
  FastAluPlan plan;
  const Operand &d = I.Dst, &s = I.Src[0];
  if (I.Op != Opcode::Mov || !isRawCopy(I) || I.ExecSize == 0 ||
      I.ExecSize > MaxChannels)
    return plan;
  if (d.K != Operand::Kind::Reg || d.Mode != AddrMode::Direct ||
      (d.Align16 && d.WriteMask != 0xF) || !l.Dst.Static ||
      l.Dst.Arf != OperandLayout::ArfBase::None)
    return plan;
  if (s.K == Operand::Kind::Imm) {
    plan.IsImm[0] = true;
    plan.ImmI[0] = int64_t(s.Imm); // its bits, as the type has them
  } else if (!l.Src[0].Static ||
             l.Src[0].Arf != OperandLayout::ArfBase::None) {
    return plan;
  }
  plan.D = FastAluPlan::Domain::Copy;
  return plan;
}

/// The math operand types the fast path takes: F for the float functions,
/// D and UD for the integer divisions.
bool isMathType(MathKind kind, DataType t) {
  return kind == MathKind::Float ? t == DataType::F : isDword(t);
}

/// A math instruction of ExecMath (not a macro) without saturation, on
/// direct GRF regions and immediates of the types isMathType takes, whose
/// destination has no Align16 writemask (which ExecMath ignores).
FastAluPlan planMath(const Inst &I, const InstLayout &l) {
  FastAluPlan plan;
  const MathFnInfo &info = getMathFnInfo(I.MathFn);
  if (getForm(I.Op) != OpForm::Math ||
      (info.Kind != MathKind::Float && info.Kind != MathKind::IntDiv) ||
      I.NumSrcs != info.Sources || I.Saturate || I.ExecSize == 0 ||
      I.ExecSize > MaxChannels)
    return plan;
  const Operand &d = I.Dst;
  if (d.K != Operand::Kind::Reg || d.Mode != AddrMode::Direct ||
      (d.Align16 && d.WriteMask != 0xF) || !l.Dst.Static ||
      l.Dst.Arf != OperandLayout::ArfBase::None ||
      !isMathType(info.Kind, d.Type))
    return plan;
  for (unsigned k = 0; k < I.NumSrcs; ++k) {
    const Operand &s = I.Src[k];
    if (!isMathType(info.Kind, s.Type))
      return plan;
    if (s.K == Operand::Kind::Imm) {
      plan.IsImm[k] = true;
      Value v = loadImmediate(s);
      if (info.Kind == MathKind::Float)
        plan.ImmF[k] = modifyFloat(float(v.F), s);
      else
        plan.ImmI[k] = modifyInt(v.I, s, false);
    } else if (s.K != Operand::Kind::Reg || !l.Src[k].Static ||
               l.Src[k].Arf != OperandLayout::ArfBase::None) {
      return plan;
    }
  }
  plan.D = FastAluPlan::Domain::Math;
  plan.FlushCr0Bit = info.Kind == MathKind::Float ? 0x80 : 0;
  return plan;
}

/// Makes `plan` (whose sources are DF) a Double plan for the DF arithmetic
/// runDouble computes as ExecAlu does: add, mul, mad, sel and cmp of GRF
/// regions (no immediates) into a DF GRF region or null. add, mul and mad
/// flush double denormals while cr0.0 bit 6 is clear (denormFlushLimit).
void planDouble(const Inst &I, const InstLayout &l, FastAluPlan &plan) {
  bool flushes = I.Op == Opcode::Add || I.Op == Opcode::Mul ||
                 I.Op == Opcode::Mad;
  if ((!flushes && I.Op != Opcode::Sel && I.Op != Opcode::Cmp) ||
      I.Dst.Type != DataType::DF || l.Dst.Arf != OperandLayout::ArfBase::None)
    return;
  for (unsigned k = 0; k < I.NumSrcs; ++k)
    if (plan.IsImm[k] || !l.Src[k].Static ||
        l.Src[k].Arf != OperandLayout::ArfBase::None)
      return;
  plan.D = FastAluPlan::Domain::Double;
  plan.FlushCr0Bit = flushes ? 0x40 : 0;
}

/// The domain, operand kinds and immediates of `I`'s plan.
FastAluPlan planDomain(const Inst &I, const InstLayout &l) {
  FastAluPlan plan;
  unsigned numSrcs = fastSources(I.Op);
  // AccWrEn changes nothing the general path models except for mach, and
  // addc / subb write their carry to the accumulator with or without it.
  if (!numSrcs || I.NumSrcs != numSrcs || I.Saturate ||
      (I.AccWrEn && !hasCarry(I.Op) && I.Op != Opcode::Mach) ||
      I.ExecSize > MaxChannels || I.ExecSize == 0)
    return plan;
  bool condOk = I.Cond == CondMod::None ||
                (I.Cond >= CondMod::Ze && I.Cond <= CondMod::Le);
  if (!condOk || (I.Op == Opcode::Cmp && I.Cond == CondMod::None))
    return plan;
  // Destination: a direct GRF, accumulator or flag region, or null. A flag
  // destination with a condition modifier (two writes to one flag) and an
  // integer product into the accumulator (its wide part) take the general
  // path.
  const Operand &d = I.Dst;
  if (d.K != Operand::Kind::Reg || d.Mode != AddrMode::Direct)
    return plan;
  if (d.Align16 && d.WriteMask != 0xF)
    return plan;
  if (d.File == RegFile::ARF && d.RegNum == 0)
    plan.DstNull = true;
  else if (!l.Dst.Static && l.Dst.Arf == OperandLayout::ArfBase::None)
    return plan;
  if (l.Dst.Arf == OperandLayout::ArfBase::Flag && I.Cond != CondMod::None)
    return plan;
  // Domain: every source F (float), or every source an integer type.
  bool allF = true, allDF = true, allInt = true;
  for (unsigned k = 0; k < numSrcs; ++k) {
    const Operand &s = I.Src[k];
    allF &= s.Type == DataType::F;
    allDF &= s.Type == DataType::DF;
    allInt &= isIntType(s.Type);
    if (s.K == Operand::Kind::Imm)
      plan.IsImm[k] = true;
    else if (s.K != Operand::Kind::Reg ||
             (!l.Src[k].Static && l.Src[k].Arf == OperandLayout::ArfBase::None))
      return plan;
  }
  // Integer writes to the accumulator also record its exact value for mac
  // (runInt, noteAccWrite), without flags; addc and subb, which also write
  // their carry there, take the general path.
  if (l.Dst.Arf == OperandLayout::ArfBase::Acc && isIntType(d.Type) &&
      (I.Cond != CondMod::None || hasCarry(I.Op)))
    return plan;
  // mach: dword (or narrower) sources without modifiers, a dword GRF or
  // null destination, no flags (computeInt, runInt). Integer mac reads the
  // accumulator's exact value: the general path.
  if (I.Op == Opcode::Mach) {
    if (I.Cond != CondMod::None || !isDword(d.Type) ||
        l.Dst.Arf != OperandLayout::ArfBase::None)
      return plan;
    for (unsigned k = 0; k < numSrcs; ++k)
      if (!isIntType(I.Src[k].Type) || getTypeSize(I.Src[k].Type) > 4 ||
          I.Src[k].Negate || I.Src[k].Abs)
        return plan;
  }
  if (I.Op == Opcode::Mac && d.Type != DataType::F)
    return plan;
  // :uq sources compare and convert to float as unsigned numbers, which the
  // int64 lanes here would get wrong past 2^63: the general path does those.
  // A cmp of :uq sources only compares unsigned 64-bit numbers.
  bool anyUQ = false, allUQ = true;
  for (unsigned k = 0; k < numSrcs; ++k) {
    anyUQ |= I.Src[k].Type == DataType::UQ;
    allUQ &= I.Src[k].Type == DataType::UQ;
  }
  plan.UnsignedCmp = I.Op == Opcode::Cmp && allUQ && d.Type != DataType::F;
  if (anyUQ && !plan.UnsignedCmp &&
      (I.Cond != CondMod::None || d.Type == DataType::F))
    return plan;
  if (allDF) {
    planDouble(I, l, plan);
    return plan;
  }
  bool dstOk = isIntType(d.Type) || d.Type == DataType::F;
  if (!dstOk)
    return plan;
  if (allF) {
    // Float ops the fast path computes exactly; shifts, logic, addc and
    // subb are integer.
    if (isLogic(I.Op) || I.Op == Opcode::Shl || I.Op == Opcode::Shr ||
        I.Op == Opcode::Asr || hasCarry(I.Op) || I.Op == Opcode::Mach)
      return plan;
    for (unsigned k = 0; k < numSrcs; ++k)
      if (plan.IsImm[k]) {
        float f;
        uint32_t bits = uint32_t(I.Src[k].Imm);
        std::memcpy(&f, &bits, 4);
        plan.ImmF[k] = modifyFloat(f, I.Src[k]);
      }
    plan.D = FastAluPlan::Domain::Float;
    bool flushes = I.Op == Opcode::Add || I.Op == Opcode::Mul ||
                   I.Op == Opcode::Mad || I.Op == Opcode::Mac;
    plan.FlushCr0Bit = d.Type == DataType::F && flushes ? 0x80 : 0;
    return plan;
  }
  if (!allInt || I.Op == Opcode::Mac)
    return plan;
  for (unsigned k = 0; k < numSrcs; ++k)
    if (plan.IsImm[k]) {
      plan.ImmI[k] =
          modifyInt(loadImmediate(I.Src[k]).I, I.Src[k], isLogic(I.Op));
    }
  plan.D = FastAluPlan::Domain::Int;
  return plan;
}

} // namespace

FastAluPlan planFastAlu(const Inst &I, const InstLayout &l) {
  FastAluPlan plan = planDomain(I, l);
  // planCopy takes only mov, planMath only math: others skip them.
  if (plan.D == FastAluPlan::Domain::None && I.Op == Opcode::Mov)
    plan = planCopy(I, l);
  if (plan.D == FastAluPlan::Domain::None && getForm(I.Op) == OpForm::Math)
    plan = planMath(I, l);
  if (plan.D == FastAluPlan::Domain::None)
    return plan;
  for (unsigned k = 0; k < I.NumSrcs; ++k)
    if (!plan.IsImm[k])
      plan.SrcShape[k] =
          shapeOf(l.Src[k], I.ExecSize, getTypeSize(I.Src[k].Type));
  // One channel's element is contiguous too (shapeOf calls it Scalar).
  plan.DstContiguous =
      !plan.DstNull &&
      (I.ExecSize == 1 || shapeOf(l.Dst, I.ExecSize, getTypeSize(I.Dst.Type)) ==
                              RegionShape::Contiguous);
  plan.Fused32 = canFuse32(I, l, plan);
  if (!plan.Fused32)
    planNarrow(I, l, plan);
  return plan;
}

void runFastAlu(ThreadState &t, const Inst &I, const InstLayout &l,
                const FastAluPlan &plan, uint32_t mask, uint32_t selBits,
                bool flushDenorms) {
  uint32_t enabled =
      uint32_t(uint64_t(mask) >> I.ChanOffset) & execSizeMask(I.ExecSize);
  if (plan.D == FastAluPlan::Domain::Math ||
      plan.D == FastAluPlan::Domain::Double) {
    runRareDomain(t, I, l, plan, enabled, selBits, flushDenorms);
    return;
  }
  // The execution sizes most instructions have get loops of constant trip
  // counts; the others count at run time.
  auto run = [&](auto n) {
    if (plan.D == FastAluPlan::Domain::Copy)
      runCopy(t, I, l, plan, n, enabled);
    else if (plan.D != FastAluPlan::Domain::Int)
      runFloat(t, I, l, plan, n, enabled, selBits, flushDenorms);
    else if (plan.Fused32)
      runFused32(t, I, l, plan, n, enabled);
    else if (plan.Narrow)
      runInt<int32_t>(t, I, l, plan, n, enabled, selBits);
    else
      runInt<int64_t>(t, I, l, plan, n, enabled, selBits);
  };
  switch (I.ExecSize) {
  case 16: run(Chans<16>{16}); break;
  case 8: run(Chans<8>{8}); break;
  case 1: run(Chans<1>{1}); break;
  default: run(Chans<0>{I.ExecSize}); break;
  }
}

} // namespace visa::sim
