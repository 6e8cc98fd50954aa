//===- SwsbPathCache.cpp - Scoreboard checks shared by like threads -------===//
//
// Following, extending and replaying the tree of checked instruction
// sequences; see SwsbPathCache.h.
//
//===----------------------------------------------------------------------===//

#include "SwsbPathCache.h"

using namespace visa::gen;
using namespace visa::sim;

SwsbPathCache::SwsbPathCache() {
  Nodes.reserve(4096);
  Nodes.push_back(Node{nullptr, None});
}

uint32_t SwsbPathCache::addChild(uint32_t node, const Inst &inst,
                                 llvm::ArrayRef<std::string> reports) {
  if (Nodes.size() >= MaxNodes)
    return None;
  Node child{&inst, node};
  child.NextSibling = Nodes[node].FirstChild;
  child.FirstReport = uint32_t(Reports.size());
  child.NumReports = uint32_t(reports.size());
  if (!reports.empty())
    Reports.insert(Reports.end(), reports.begin(), reports.end());
  uint32_t index = uint32_t(Nodes.size());
  Nodes.push_back(child);
  Nodes[node].FirstChild = index;
  return index;
}

void SwsbThreadCheck::reset() {
  // A thread that only followed the tree left the checker untouched.
  if (Dirty)
    Checker.reset();
  Dirty = false;
  M = Mode::Following;
  Node = 0;
}

void SwsbThreadCheck::replayPath() {
  if (Dirty)
    Checker.reset();
  Dirty = true;
  Path.clear();
  for (uint32_t n = Node; n != 0; n = Cache.Nodes[n].Parent)
    Path.push_back(Cache.Nodes[n].Inst);
  // The path's instructions do not depend on a0 (never recorded if so).
  for (auto it = Path.rbegin(); it != Path.rend(); ++it) {
    Checker.step(**it, Ignored);
    Ignored.clear();
  }
}

void SwsbThreadCheck::follow(uint32_t child,
                             std::vector<std::string> &reports) {
  const SwsbPathCache::Node &n = Cache.Nodes[child];
  if (n.NumReports)
    reports.insert(reports.end(), Cache.Reports.begin() + n.FirstReport,
                   Cache.Reports.begin() + n.FirstReport + n.NumReports);
  Node = child;
  M = Mode::Following;
}

void SwsbThreadCheck::stepSlow(const Inst &inst,
                               std::vector<std::string> &reports,
                               const uint16_t *a0) {
  if (M != Mode::Direct) {
    // Known steps, including those another thread recorded meanwhile.
    uint32_t child = Cache.findChild(Node, inst);
    if (child != SwsbPathCache::None) {
      follow(child, reports);
      return;
    }
    if (M == Mode::Following) {
      replayPath();
      M = Mode::Recording;
    }
    if (Checker.needsA0(inst))
      M = Mode::Direct;
  }
  if (M == Mode::Direct) {
    Checker.step(inst, reports, a0);
    return;
  }
  size_t before = reports.size();
  Checker.step(inst, reports, a0);
  uint32_t child = Cache.addChild(
      Node, inst, llvm::ArrayRef<std::string>(reports).drop_front(before));
  if (child == SwsbPathCache::None)
    M = Mode::Direct;
  else
    Node = child;
}
