//===- QuadArithCheck.cpp - lib/Sim/QuadArith.h against __float128 -------===//
//
// visa-quad-check N [SEED]: compares the integer binary128 steps the math
// macros use (lib/Sim/QuadArith.h) with the host's __float128 arithmetic,
// bit for bit, on N random cases and a fixed list of edge cases: a + b * c
// with each step rounded to nearest even, and the narrowing of a binary128
// result to float and double. Random operands have exponents drawn near
// each other (so sums cancel) and far apart (so they do not), mantissas
// with few or all bits set, and zeros, subnormals, infinities and NaNs. A
// case the fast steps decline (they return false) is not a mismatch: the
// simulator computes it with __float128. Prints the counts; exits 1 on
// any mismatch.
//
//===----------------------------------------------------------------------===//

#include "QuadArith.h"

#include <cstdio>
#include <cstdlib>
#include <random>

using namespace visa::sim::quad;

namespace {

std::mt19937_64 Rng;

uint64_t pick(uint64_t n) { return Rng() % n; }

/// A binary128 value with a biased exponent near `center` (within
/// `spread`), or now and then a special value.
U128 randomQuad(int center, int spread) {
  U128 bits = (U128(Rng()) << 64) | Rng();
  switch (pick(32)) {
  case 0:
    return bits & (One << 127); // a signed zero
  case 1:
    return (bits & (One << 127)) | (U128(MaxExp) << FracBits); // infinity
  case 2:
    return bits | (U128(MaxExp) << FracBits); // NaN (or infinity)
  case 3:
    return bits & ~(U128(MaxExp) << FracBits); // subnormal
  case 4:
    bits &= ~((One << pick(FracBits)) - 1); // few mantissa bits
    break;
  case 5:
    bits |= (One << pick(FracBits)) - 1; // trailing ones
    break;
  default:
    break;
  }
  int exp = center + int(pick(2 * spread + 1)) - spread;
  exp = exp < 1 ? 1 : exp > MaxExp - 1 ? MaxExp - 1 : exp;
  return (bits & ~(U128(MaxExp) << FracBits)) | (U128(exp) << FracBits);
}

/// A float or double value from random bits, widened to binary128.
U128 randomNarrow() {
  if (pick(2)) {
    uint32_t u = uint32_t(Rng());
    float f;
    std::memcpy(&f, &u, 4);
    return toBits(__float128(f));
  }
  uint64_t u = Rng();
  double d;
  std::memcpy(&d, &u, 8);
  return toBits(__float128(d));
}

struct Counts {
  uint64_t Cases = 0, Fast = 0, Mismatches = 0;
};

void report(const char *what, U128 a, U128 b, U128 c) {
  std::printf("mismatch in %s: a=%016llx%016llx b=%016llx%016llx "
              "c=%016llx%016llx\n",
              what, (unsigned long long)(a >> 64), (unsigned long long)a,
              (unsigned long long)(b >> 64), (unsigned long long)b,
              (unsigned long long)(c >> 64), (unsigned long long)c);
}

/// Checks narrowNearest of `normal` (the host's a + b * c) to `fmt`, the
/// format of the host's type T, against the host's conversion.
template <typename T, typename Bits>
void checkNarrow(const Normal &normal, NarrowFormat fmt, __float128 value,
                 const char *what, U128 a, U128 b, U128 c, Counts &n) {
  uint64_t bits;
  if (!narrowNearest(normal, fmt, bits))
    return;
  T narrowed = T(value);
  Bits host;
  std::memcpy(&host, &narrowed, sizeof(host));
  if (host != bits && n.Mismatches++ < 10)
    report(what, a, b, c);
}

/// Checks a + b * c, then the narrowing of the host's result.
void check(U128 a, U128 b, U128 c, Counts &n) {
  ++n.Cases;
  __float128 expected = fromBits(a) + fromBits(b) * fromBits(c);
  U128 got;
  if (mulAddNearest(a, b, c, got)) {
    ++n.Fast;
    if (got != toBits(expected) && n.Mismatches++ < 10)
      report("mulAddNearest", a, b, c);
  }
  Normal normal;
  if (!unpack(toBits(expected), normal))
    return;
  checkNarrow<float, uint32_t>(normal, Binary32, expected,
                               "narrowNearest to float", a, b, c, n);
  checkNarrow<double, uint64_t>(normal, Binary64, expected,
                                "narrowNearest to double", a, b, c, n);
}

/// Operands that meet the boundaries: exact cancellation, zeros of both
/// signs, results at the float and double overflow and subnormal edges.
void checkEdges(Counts &n) {
  const __float128 values[] = {0,     -0.0Q,      1,        -1,      0.5Q,
                               3,     1.0Q / 3,   -1.0Q / 3, 0x1p127Q,
                               0x1p128Q, 0x1.fffffep127Q, 0x1p-126Q,
                               0x1p-149Q, 0x1p1023Q, 0x1.fffffffffffffp1023Q,
                               0x1p-1022Q, 0x1p-1074Q, 0x1p16383Q,
                               0x1p-16382Q, __builtin_infq(),
                               __builtin_nanq("")};
  for (__float128 a : values)
    for (__float128 b : values)
      for (__float128 c : values) {
        check(toBits(a), toBits(b), toBits(c), n);
        check(toBits(-a), toBits(b), toBits(c), n);
      }
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 2 || argc > 3) {
    std::fprintf(stderr, "usage: visa-quad-check N [SEED]\n");
    return 1;
  }
  uint64_t cases = std::strtoull(argv[1], nullptr, 10);
  Rng.seed(argc == 3 ? std::strtoull(argv[2], nullptr, 10) : 1);
  Counts n;
  checkEdges(n);
  for (uint64_t i = 0; i < cases; ++i) {
    int center = 1 + int(pick(MaxExp - 1));
    // Near exponents make sums cancel; far ones make them round.
    int spread = pick(2) ? 2 : 200;
    U128 a = pick(4) ? randomQuad(center, spread) : randomNarrow();
    // b * c lands near a's exponent: b's exponent is Bias + k, c's center - k.
    int k = int(pick(401)) - 200;
    U128 b = pick(4) ? randomQuad(Bias + k, spread) : randomNarrow();
    U128 c = pick(4) ? randomQuad(center - k, spread) : randomNarrow();
    check(a, b, c, n);
  }
  std::printf("%llu cases, %llu on the fast path, %llu mismatches\n",
              (unsigned long long)n.Cases, (unsigned long long)n.Fast,
              (unsigned long long)n.Mismatches);
  return n.Mismatches ? 1 : 0;
}
