//===- FloatBits.h - Half, restricted-float and rounding helpers ----------===//
//
// IEEE half conversions, the 8-bit restricted float of VF immediates,
// float rounding that honours the current host rounding mode (the
// simulator sets it from cr0), and flushing of denormals.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_SIM_FLOATBITS_H
#define VISA_LIB_SIM_FLOATBITS_H

#include <cstdint>

namespace visa::sim {

float halfToFloat(uint16_t h);
/// Rounds to half with the current rounding mode.
uint16_t floatToHalf(float f);
/// `d` rounded to a half-representable value.
float roundToHalf(double d);
/// `d` rounded to float with the current rounding mode.
float roundToFloat(double d);
/// A 64-bit integer converted to float with one rounding.
float intToFloatRounded(int64_t i);
/// An unsigned 64-bit integer converted to float with one rounding.
float uintToFloatRounded(uint64_t u);
/// VF immediate element: sign, 3-bit exponent (bias 3), 4-bit mantissa.
double restrictedFloat(unsigned bits);
/// `v`, or a zero of its sign when `v` is a denormal below `minNormal` (the
/// smallest normal magnitude of the flushed type; 0 flushes nothing).
double flushDenormal(double v, double minNormal);

} // namespace visa::sim

#endif // VISA_LIB_SIM_FLOATBITS_H
