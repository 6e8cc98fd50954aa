//===- ScoreboardSolver.cpp - gen-swsb over a control-flow graph ----------===//
//
// The dataflow, token choice and annotation walk of ScoreboardSolver.h.
//
//===----------------------------------------------------------------------===//

#include "ScoreboardSolver.h"
#include "llvm/ADT/bit.h"
#include <algorithm>

using namespace visa::gen;
using namespace visa::gen::swsb;

namespace {

class Solver {
public:
  Solver(const Product &product, std::vector<ScoreboardBlock> &blocks)
      : Units(product), Time(product), Rules(Units, Time), Blocks(blocks),
        In(blocks.size()), Reached(blocks.size(), false) {}

  void propagate(EntryKind entry);
  std::vector<std::vector<Annotation>> annotateAll();

private:
  /// The waits of `inst` in `s`, applied; then `inst` recorded.
  Annotation step(ScoreboardState &s, ScoreboardInst &inst);
  /// A token for an out-of-order instruction issuing in `s` that has to
  /// wait for the instructions of the tokens `completed` to complete.
  int chooseToken(const ScoreboardState &s, uint32_t completed);

  UnitLayout Units;
  Timing Time;
  ScoreboardRules Rules;
  std::vector<ScoreboardBlock> &Blocks;
  std::vector<ScoreboardState> In;
  std::vector<bool> Reached;
  /// When each token was last given out (0: never).
  std::array<uint64_t, MaxTokens> LastGiven{};
  uint64_t Given = 0;
};

int Solver::chooseToken(const ScoreboardState &s, uint32_t completed) {
  // Setting a token waits for its previous instruction to complete: one
  // the instruction has to wait for anyway costs nothing more. (Not one
  // it only waits to have read its sources: a send reusing that token
  // would wait for the whole message, not its payload read.)
  if (completed) {
    unsigned t = unsigned(llvm::countr_zero(completed));
    LastGiven[t] = ++Given;
    return int(t);
  }
  uint32_t busy = s.busyTokens();
  auto isFree = [&](unsigned t) { return !(busy & (1u << t)); };
  unsigned best = 0;
  for (unsigned t = 1; t < Time.Tokens; ++t)
    if ((isFree(t) && !isFree(best)) ||
        (isFree(t) == isFree(best) && LastGiven[t] < LastGiven[best]))
      best = t;
  LastGiven[best] = ++Given;
  return int(best);
}

Annotation Solver::step(ScoreboardState &s, ScoreboardInst &inst) {
  Waits w = Rules.required(s, inst);
  if (inst.Token == ScoreboardInst::Unassigned)
    inst.Token = chooseToken(s, w.DstTokens);
  Annotation a = annotate(w, inst, Time.MaxDistance);
  Rules.apply(s, a.Sb.Dist, w.DstTokens, w.SrcTokens);
  Rules.record(s, inst);
  return a;
}

void Solver::propagate(EntryKind entry) {
  if (Blocks.empty())
    return;
  // The states of entry points.
  ScoreboardState unknownCaller;
  InOrderSlot everything;
  everything.Everything = true;
  unknownCaller.push(everything, Time);
  ScoreboardState unknownCode = unknownCaller;
  unknownCode.AfterDrain = true;
  for (TokenState &tok : unknownCode.Tokens) {
    tok.Dst.setFirst(Units.NumUnits);
    tok.Src.setFirst(Units.NumUnits);
  }
  std::vector<bool> hasPred(Blocks.size(), false);
  for (const ScoreboardBlock &b : Blocks)
    for (unsigned succ : b.Succs)
      hasPred[succ] = true;
  Reached[0] = true;
  if (entry == EntryKind::Function)
    In[0] = unknownCaller;
  for (unsigned b = 1; b < Blocks.size(); ++b)
    if (!hasPred[b]) {
      Reached[b] = true;
      In[b] = unknownCode;
    }

  // Forward to a fixed point, lowest block first: layout order converges
  // fastest.
  std::vector<bool> queued(Blocks.size(), false);
  std::vector<unsigned> worklist;
  for (unsigned b = 0; b < Blocks.size(); ++b)
    if (Reached[b]) {
      worklist.push_back(b);
      queued[b] = true;
    }
  while (!worklist.empty()) {
    auto lowest = std::min_element(worklist.begin(), worklist.end());
    unsigned b = *lowest;
    worklist.erase(lowest);
    queued[b] = false;
    ScoreboardState s = In[b];
    for (ScoreboardInst &inst : Blocks[b].Insts)
      step(s, inst);
    for (unsigned succ : Blocks[b].Succs) {
      bool changed = !Reached[succ];
      Reached[succ] = true;
      changed |= In[succ].unite(s);
      if (changed && !queued[succ]) {
        worklist.push_back(succ);
        queued[succ] = true;
      }
    }
  }
}

std::vector<std::vector<Annotation>> Solver::annotateAll() {
  std::vector<std::vector<Annotation>> result(Blocks.size());
  for (unsigned b = 0; b < Blocks.size(); ++b) {
    ScoreboardState s = In[b];
    for (ScoreboardInst &inst : Blocks[b].Insts)
      result[b].push_back(step(s, inst));
  }
  return result;
}

} // namespace

bool swsb::describeInst(const Product &product, const InstData &d,
                        ScoreboardInst &inst, std::string &error) {
  if (!computeFootprint(product, UnitLayout(product), d, inst.Fp, error))
    return false;
  inst.P = pipeOf(d.I.Op);
  OpForm form = getForm(d.I.Op);
  inst.CallOrReturn = form == OpForm::Call || form == OpForm::Ret;
  inst.Token = inst.P == Pipe::OutOfOrder && !d.I.Send.EOT
                   ? ScoreboardInst::Unassigned
                   : -1;
  if (inst.P == Pipe::OutOfOrder)
    inst.Queue = queueKey(product, d.I);
  return true;
}

bool swsb::isScoreboardSync(const Inst &inst) {
  if (inst.Op != Opcode::Sync)
    return false;
  SyncFn fn = SyncFn(inst.MathFn);
  return fn == SyncFn::Nop || fn == SyncFn::AllRd || fn == SyncFn::AllWr;
}

std::vector<std::vector<Annotation>>
swsb::solveScoreboard(const Product &product,
                      std::vector<ScoreboardBlock> &blocks, EntryKind entry) {
  Solver solver(product, blocks);
  solver.propagate(entry);
  return solver.annotateAll();
}
