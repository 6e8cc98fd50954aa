//===- QuadArith.h - Fast exact binary128 steps for the math macros -------===//
//
// The math macros (lib/Sim/MathMacro.cpp) compute in binary128, which the
// host does in software (libgcc's __multf3, __addtf3, ...): most of a madm's
// cost. The common case, round to nearest even on normal numbers, is cheap
// with 128-bit integers; these helpers do it bit for bit as IEEE 754 says
// and report `false` whenever an operand or a result leaves that case
// (zero, subnormal, infinity, NaN, an exact zero sum), so the caller can fall
// back to the __float128 operations.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_SIM_QUADARITH_H
#define VISA_SIM_QUADARITH_H

#include <cstdint>
#include <cstring>
#include <utility>

namespace visa::sim::quad {

using U128 = unsigned __int128;

constexpr int Bias = 16383;
constexpr int MaxExp = 0x7fff;
constexpr int FracBits = 112;
constexpr U128 One = U128(1);
constexpr U128 Hidden = One << FracBits;

/// A finite nonzero binary128 number: (-1)^Neg * Sig * 2^(Exp-Bias-112),
/// with Sig in [2^112, 2^113) and Exp the biased exponent in [1, 0x7ffe].
struct Normal {
  bool Neg;
  int Exp;
  U128 Sig;
};

/// Unpacks `bits` if it is a normal number.
inline bool unpack(U128 bits, Normal &n) {
  n.Exp = int(bits >> FracBits) & MaxExp;
  if (n.Exp == 0 || n.Exp == MaxExp)
    return false;
  n.Neg = bits >> 127;
  n.Sig = (bits & (Hidden - 1)) | Hidden;
  return true;
}

/// Packs `n`, if its exponent is still normal.
inline bool pack(const Normal &n, U128 &bits) {
  if (n.Exp <= 0 || n.Exp >= MaxExp)
    return false;
  bits = (U128(n.Neg) << 127) | (U128(n.Exp) << FracBits) |
         (n.Sig & (Hidden - 1));
  return true;
}

/// `sig >> shift` rounded to nearest even (0 < shift < 128).
inline U128 shiftRoundEven(U128 sig, unsigned shift) {
  U128 kept = sig >> shift;
  U128 rest = sig & ((One << shift) - 1);
  U128 half = One << (shift - 1);
  return kept + (rest > half || (rest == half && (kept & 1)));
}

/// Renormalizes a significand that rounding carried to 2^113.
inline void carryOut(Normal &n) {
  if (n.Sig >> (FracBits + 1)) {
    n.Sig >>= 1;
    ++n.Exp;
  }
}

/// x * y rounded to nearest even; false when the result is not normal.
inline bool mulNearest(const Normal &x, const Normal &y, Normal &out) {
  uint64_t x0 = uint64_t(x.Sig), x1 = uint64_t(x.Sig >> 64);
  uint64_t y0 = uint64_t(y.Sig), y1 = uint64_t(y.Sig >> 64);
  U128 low = U128(x0) * y0;
  U128 mid = U128(x0) * y1 + U128(x1) * y0; // < 2^114: no overflow
  U128 high = U128(x1) * y1;
  U128 lo = low + (mid << 64);
  high += (mid >> 64) + (lo < low);
  // The product is in [2^224, 2^226): keep its top 113 bits.
  unsigned shift = (high >> 97) ? 113 : 112;
  U128 kept = (high << (128 - shift)) | (lo >> shift);
  U128 rest = lo & ((One << shift) - 1);
  U128 half = One << (shift - 1);
  out.Neg = x.Neg != y.Neg;
  out.Exp = x.Exp + y.Exp - Bias + int(shift - 112);
  out.Sig = kept + (rest > half || (rest == half && (kept & 1)));
  carryOut(out);
  return out.Exp > 0 && out.Exp < MaxExp;
}

/// Guard bits kept below the significand while adding: with a sticky bit
/// at the bottom, enough for a correctly rounded sum.
constexpr unsigned Guard = 10;

/// x + y rounded to nearest even; false when the result is zero or not
/// normal.
inline bool addNearest(Normal x, Normal y, Normal &out) {
  if (x.Exp < y.Exp || (x.Exp == y.Exp && x.Sig < y.Sig))
    std::swap(x, y);
  unsigned d = unsigned(x.Exp - y.Exp);
  U128 big = x.Sig << Guard, small = y.Sig << Guard;
  if (d >= FracBits + 1 + Guard + 1)
    small = 1; // only sticky
  else if (d)
    small = (small >> d) | ((small & ((One << d) - 1)) != 0);
  out.Neg = x.Neg;
  out.Exp = x.Exp;
  U128 sum;
  constexpr unsigned Top = FracBits + Guard; // the leading bit's position
  if (x.Neg == y.Neg) {
    sum = big + small;
    if (sum >> (Top + 1)) {
      sum = (sum >> 1) | (sum & 1);
      ++out.Exp;
    }
  } else {
    sum = big - small;
    if (!sum)
      return false;
    // Cancellation by more than a bit only happens when d <= 1, where the
    // sum is exact: shifting zeros in is then harmless.
    unsigned lead = (sum >> 64) ? 127 - __builtin_clzll(uint64_t(sum >> 64))
                                : 63 - __builtin_clzll(uint64_t(sum));
    sum <<= Top - lead;
    out.Exp -= int(Top - lead);
  }
  out.Sig = shiftRoundEven(sum, Guard);
  carryOut(out);
  return out.Exp > 0 && out.Exp < MaxExp;
}

/// An IEEE binary format narrower than binary128.
struct NarrowFormat {
  unsigned MantBits; ///< stored fraction bits
  unsigned ExpBits;
  int Bias;
};
constexpr NarrowFormat Binary32 = {23, 8, 127};
constexpr NarrowFormat Binary64 = {52, 11, 1023};

/// Rounds normal `n` to nearest even in format `fmt`; false when the
/// result would be subnormal. Overflow gives infinity, as round to nearest
/// does.
inline bool narrowNearest(const Normal &n, NarrowFormat fmt, uint64_t &bits) {
  int e = n.Exp - Bias;
  if (e < 1 - fmt.Bias)
    return false;
  uint64_t sign = uint64_t(n.Neg) << (fmt.MantBits + fmt.ExpBits);
  uint64_t expMask = (uint64_t(1) << fmt.ExpBits) - 1;
  uint64_t m = 0;
  if (e <= fmt.Bias) {
    m = uint64_t(shiftRoundEven(n.Sig, FracBits - fmt.MantBits));
    if (m >> (fmt.MantBits + 1)) {
      m >>= 1;
      ++e;
    }
  }
  if (e > fmt.Bias) { // infinity
    bits = sign | (expMask << fmt.MantBits);
    return true;
  }
  bits = sign | (uint64_t(e + fmt.Bias) << fmt.MantBits) |
         (m & ((uint64_t(1) << fmt.MantBits) - 1));
  return true;
}

inline U128 toBits(__float128 q) {
  U128 b;
  std::memcpy(&b, &q, sizeof(b));
  return b;
}

inline __float128 fromBits(U128 b) {
  __float128 q;
  std::memcpy(&q, &b, sizeof(q));
  return q;
}

inline bool isZero(U128 bits) { return (bits << 1) == 0; }

inline bool isNaN(U128 bits) { return (bits << 1) > (U128(MaxExp) << 113); }

inline U128 signedZero(bool neg) { return U128(neg) << 127; }

/// a + b * c (given as bits) in binary128, each step rounded to nearest even, when every
/// value involved is normal or zero; false otherwise.
inline bool mulAddNearest(U128 abits, U128 bbits, U128 cbits, U128 &bits) {
  Normal na, nb, nc, prod, sum;
  bool aNormal = unpack(abits, na);
  if (!aNormal && !isZero(abits))
    return false;
  bool bNormal = unpack(bbits, nb), cNormal = unpack(cbits, nc);
  if ((!bNormal && !isZero(bbits)) || (!cNormal && !isZero(cbits)))
    return false;
  if (!bNormal || !cNormal) { // an exact zero product: a + (+-0)
    bool prodNeg = (bbits >> 127) != (cbits >> 127);
    bits = aNormal ? abits : signedZero((abits >> 127) && prodNeg);
  } else if (!mulNearest(nb, nc, prod)) {
    return false;
  } else if (!aNormal) { // +-0 + a nonzero product
    if (!pack(prod, bits))
      return false;
  } else if (na.Exp == prod.Exp && na.Sig == prod.Sig && na.Neg != prod.Neg) {
    bits = signedZero(false); // exact cancellation
  } else if (!addNearest(na, prod, sum) || !pack(sum, bits)) {
    return false;
  }
  return true;
}

} // namespace visa::sim::quad

#endif // VISA_SIM_QUADARITH_H
