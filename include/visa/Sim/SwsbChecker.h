//===- SwsbChecker.h - TGLLP software scoreboard checking -------*- C++ -*-===//
//
// On Gen12 (TGLLP) the hardware does not track register dependencies: every
// instruction carries software-scoreboard (SWSB) annotations that make its
// register accesses safe. SwsbChecker follows one hardware thread through
// the instructions it executes, in execution order, and reports every GRF
// access the annotations leave unsafe.
//
// Model (facts from IGC's SWSB generator and IGA's SWSB analysis for the
// single-distance-pipe encoding of Gen12LP):
//  - In-order instructions (every ALU and branch instruction; not send,
//    sendc, math, sync, nop, halt) are numbered in issue order. `@N` waits
//    until the N-th previous in-order instruction and all older ones have
//    completed. A result is assumed ready once 11 further in-order
//    instructions issued (15 for instructions with a 64-bit destination);
//    a dependent access inside that window needs an `@N` covering it.
//    Hazards: a GRF read of a pending in-order write (RAW); a write by a
//    send/math of a pending in-order instruction's source (WAR) or
//    destination (WAW); a write by a non-64-bit instruction of a pending
//    64-bit instruction's destination (WAW: the long pipe finishes later).
//    Reads and writes inside the same in-order pipe need nothing else.
//  - Out-of-order instructions (send, sendc, math) set a token `$N`. A later
//    read or write of their destination needs `$N.dst` (RAW, WAW); a later
//    write of their sources needs `$N.src` or `$N.dst` (WAR) unless both are
//    sends to the same shared function (same SLM-ness) or both math, with
//    the same predicate and execution mask; such a same-pipe read or write
//    also runs after the earlier read, so waiting for it covers that read.
//    Non-math readers of a math destination conflict at whole-register
//    granularity (TGLLP read suppression). `sync.nop` carries waits;
//    `sync.allrd` / `sync.allwr` wait for the sources / everything of all
//    (or the listed) tokens; setting a token that is still busy waits for
//    its previous user.
//  - Accessing ce, sp, sr, cr, ip, tm or dbg needs all in-order
//    instructions complete before it, and the instruction after it needs
//    `@1`.
//  - Channels the execution mask disables neither write nor use what they
//    read: an out-of-order instruction's pending bytes are those of its
//    enabled channels (per-channel ALU regions; the per-lane address plane
//    of header-less data-port messages; other send payloads whole), and an
//    access with disabled channels that conflicts on all channels is
//    checked again on its enabled ones. In-order writes and reads stay
//    recorded on all channels (conservative). Read suppression is the
//    exception: it compares the whole registers the reader's regions cover.
//  - Only GRF dependencies are checked: the hardware handles the
//    accumulator, flag and address registers between in-order instructions,
//    and IGC tracks nothing else on TGLLP.
//  - A non-sequential instruction pointer (a taken branch, call or return)
//    is treated as draining the in-order pipes: IGC computes distances along
//    the code layout only, which is safe only under that assumption.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_SIM_SWSBCHECKER_H
#define VISA_SIM_SWSBCHECKER_H

#include "visa/Gen/GenInst.h"
#include "llvm/ADT/ArrayRef.h"
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace visa::sim {

class SwsbChecker {
public:
  SwsbChecker();
  ~SwsbChecker();
  SwsbChecker(const SwsbChecker &other);
  SwsbChecker &operator=(const SwsbChecker &other);

  /// Forgets everything: a new thread starts.
  void reset();

  /// Checks `inst`, executed next by the thread, against the work still in
  /// flight, then records it. Appends one message per unsafe access, e.g.
  /// "offset 0x1a0: r12 read by 'add' while written by 'send' at 0x150
  /// without $3.dst". `a0`, when given, holds a0.0-a0.15 (as words) at the
  /// time `inst` executes; it resolves indirect operands and descriptors in
  /// a0. Without it indirect operands are not checked. `chans` has bit i
  /// set when channel i of `inst` (from its channel offset) is enabled, or
  /// is ~0u for all of them: disabled channels' bytes are not accesses
  /// (an instruction writes only its enabled channels and ignores what it
  /// reads for the others), so in divergent code accesses by disjoint
  /// channels do not conflict.
  void step(const gen::Inst &inst, std::vector<std::string> &reports,
            const uint16_t *a0 = nullptr, uint32_t chans = ~0u);

  /// Number of messages `step` has produced since the last reset.
  uint64_t getNumReports() const;

  /// Optional: the whole kernel, so that `step` computes the register
  /// footprint of each instruction once, when it first executes (those
  /// depending on a0 are recomputed every time). Kept
  /// across reset(), shared by copies; `step` recognises an instruction
  /// of the kernel by its address in `insts` (which must outlive the
  /// checker), so call it again for another kernel.
  void setKernel(llvm::ArrayRef<gen::Inst> insts);
  // Support for sharing checks between threads (SwsbPathCache): what a
  // step does depends on its enabled channels only for an out-of-order
  // instruction whose footprint they narrow (its pending work is taken on
  // those channels), or for a step whose check on all channels finds
  // hazards (then rechecked on its enabled channels).

  /// ~0u if `chans` cannot change `step` on `inst` whatever the state:
  /// all channels, or an out-of-order instruction they leave whole; else
  /// `chans`.
  uint32_t channelKey(const gen::Inst &inst, uint32_t chans);
  /// What the last step's outcome depended on.
  struct StepDependence {
    /// It used its enabled channels.
    bool Keyed = false;
    /// Its check on all channels found hazards.
    bool WholeHazard = false;
    /// Its instruction is not an element of the kernel given to setKernel
    /// whose footprint does not depend on a0: unless so, a step depends on
    /// nothing but the instructions (and channels) stepped since the last
    /// reset.
    bool NeedsA0 = false;
  };
  const StepDependence &lastStep() const;
  /// Whether every later sequence of steps gives the same messages from
  /// this checker's state as from `other`'s (exact: same pending work at the
  /// same in-order distances and epochs, same divergence records), though
  /// the two may have come there along different paths. Threads whose loops
  /// run different trip counts reach such states (SwsbPathCache).
  bool sameFuture(const SwsbChecker &other) const;
  /// Uses the kernel analysis of `other` (see setKernel).
  void shareKernel(const SwsbChecker &other);
  /// A checker that only holds the analysis of `insts` (see setKernel) for
  /// shareKernel and channelKey: it has no state (sparing a fresh state's
  /// memory), so it must not step.
  static SwsbChecker analysisOf(llvm::ArrayRef<gen::Inst> insts);

  // Support for checking a kernel without running it (SwsbStaticCheck).

  /// Marks every issued in-order instruction complete (control arrived
  /// through a taken branch).
  void drainInOrder();
  /// Adds the out-of-order work `other` has in flight to this checker's:
  /// afterwards both are possible. Returns true if anything was added.
  bool joinOutOfOrder(const SwsbChecker &other);
  /// Replaces this checker's out-of-order state by `other`'s.
  void copyOutOfOrder(const SwsbChecker &other);

private:
  struct State;
  struct KernelInfo;
  struct WithoutState {};
  explicit SwsbChecker(WithoutState);
  std::unique_ptr<State> S;
  std::shared_ptr<KernelInfo> Kernel;
};

} // namespace visa::sim

#endif // VISA_SIM_SWSBCHECKER_H
