//===- ScoreboardRules.h - Which accesses must wait, for gen-swsb -*- C++ -*-===//
//
// The dependences TGLLP's software scoreboard leaves to the compiler, as
// a function of what may be in flight (ScoreboardState) and of the next
// instruction's pipe and footprint:
//  - in-order results: a read of bytes an in-order instruction may still
//    write waits for it with a RegDist (RAW); so does a send or math that
//    writes bytes an in-order instruction may still read or write (WAR,
//    WAW), and an in-order write of bytes a long-pipe instruction may still
//    write (WAW: the long pipe finishes later). In-order reads and writes
//    of the same pipe are otherwise ordered by the hardware, and so are
//    in-order accesses to a0 and the accumulators;
//  - out-of-order results: a read or write of a register a token's
//    instruction may still write waits for `$N.dst` (RAW, WAW); a write of
//    a register it may still read waits for `$N.src` (WAR), unless the
//    writer is a send or math of the same queue (ScoreboardInst::Queue);
//  - architecture registers nothing scoreboards (cr0, sr0, ...): their
//    access waits for every in-order instruction, and the next instruction
//    for it.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_CODEGEN_SCOREBOARDRULES_H
#define VISA_LIB_CODEGEN_SCOREBOARDRULES_H

#include "ScoreboardState.h"

namespace visa::gen::swsb {

/// What an instruction must wait for before it issues.
struct Waits {
  /// The nearest in-order instruction (by distance) it depends on, 0 if
  /// none. Not capped at the encodable distance.
  unsigned Distance = 0;
  /// Tokens whose instruction must have completed (`$N.dst`), and tokens
  /// whose instruction must have read its sources (`$N.src`).
  uint32_t DstTokens = 0, SrcTokens = 0;
};

/// The instruction (its footprint and pipe) as the rules see it.
struct ScoreboardInst {
  Footprint Fp;
  Pipe P = Pipe::None;
  /// The token an out-of-order instruction sets, -1 for none (the end of
  /// thread), Unassigned until the pass chooses it.
  static constexpr int Unassigned = -2;
  int Token = -1;
  /// A call or return: everything in flight completes before it, and
  /// after it anything may be in flight in the in-order pipe.
  bool CallOrReturn = false;
  /// Out-of-order instructions of one queue run in order: a later one's
  /// writes cannot overtake an earlier one's source reads. The key names
  /// the queue (the shared function, SLM or not; or math) with the
  /// predicate and channels (IGC's WARDepRequired asks for both to match);
  /// 0: no queue known.
  uint64_t Queue = 0;
};

/// The queue key of out-of-order instruction `inst` (0 if unknown).
uint64_t queueKey(const Product &product, const Inst &inst);

class ScoreboardRules {
public:
  ScoreboardRules(const UnitLayout &units, const Timing &timing)
      : Units(units), Time(timing) {}

  /// What `inst` must wait for in `s`.
  Waits required(const ScoreboardState &s, const ScoreboardInst &inst) const;
  /// Applies waits: RegDist `distance` (as encoded; 0: none) and tokens.
  void apply(ScoreboardState &s, unsigned distance, uint32_t dstTokens,
             uint32_t srcTokens) const;
  /// Records `inst` issuing in `s` (after its waits).
  void record(ScoreboardState &s, const ScoreboardInst &inst) const;

  const UnitLayout &units() const { return Units; }
  const Timing &timing() const { return Time; }

private:
  /// The nearest in-order instruction with pending accesses conflicting
  /// with an access of `unit` (`mask`) by `inst` (`write`), or 0.
  unsigned nearestInOrder(const ScoreboardState &s, const ScoreboardInst &inst,
                          bool write, unsigned unit, uint32_t mask) const;
  /// The nearest in-order instruction that may still run at all, or 0.
  unsigned nearestIssued(const ScoreboardState &s) const;

  const UnitLayout &Units;
  const Timing &Time;
};

} // namespace visa::gen::swsb

#endif // VISA_LIB_CODEGEN_SCOREBOARDRULES_H
