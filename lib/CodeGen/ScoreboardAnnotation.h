//===- ScoreboardAnnotation.h - Waits as SWSB fields and syncs --*- C++ -*-===//
//
// Turns the waits an instruction needs into its own SWSB annotation and the
// `sync` instructions that must precede it. TGLLP's single-distance
// encoding (IGA's SingleDistPipe) holds one RegDist and one SBID field:
//  - an in-order instruction carries `@N`, or `$N.dst` or `$N.src`, or
//    `@N` together with `$N.dst`;
//  - a send or math carries `$N` (the token it sets), optionally with
//    `@N`; it cannot also wait for another token (setting a token waits
//    for that token's previous instruction). The end-of-thread send sets
//    no token and carries `@N` or one token wait;
// every other token wait goes into a `sync.nop` before the instruction, or,
// for several of a kind, one `sync.allwr` / `sync.allrd` listing the tokens.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_CODEGEN_SCOREBOARDANNOTATION_H
#define VISA_LIB_CODEGEN_SCOREBOARDANNOTATION_H

#include "ScoreboardRules.h"

namespace visa::gen::swsb {

/// A sync instruction: its function, the token mask of sync.allrd and
/// sync.allwr (0 for sync.nop: a null operand), and its annotation.
struct SyncWait {
  SyncFn Function = SyncFn::Nop;
  uint32_t Mask = 0;
  Swsb Sb;
};

struct Annotation {
  Swsb Sb;
  llvm::SmallVector<SyncWait, 2> Syncs;
};

/// The annotation and syncs that make `inst` wait for `w`; the distance is
/// capped at `maxDistance` (waiting for a newer in-order instruction also
/// waits for the older ones).
Annotation annotate(const Waits &w, const ScoreboardInst &inst,
                    unsigned maxDistance);

/// The sync instruction of `s`.
InstData makeSync(const SyncWait &s);

} // namespace visa::gen::swsb

#endif // VISA_LIB_CODEGEN_SCOREBOARDANNOTATION_H
