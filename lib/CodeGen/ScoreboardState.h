//===- ScoreboardState.h - What may be in flight, for gen-swsb --*- C++ -*-===//
//
// The abstract state of TGLLP's software scoreboard at one point of a
// function: the in-order instructions issued in the last few in-order slots
// whose accesses may not have completed (by distance: slot 1 is the latest
// in-order instruction), the registers each SBID token's out-of-order
// instruction may still read or write, and whether the previous instruction
// touched an architecture register nothing scoreboards.
//
// A state stands for every path that reaches its point: merging two states
// takes the union (slot by slot, token by token), so a state only grows and
// the dataflow over a function's blocks reaches a fixed point.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_CODEGEN_SCOREBOARDSTATE_H
#define VISA_LIB_CODEGEN_SCOREBOARDSTATE_H

#include "ScoreboardFootprint.h"
#include <array>

namespace visa::gen::swsb {

/// The product's scoreboard facts (GenDeviceInfo.def).
struct Timing {
  explicit Timing(const Product &product)
      : MaxDistance(product.SwsbMaxDistance),
        AluLatency(product.SwsbAluLatency),
        LongLatency(product.SwsbLongLatency), Tokens(product.SwsbTokens) {}
  unsigned MaxDistance, AluLatency, LongLatency, Tokens;
  /// Whether an access of an in-order instruction `distance` in-order
  /// instructions back may not have completed.
  bool pending(unsigned distance, bool isLong) const {
    return distance <= (isLong ? LongLatency : AluLatency);
  }
};

/// Storage bounds, checked against every product of the device table.
constexpr unsigned MaxTokens = 16;
constexpr unsigned WindowSize = 16;
static_assert(largestFact(&Product::SwsbTokens) <= MaxTokens);
static_assert(largestFact(&Product::SwsbLongLatency) < WindowSize);

/// A set of scoreboard units.
class UnitSet {
public:
  static constexpr unsigned Capacity = 192;
  void set(unsigned u) { W[u / 64] |= uint64_t(1) << (u % 64); }
  bool test(unsigned u) const { return (W[u / 64] >> (u % 64)) & 1; }
  void setFirst(unsigned n);
  bool any() const { return W[0] | W[1] | W[2]; }
  bool intersects(const UnitSet &o) const {
    return (W[0] & o.W[0]) | (W[1] & o.W[1]) | (W[2] & o.W[2]);
  }
  /// Whether any of the first `n` units is in the set.
  bool anyBelow(unsigned n) const;
  /// Adds `o`; true if that added a unit.
  bool unite(const UnitSet &o);
  void clear() { W = {}; }

private:
  std::array<uint64_t, 3> W{};
};
static_assert(largestFact(&Product::NumGRF) + 2 <= UnitSet::Capacity);

/// Bytes an in-order instruction still accesses.
struct PendingBytes {
  uint16_t Unit;
  bool Long; ///< issued in the long pipe: pending longer
  uint32_t Mask;
};

/// The in-order instructions issued at one distance, on every path.
struct InOrderSlot {
  llvm::SmallVector<PendingBytes, 4> Writes, Reads;
  /// Some in-order instruction issued here (in the long pipe).
  bool Issued = false, IssuedLong = false;
  /// Indirect operands: any GRF (pending as long as IssuedLong says).
  bool AnyGrfWrite = false, AnyGrfRead = false;
  /// An instruction that may have read and written every register in the
  /// long pipe: a call or return, or the unknown code before a function.
  bool Everything = false;

  /// Adds `o`'s accesses; true if anything was new.
  bool unite(const InOrderSlot &o);
  /// Forgets the accesses of instructions that are not long.
  void dropShort();
};

/// An SBID token's out-of-order instruction: what it may still write and
/// read, and the queue it runs in (ScoreboardInst::Queue; 0 when unknown
/// or when paths disagree).
struct TokenState {
  UnitSet Dst, Src;
  uint64_t Queue = 0;
  bool busy() const { return Dst.any() || Src.any(); }
  /// Adds `o`; true if that added a unit or made the queue unknown.
  bool unite(const TokenState &o);
};

class ScoreboardState {
public:
  /// The slot `distance` in-order instructions back (1 .. WindowSize-1).
  InOrderSlot &slot(unsigned distance) {
    return Ring[(Issued - distance) % WindowSize];
  }
  const InOrderSlot &slot(unsigned distance) const {
    return Ring[(Issued - distance) % WindowSize];
  }
  /// A new in-order instruction issues: `s` becomes slot 1.
  void push(InOrderSlot s, const Timing &timing);
  /// RegDist `distance`: that in-order instruction and all older ones are
  /// complete.
  void completeFrom(unsigned distance);
  /// The tokens whose instructions may still be running.
  uint32_t busyTokens() const;
  /// Adds what `o` may have in flight; true if anything was new.
  bool unite(const ScoreboardState &o);

  std::array<TokenState, MaxTokens> Tokens;
  /// The latest instruction accessed an architecture register that nothing
  /// scoreboards: the next one waits for it.
  bool AfterDrain = false;

private:
  std::array<InOrderSlot, WindowSize> Ring;
  uint32_t Issued = 0;
};

} // namespace visa::gen::swsb

#endif // VISA_LIB_CODEGEN_SCOREBOARDSTATE_H
