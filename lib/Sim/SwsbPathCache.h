//===- SwsbPathCache.h - Scoreboard checks shared by like threads -*- C++ -*-=//
//
// What SwsbChecker reports for a thread depends only on the instructions
// the thread executes, in order, with their enabled channels (the steps of
// the tree below are keyed by both), as long as none of them has a footprint
// that depends on a0 (after reset() a checker behaves like a fresh one, and
// its messages name offsets, distances and tokens, not threads). Most
// threads of a launch execute the same sequence, so checking each one again
// repeats the same work.
//
// SwsbPathCache keeps the sequences checked so far as a tree, one node per
// step with that step's messages. A thread (SwsbThreadCheck) first follows
// the tree without checking and gives the recorded messages; where its
// sequence leaves the tree, its checker replays the followed prefix
// (dropping the messages, already given) and checks from there on,
// adding the new steps to the tree. From an instruction that depends on a0
// on, the thread is checked directly and nothing is recorded.
//
// A loop whose threads run different trip counts would make each thread
// leave the tree where its count first differs and record the rest of its
// run anew. So where a recording thread jumps back to an instruction it ran
// before on its path, its checker is compared with a snapshot of the state
// after that earlier step (SwsbChecker::sameFuture): when they agree, the
// new node becomes an alias of the earlier one, and every thread reaching
// it goes on from there, the loop folded into a cycle.
//
// Replays start as deep as they can: from the node the thread's checker was
// last in sync with (an ancestor of where the thread is while it follows the
// tree), or from a copy of the checker state kept at some node on the way
// (a snapshot: replays leave one every SnapshotSpacing steps and where they
// end, the places other threads are likely to leave from).
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_SIM_SWSBPATHCACHE_H
#define VISA_LIB_SIM_SWSBPATHCACHE_H

#include "visa/Gen/GenInst.h"
#include "visa/Sim/SwsbChecker.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/Compiler.h"
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace visa::sim {

/// The tree of checked instruction sequences of one kernel launch.
class SwsbPathCache {
public:
  /// `kernel`, the launch's instructions, must outlive the cache.
  explicit SwsbPathCache(llvm::ArrayRef<gen::Inst> kernel);

private:
  friend class SwsbThreadCheck;
  static constexpr uint32_t None = UINT32_MAX;
  /// Recording stops at this many nodes (the tree stays within memory on
  /// long launches whose threads all differ).
  static constexpr size_t MaxNodes = size_t(1) << 21;
  /// A replay keeps a snapshot after this many steps without one.
  static constexpr unsigned SnapshotSpacing = 64;
  /// Snapshots stop at this many (each holds a checker state).
  static constexpr size_t MaxSnapshots = 1024;
  /// How far up a loop head's previous visit is looked for (steps).
  static constexpr unsigned MaxLoopLength = 4096;
  /// A loop head stops being compared after this many comparisons in a row
  /// found different states (each costs a snapshot).
  static constexpr uint8_t MaxFoldMisses = 8;

  struct Node {
    /// The index in Kernel of this step's instruction (0 at the root).
    uint32_t Inst : 29;
    /// Whether Snapshots holds the checker state at this node.
    uint32_t HasSnapshot : 1;
    /// Whether the step gave messages (see ReportsOf).
    uint32_t HasReports : 1;
    /// Whether the step's check on all channels found hazards: a step on
    /// other channels cannot take this node unless its Chans match.
    uint32_t WholeHazard : 1;
    uint32_t Parent;
    uint32_t FirstChild;
    uint32_t NextSibling;
    /// The step's enabled channels if its outcome depended on them, else
    /// ~0u (SwsbChecker::channelKey).
    uint32_t Chans;
    /// The number of steps from the root.
    uint32_t Depth;
    /// An ancestor whose state is the same as this node's (a thread
    /// reaching this node continues there), or None.
    uint32_t Alias;
    /// Where the instruction of FirstChild is, in bytes from the start of
    /// Kernel, if a step on any channels takes it as it is (no messages, no
    /// alias, outcome independent of channels: a child without messages
    /// whose Chans is ~0u found no hazard), else NoPlainNext:
    /// SwsbThreadCheck::stepKnown's one comparison. An offset, not a
    /// pointer: nodes are 32 bytes (launches whose threads differ add one
    /// per step, each new page a fault).
    uint32_t PlainNext;
  };
  /// No PlainNext: no instruction is at this (odd) offset.
  static constexpr uint32_t NoPlainNext = UINT32_MAX;
  /// Node::PlainNext for `inst`, an element of Kernel.
  uint32_t plainNextOf(const gen::Inst &inst) const {
    return uint32_t(reinterpret_cast<uintptr_t>(&inst) -
                    reinterpret_cast<uintptr_t>(Kernel.data()));
  }
  /// Whether a step of `inst` whose channel key `key()` gives (asked only
  /// when the node's outcome depended on the channels) can take node `n`
  /// (an instruction of Kernel).
  template <typename KeyFn>
  bool matches(const Node &n, const gen::Inst &inst, KeyFn key) const {
    if (Kernel.data() + n.Inst != &inst)
      return false;
    return (n.Chans == ~0u && !n.WholeHazard) || n.Chans == key();
  }
  llvm::ArrayRef<gen::Inst> Kernel;
  /// Reserved for MaxNodes up front: never moved, and only the pages that
  /// nodes reach are ever touched.
  std::vector<Node> Nodes;
  std::vector<std::string> Reports;
  /// The messages of the nodes that have some: node -> (first index in
  /// Reports, count).
  llvm::DenseMap<uint32_t, std::pair<uint32_t, uint32_t>> ReportsOf;
  /// Holds the per-instruction analysis all threads' checkers share.
  SwsbChecker Analysis;
  /// Per instruction of Kernel: foldLoop's comparisons in a row that
  /// found different states there.
  std::vector<uint8_t> FoldMisses;
  /// Checker states at some nodes (those with HasSnapshot): node -> state.
  llvm::DenseMap<uint32_t, std::unique_ptr<SwsbChecker>> Snapshots;

  /// Keeps `checker`, whose state is the one at `node`, as its snapshot
  /// unless there are enough.
  void addSnapshot(uint32_t node, const SwsbChecker &checker);

  /// The child of `node` a step of `inst` with channel key `key()` takes,
  /// or None.
  template <typename KeyFn>
  uint32_t findChild(uint32_t node, const gen::Inst &inst, KeyFn key) const {
    for (uint32_t c = Nodes[node].FirstChild; c != None;
         c = Nodes[c].NextSibling)
      if (matches(Nodes[c], inst, key))
        return c;
    return None;
  }
  /// Adds a child of `node` for `inst` on `chans` (~0u if the outcome did
  /// not depend on them) with `reports`; None when full.
  uint32_t addChild(uint32_t node, const gen::Inst &inst, uint32_t chans,
                    bool wholeHazard, llvm::ArrayRef<std::string> reports);
  /// Keeps `reports`, the messages of the new `node` (rare: kept out of
  /// addChild's way).
  LLVM_ATTRIBUTE_NOINLINE void keepReports(uint32_t node,
                                           llvm::ArrayRef<std::string> reports);
  /// The nearest proper ancestor of `node` (not too far up) that stepped
  /// the same instruction, or None.
  uint32_t findPreviousVisit(uint32_t node) const;
  /// Makes `node`, whose state `checker` holds, an alias of the previous
  /// visit of its instruction if that one's snapshot has the same state,
  /// else keeps a snapshot for the next visit. Returns the node a thread
  /// goes on from.
  uint32_t foldLoop(uint32_t node, const SwsbChecker &checker);
};

/// The scoreboard check of one thread: its place in a SwsbPathCache and,
/// once it leaves the known paths, a checker of its own.
class SwsbThreadCheck {
public:
  explicit SwsbThreadCheck(SwsbPathCache &cache)
      : Cache(cache), Nodes(cache.Nodes.data()),
        KernelBase(reinterpret_cast<uintptr_t>(cache.Kernel.data())) {}

  /// Same contract as SwsbChecker::step.
  void step(const gen::Inst &inst, std::vector<std::string> &reports,
            const uint16_t *a0, uint32_t chans = ~0u) {
    if (!(chans == ~0u ? stepKnown(inst) : stepKnownOn(inst, chans)))
      stepSlow(inst, reports, a0, chans);
  }

  /// The common case of step, inline and on any channels: if the newest
  /// child of Node is `inst`'s step, gave no message and did not depend on
  /// the channels, moves there and returns true; else returns false and
  /// does nothing (call stepKnownOn or stepSlow).
  bool stepKnown(const gen::Inst &inst) {
    const SwsbPathCache::Node &n = Nodes[Node];
    // Compared as integers: `inst` need not be an element of the kernel.
    if (M == Mode::Direct ||
        reinterpret_cast<uintptr_t>(&inst) - KernelBase != n.PlainNext)
      return false;
    Node = n.FirstChild;
    M = Mode::Following;
    return true;
  }
  /// stepKnown on some of `inst`'s channels (`chans`, not ~0u): their key
  /// takes a call, kept out of line.
  bool stepKnownOn(const gen::Inst &inst, uint32_t chans);
  /// The rest of step.
  void stepSlow(const gen::Inst &inst, std::vector<std::string> &reports,
                const uint16_t *a0, uint32_t chans);

  /// A new thread starts.
  void reset();

private:
  /// stepKnown for a step whose channel key `key()` gives (asked only
  /// when a child's outcome depended on the channels).
  template <typename KeyFn>
  bool takeNewestChild(const gen::Inst &inst, KeyFn key) {
    if (M == Mode::Direct)
      return false;
    uint32_t child = Cache.Nodes[Node].FirstChild;
    if (child == SwsbPathCache::None)
      return false;
    const SwsbPathCache::Node &n = Cache.Nodes[child];
    if (n.HasReports || n.Alias != SwsbPathCache::None ||
        !Cache.matches(n, inst, key))
      return false;
    Node = child;
    M = Mode::Following;
    return true;
  }

  enum class Mode {
    /// The thread's steps so far are the path to Node; Checker (if made)
    /// is behind, at Synced, and replays the rest of the path when the
    /// thread leaves the tree.
    Following,
    /// Checker is up to date; each step goes to (or is added as) a child
    /// of Node.
    Recording,
    /// Checker is up to date; nothing is recorded.
    Direct
  };
  /// The thread's checker, made when first needed (most threads never
  /// need one: the state is large).
  SwsbChecker &checker();
  /// Brings the checker from Synced (or a snapshot below) to the end of
  /// the path to Node.
  void replayPath();
  /// Gives the messages of the known step `child` and moves there (or to
  /// its alias).
  void follow(uint32_t child, std::vector<std::string> &reports);

  SwsbPathCache &Cache;
  /// Cache.Nodes' elements (never moved).
  const SwsbPathCache::Node *Nodes;
  /// The address of Cache.Kernel's first instruction.
  uintptr_t KernelBase;
  std::unique_ptr<SwsbChecker> Checker;
  Mode M = Mode::Following;
  /// Checker has seen steps since its last reset.
  bool Dirty = false;
  uint32_t Node = 0;
  /// While following: the node whose path Checker has checked (an ancestor
  /// of Node or Node; the root after reset).
  uint32_t Synced = 0;
  /// Node indices of the path being replayed.
  std::vector<uint32_t> Path;
  std::vector<std::string> Ignored;
};

} // namespace visa::sim

#endif // VISA_LIB_SIM_SWSBPATHCACHE_H
