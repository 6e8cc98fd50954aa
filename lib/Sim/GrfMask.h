//===- GrfMask.h - A set of general registers, one bit each ---------------===//
//
// The registers an operand or an instruction reads or writes: what the
// operand layouts (Operands.h) find and the timing classes (InstTiming.h)
// keep for the hardware scoreboard.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_SIM_GRFMASK_H
#define VISA_LIB_SIM_GRFMASK_H

#include "visa/Sim/SimThread.h"
#include <algorithm>
#include <cstdint>

namespace visa::sim {

/// A set of GRFs, one bit each.
struct GrfMask {
  static_assert(NumGrfs <= 128, "GrfMask holds 128 registers");
  uint64_t Bits[2] = {0, 0};
  void add(unsigned reg) {
    if (reg < NumGrfs)
      Bits[reg / 64] |= uint64_t(1) << (reg % 64);
  }
  /// Adds registers first .. first + count - 1 (those that exist), a word
  /// of bits at a time.
  void addRange(unsigned first, unsigned count) {
    unsigned end = std::min(first + count, NumGrfs);
    if (first >= end)
      return;
    if (first / 64 == (end - 1) / 64) {
      Bits[first / 64] |= bitsFrom(first % 64, end - first);
      return;
    }
    Bits[0] |= ~uint64_t(0) << first;
    Bits[1] |= bitsFrom(0, end - 64);
  }
  /// Adds every register of `other`.
  void add(const GrfMask &other) {
    Bits[0] |= other.Bits[0];
    Bits[1] |= other.Bits[1];
  }
  /// `n` (1 to 64) bits from bit `lo` of a word.
  static uint64_t bitsFrom(unsigned lo, unsigned n) {
    return (n == 64 ? ~uint64_t(0) : (uint64_t(1) << n) - 1) << lo;
  }
  bool empty() const { return !(Bits[0] | Bits[1]); }
  /// Calls f(reg) for each register of the set.
  template <typename F> void forEach(F f) const {
    for (unsigned w = 0; w < 2; ++w)
      for (uint64_t m = Bits[w]; m; m &= m - 1)
        f(w * 64 + unsigned(__builtin_ctzll(m)));
  }
};

} // namespace visa::sim

#endif // VISA_LIB_SIM_GRFMASK_H
