//===- SwsbPathCache.h - Scoreboard checks shared by like threads -*- C++ -*-=//
//
// What SwsbChecker reports for a thread depends only on the instructions
// the thread executes, in order, as long as none of them has a footprint
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
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_SIM_SWSBPATHCACHE_H
#define VISA_LIB_SIM_SWSBPATHCACHE_H

#include "visa/Gen/GenInst.h"
#include "visa/Sim/SwsbChecker.h"
#include "llvm/ADT/ArrayRef.h"
#include <cstdint>
#include <string>
#include <vector>

namespace visa::sim {

/// The tree of checked instruction sequences of one kernel launch.
class SwsbPathCache {
public:
  SwsbPathCache();

private:
  friend class SwsbThreadCheck;
  static constexpr uint32_t None = UINT32_MAX;
  /// Recording stops at this many nodes (the tree stays within memory on
  /// long launches whose threads all differ).
  static constexpr size_t MaxNodes = size_t(1) << 22;

  struct Node {
    /// The instruction of this step (null at the root).
    const gen::Inst *Inst;
    uint32_t Parent;
    uint32_t FirstChild = None;
    uint32_t NextSibling = None;
    /// This step's messages: Reports[FirstReport, FirstReport + NumReports).
    uint32_t FirstReport = 0;
    uint32_t NumReports = 0;
  };
  std::vector<Node> Nodes;
  std::vector<std::string> Reports;

  /// The child of `node` for `inst`, or None.
  uint32_t findChild(uint32_t node, const gen::Inst &inst) const {
    for (uint32_t c = Nodes[node].FirstChild; c != None;
         c = Nodes[c].NextSibling)
      if (Nodes[c].Inst == &inst)
        return c;
    return None;
  }
  /// Adds a child of `node` for `inst` with `reports`; None when full.
  uint32_t addChild(uint32_t node, const gen::Inst &inst,
                    llvm::ArrayRef<std::string> reports);
};

/// The scoreboard check of one thread: a checker and its place in a
/// SwsbPathCache.
class SwsbThreadCheck {
public:
  explicit SwsbThreadCheck(SwsbPathCache &cache) : Cache(cache) {}

  /// The kernel analysis (see SwsbChecker::setKernel / shareKernel).
  SwsbChecker &checker() { return Checker; }

  /// Same contract as SwsbChecker::step.
  void step(const gen::Inst &inst, std::vector<std::string> &reports,
            const uint16_t *a0) {
    // The common case inline: the newest child of Node is `inst`'s step
    // and gave no message.
    if (M != Mode::Direct) {
      uint32_t child = Cache.Nodes[Node].FirstChild;
      if (child != SwsbPathCache::None) {
        const SwsbPathCache::Node &n = Cache.Nodes[child];
        if (n.Inst == &inst && !n.NumReports) {
          Node = child;
          M = Mode::Following;
          return;
        }
      }
    }
    stepSlow(inst, reports, a0);
  }

  /// A new thread starts.
  void reset();

private:
  enum class Mode {
    /// The thread's steps so far are the path to Node; Checker has not
    /// seen them.
    Following,
    /// Checker is up to date; each step goes to (or is added as) a child
    /// of Node.
    Recording,
    /// Checker is up to date; nothing is recorded.
    Direct
  };
  void stepSlow(const gen::Inst &inst, std::vector<std::string> &reports,
                const uint16_t *a0);
  /// Brings Checker to the end of the path to Node.
  void replayPath();
  /// Gives the messages of the known step `child` and moves there.
  void follow(uint32_t child, std::vector<std::string> &reports);

  SwsbPathCache &Cache;
  SwsbChecker Checker;
  Mode M = Mode::Following;
  /// Checker has seen steps since its last reset.
  bool Dirty = false;
  uint32_t Node = 0;
  std::vector<const gen::Inst *> Path;
  std::vector<std::string> Ignored;
};

} // namespace visa::sim

#endif // VISA_LIB_SIM_SWSBPATHCACHE_H
