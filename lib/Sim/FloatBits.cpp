//===- FloatBits.cpp - Half, restricted-float and rounding helpers --------===//

#include "FloatBits.h"
#include <cfenv>
#include <cmath>
#include <cstring>

namespace visa::sim {

float halfToFloat(uint16_t h) {
  unsigned sign = h >> 15, exp = (h >> 10) & 0x1F, man = h & 0x3FF;
  float f;
  if (exp == 0)
    f = std::ldexp(float(man), -24);
  else if (exp == 31)
    f = man ? std::nanf("") : INFINITY;
  else
    f = std::ldexp(float(man | 0x400), int(exp) - 25);
  return sign ? -f : f;
}

float roundToHalf(double d) {
  if (std::isnan(d) || std::isinf(d) || d == 0)
    return float(d);
  double a = std::fabs(d);
  int e;
  std::frexp(a, &e); // a = m * 2^e, m in [0.5, 1)
  // Half has 11 significant bits; below 2^-14 the quantum is 2^-24.
  int quantumExp = std::max(e - 11, -24);
  double q = std::ldexp(1.0, quantumExp);
  double r = std::nearbyint(d / q) * q; // current rounding mode
  if (std::fabs(r) > 65504.0) {
    int mode = std::fegetround();
    bool toInf = mode == FE_TONEAREST || (mode == FE_UPWARD && r > 0) ||
                 (mode == FE_DOWNWARD && r < 0);
    r = toInf ? (r > 0 ? INFINITY : -INFINITY) : (r > 0 ? 65504.0 : -65504.0);
  }
  return float(r);
}

uint16_t floatToHalf(float f) {
  float r = roundToHalf(f);
  uint32_t bits;
  std::memcpy(&bits, &r, 4);
  uint16_t sign = (bits >> 16) & 0x8000;
  if (std::isnan(r))
    return sign | 0x7E00;
  float a = std::fabs(r);
  if (std::isinf(a))
    return sign | 0x7C00;
  if (a == 0)
    return sign;
  int e;
  std::frexp(a, &e);
  if (e - 1 < -14) // subnormal
    return sign | uint16_t(std::ldexp(a, 24));
  unsigned man = unsigned(std::ldexp(a, 11 - e)) & 0x3FF;
  return sign | uint16_t((e - 1 + 15) << 10) | man;
}

float roundToFloat(double d) {
  volatile float f = float(d);
  return f;
}

float intToFloatRounded(int64_t i) {
  volatile float f = float(i);
  return f;
}

float uintToFloatRounded(uint64_t u) {
  volatile float f = float(u);
  return f;
}

double restrictedFloat(unsigned bits) {
  unsigned sign = bits >> 7, exp = (bits >> 4) & 7, man = bits & 0xF;
  double v = exp == 0 && man == 0
                 ? 0.0
                 : std::ldexp(1.0 + man / 16.0, int(exp) - 3);
  return sign ? -v : v;
}

double flushDenormal(double v, double minNormal) {
  return v != 0 && std::fabs(v) < minNormal ? std::copysign(0.0, v) : v;
}

} // namespace visa::sim
