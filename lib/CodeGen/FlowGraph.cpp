//===- FlowGraph.cpp - The paths a Gen thread's instruction pointer takes -===//
//
// Registers are shared by all channels of a thread, so what matters to
// liveness is where the instruction pointer goes, not where one channel
// goes. Besides the successor blocks the IR names (a goto's target and its
// fall-through, a jmpi's target), a goto whose channels all left jumps to
// its JIP, the nearest join after it, and a join that enables no channel
// jumps to the next join. A ret returns after every call.
//
// Divergence, in layout order: after a goto and before its target join the
// channels that took it wait; a backward goto's loop body runs with the
// channels that left waiting after it; and a loop whose back edge is itself
// inside such a region repeats code while channels wait, so its whole body
// is divergent too. Every instruction of a function that is not a kernel
// may run with some channels disabled.
//
// Loop depth (for spill costs) counts the back edges whose range holds a
// block.
//
//===----------------------------------------------------------------------===//

#include "RegAllocModel.h"
#include "HardwareFlow.h"
#include "llvm/ADT/DenseMap.h"

using namespace mlir;
using namespace visa::gen;
using namespace visa::gen::ra;

namespace {

void addEdge(Model &m, uint32_t from, uint32_t to) {
  auto &succs = m.Blocks[from].Succs;
  if (llvm::is_contained(succs, to))
    return;
  succs.push_back(to);
  m.Blocks[to].Preds.push_back(from);
}

} // namespace

void ra::buildFlowGraph(Model &m) {
  llvm::DenseMap<Block *, uint32_t> indexOf;
  for (uint32_t b = 0; b < m.Blocks.size(); ++b)
    indexOf[m.Blocks[b].B] = b;
  uint32_t numInstrs = uint32_t(m.Instrs.size());

  // The next join at or after each position (numInstrs: none).
  std::vector<uint32_t> nextJoin(numInstrs + 1, numInstrs);
  for (uint32_t i = numInstrs; i-- > 0;)
    nextJoin[i] = isJoinPoint(getOpcode(m.Instrs[i].Op)) ? i : nextJoin[i + 1];

  std::vector<uint32_t> returnPoints;
  std::vector<uint32_t> returnBlocks;
  for (uint32_t b = 0; b < m.Blocks.size(); ++b) {
    BlockInfo &info = m.Blocks[b];
    Operation *term = info.B->empty() ? nullptr : &info.B->back();
    if (term)
      for (Block *s : term->getSuccessors())
        addEdge(m, b, indexOf.lookup(s));
    for (uint32_t i = info.Begin; i < info.End; ++i) {
      Opcode op = getOpcode(m.Instrs[i].Op);
      uint32_t jip = numInstrs;
      if (isDivergentBranch(op))
        jip = nextJoin[i + 1];
      else if (isJoinPoint(op))
        jip = nextJoin[i + 1];
      if (jip < numInstrs)
        addEdge(m, b, m.Instrs[jip].Block);
      OpForm form = getForm(op);
      if (form == OpForm::Call && b + 1 < m.Blocks.size())
        returnPoints.push_back(b + 1);
      if (form == OpForm::Ret)
        returnBlocks.push_back(b);
    }
  }
  for (uint32_t from : returnBlocks)
    for (uint32_t to : returnPoints)
      addEdge(m, from, to);

  // Divergent ranges of positions.
  std::vector<bool> divergent(numInstrs, !m.Func.getKernel());
  auto mark = [&](uint32_t from, uint32_t to) {
    for (uint32_t i = from; i < to && i < numInstrs; ++i)
      divergent[i] = true;
  };
  // Subroutines (laid out after the code that calls them) may be called
  // with channels parked.
  for (uint32_t i = 0; i < numInstrs; ++i) {
    Operation *op = m.Instrs[i].Op;
    if (getForm(getOpcode(op)) == OpForm::Call && op->getNumSuccessors())
      mark(m.Blocks[indexOf.lookup(op->getSuccessor(0))].Begin, numInstrs);
  }
  struct BackEdge {
    uint32_t Target, Branch;
  };
  std::vector<BackEdge> backEdges;
  for (const BlockInfo &info : m.Blocks) {
    if (info.Begin == info.End)
      continue;
    uint32_t g = info.End - 1;
    Operation *term = m.Instrs[g].Op;
    if (term != &info.B->back())
      continue;
    Opcode op = getOpcode(term);
    // A return goes back to its calls: no loop.
    if (getForm(op) == OpForm::Ret)
      continue;
    for (unsigned s = 0; s < term->getNumSuccessors(); ++s) {
      uint32_t t = m.Blocks[indexOf.lookup(term->getSuccessor(s))].Begin;
      if (t <= g)
        backEdges.push_back({t, g});
      if (s != 0 || !isDivergentBranch(op))
        continue;
      if (t > g)
        mark(g + 1, t);
      else
        mark(t, g + 2); // the body and the join after the branch
    }
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (const BackEdge &e : backEdges) {
      if (!divergent[e.Branch])
        continue;
      for (uint32_t i = e.Target; i <= e.Branch; ++i)
        if (!divergent[i]) {
          divergent[i] = true;
          changed = true;
        }
    }
  }
  for (uint32_t i = 0; i < numInstrs; ++i)
    m.Instrs[i].Divergent = divergent[i];

  for (const BackEdge &e : backEdges) {
    uint32_t first = e.Target < numInstrs ? m.Instrs[e.Target].Block
                                          : uint32_t(m.Blocks.size());
    uint32_t last = m.Instrs[e.Branch].Block;
    for (uint32_t b = first; b <= last && b < m.Blocks.size(); ++b)
      ++m.Blocks[b].LoopDepth;
  }
}
