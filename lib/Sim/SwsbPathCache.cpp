//===- SwsbPathCache.cpp - Scoreboard checks shared by like threads -------===//
//
// Following, extending and replaying the tree of checked instruction
// sequences; see SwsbPathCache.h.
//
//===----------------------------------------------------------------------===//

#include "SwsbPathCache.h"

using namespace visa::gen;
using namespace visa::sim;

SwsbPathCache::SwsbPathCache(llvm::ArrayRef<Inst> kernel)
    : Kernel(kernel), Analysis(SwsbChecker::analysisOf(kernel)) {
  Nodes.reserve(MaxNodes);
  FoldMisses.assign(kernel.size(), 0);
  Nodes.push_back(Node{0, 0, 0, 0, None, None, None, ~0u, 0, None, NoPlainNext});
}

void SwsbPathCache::addSnapshot(uint32_t node, const SwsbChecker &checker) {
  if (Snapshots.size() >= MaxSnapshots)
    return;
  Snapshots[node] = std::make_unique<SwsbChecker>(checker);
  Nodes[node].HasSnapshot = 1;
}

uint32_t SwsbPathCache::addChild(uint32_t node, const Inst &inst,
                                 uint32_t chans, bool wholeHazard,
                                 llvm::ArrayRef<std::string> reports) {
  if (Nodes.size() >= MaxNodes)
    return None;
  uint32_t index = uint32_t(Nodes.size());
  // Recorded instructions are elements of Kernel (see
  // SwsbChecker::StepDependence::NeedsA0).
  uint32_t at = uint32_t(&inst - Kernel.data());
  Node &parent = Nodes[node];
  Nodes.push_back(Node{at, 0, !reports.empty(), wholeHazard, node, None,
                       parent.FirstChild, chans, parent.Depth + 1, None,
                       NoPlainNext});
  parent.FirstChild = index;
  parent.PlainNext =
      reports.empty() && chans == ~0u ? plainNextOf(inst) : NoPlainNext;
  if (!reports.empty())
    keepReports(index, reports);
  return index;
}

void SwsbPathCache::keepReports(uint32_t node,
                                llvm::ArrayRef<std::string> reports) {
  ReportsOf[node] = {uint32_t(Reports.size()), uint32_t(reports.size())};
  Reports.insert(Reports.end(), reports.begin(), reports.end());
}

uint32_t SwsbPathCache::findPreviousVisit(uint32_t node) const {
  uint32_t inst = Nodes[node].Inst;
  uint32_t at = Nodes[node].Parent;
  for (unsigned steps = 0; at != 0 && steps < MaxLoopLength; ++steps) {
    if (Nodes[at].Inst == inst)
      return at;
    at = Nodes[at].Parent;
  }
  return None;
}

uint32_t SwsbPathCache::foldLoop(uint32_t node, const SwsbChecker &checker) {
  uint8_t &misses = FoldMisses[Nodes[node].Inst];
  if (misses >= MaxFoldMisses)
    return node;
  uint32_t previous = findPreviousVisit(node);
  if (previous == None)
    return node;
  if (Nodes[previous].HasSnapshot) {
    if (checker.sameFuture(*Snapshots.find(previous)->second)) {
      Nodes[node].Alias = previous;
      Nodes[Nodes[node].Parent].PlainNext = NoPlainNext;
      misses = 0;
      return previous;
    }
    ++misses;
  }
  addSnapshot(node, checker);
  return node;
}

SwsbChecker &SwsbThreadCheck::checker() {
  if (!Checker) {
    Checker = std::make_unique<SwsbChecker>();
    Checker->shareKernel(Cache.Analysis);
  }
  return *Checker;
}

void SwsbThreadCheck::reset() {
  // A thread that only followed the tree left the checker untouched.
  if (Dirty)
    Checker->reset();
  Dirty = false;
  M = Mode::Following;
  Node = 0;
  Synced = 0;
}

void SwsbThreadCheck::replayPath() {
  SwsbChecker &checker = this->checker();
  Dirty = true;
  // Up from Node to where the checker can start: Synced, unless a snapshot
  // comes first.
  Path.clear();
  uint32_t from = Node;
  while (from != Synced && !Cache.Nodes[from].HasSnapshot) {
    Path.push_back(from);
    from = Cache.Nodes[from].Parent;
  }
  if (from != Synced)
    checker = *Cache.Snapshots.find(from)->second;
  // The path's instructions do not depend on a0 (never recorded if so).
  unsigned sinceSnapshot = 0;
  for (auto it = Path.rbegin(); it != Path.rend(); ++it) {
    const SwsbPathCache::Node &n = Cache.Nodes[*it];
    checker.step(Cache.Kernel[n.Inst], Ignored, nullptr, n.Chans);
    Ignored.clear();
    if (++sinceSnapshot == SwsbPathCache::SnapshotSpacing ||
        it + 1 == Path.rend()) {
      if (!n.HasSnapshot)
        Cache.addSnapshot(*it, checker);
      sinceSnapshot = 0;
    }
  }
  Synced = Node;
}

void SwsbThreadCheck::follow(uint32_t child,
                             std::vector<std::string> &reports) {
  if (Cache.Nodes[child].HasReports) {
    std::pair<uint32_t, uint32_t> r = Cache.ReportsOf.lookup(child);
    reports.insert(reports.end(), Cache.Reports.begin() + r.first,
                   Cache.Reports.begin() + r.first + r.second);
  }
  Node = child;
  M = Mode::Following;
  uint32_t alias = Cache.Nodes[child].Alias;
  if (alias == SwsbPathCache::None)
    return;
  // The alias is an ancestor of `child`, as is Synced: the checker can
  // replay from Synced only if that is above the alias too.
  Node = alias;
  if (Cache.Nodes[Synced].Depth > Cache.Nodes[alias].Depth) {
    if (Dirty)
      Checker->reset();
    Dirty = false;
    Synced = 0;
  }
}

bool SwsbThreadCheck::stepKnownOn(const Inst &inst, uint32_t chans) {
  return takeNewestChild(
      inst, [&] { return Cache.Analysis.channelKey(inst, chans); });
}

void SwsbThreadCheck::stepSlow(const Inst &inst,
                               std::vector<std::string> &reports,
                               const uint16_t *a0, uint32_t chans) {
  if (M != Mode::Direct) {
    // Known steps, including those another thread recorded meanwhile.
    // The key, once asked (a step on all channels has key ~0u).
    uint32_t key = chans;
    bool keyKnown = chans == ~0u;
    uint32_t child = Cache.findChild(Node, inst, [&] {
      if (!keyKnown)
        key = Cache.Analysis.channelKey(inst, chans);
      keyKnown = true;
      return key;
    });
    if (child != SwsbPathCache::None) {
      follow(child, reports);
      return;
    }
    if (M == Mode::Following) {
      replayPath();
      M = Mode::Recording;
    }
  }
  if (M == Mode::Direct) {
    Checker->step(inst, reports, a0, chans);
    return;
  }
  size_t before = reports.size();
  Checker->step(inst, reports, a0, chans);
  const SwsbChecker::StepDependence &last = Checker->lastStep();
  if (last.NeedsA0) {
    M = Mode::Direct;
    return;
  }
  // A jump back (to `inst` or before it: the kernel is in offset order)
  // may close a loop.
  uint32_t at = uint32_t(&inst - Cache.Kernel.data());
  bool jumpedBack = Node != 0 && at <= Cache.Nodes[Node].Inst;
  uint32_t child = Cache.addChild(
      Node, inst, last.Keyed ? chans : ~0u, last.WholeHazard,
      llvm::ArrayRef<std::string>(reports).drop_front(before));
  if (child == SwsbPathCache::None) {
    M = Mode::Direct;
    return;
  }
  Node = Synced = jumpedBack ? Cache.foldLoop(child, *Checker) : child;
}
