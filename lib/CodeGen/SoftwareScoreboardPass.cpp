//===- SoftwareScoreboardPass.cpp - gen-swsb ------------------------------===//
//
// TGLLP's software scoreboard: distances and SBID tokens on every
// instruction that depends on an earlier one still in flight.
//
// The pass runs on a gen.func whose registers are physical. It
//  1. drops the SWSB annotations and scoreboard syncs already there (it owns
//     them: running it twice gives the same code);
//  2. gives every send and math but the end-of-thread send an SBID token
//     the first time the dataflow below reaches it: a token nothing may be
//     using there, else the one set longest ago (setting a token whose
//     previous instruction still runs waits for it in hardware). The
//     choice never changes afterwards, so the dataflow still only grows;
//  3. computes, for every block, what may be in flight when it starts: a
//     forward dataflow over the CFG to a fixed point, the union at joins
//     and loop heads (ScoreboardState). A kernel starts with nothing in
//     flight; a function (and the code after a call) with anything
//     in flight in the in-order pipe, but no token busy: a call and a
//     return wait for every busy token first, so that neither side needs
//     to know the other's. A block nothing branches to is assumed to
//     start with everything in flight;
//  4. walks every block once more from that state and writes the waits
//     each instruction needs (ScoreboardRules) as its annotation and the
//     syncs before it (ScoreboardAnnotation).
//
// The end-of-thread send waits only for what it reads itself: a thread's
// outstanding sends still complete after it ends (IGC's TGLLP code ends
// with sends whose tokens nobody waits for). The memory fence IGC puts
// before it on TGLLP is a hardware workaround for memory ordering
// (its insertFenceBeforeEOT, for HDC writes), not a register dependence:
// it belongs to the lowering of the end of thread, not to this pass.
//
//===----------------------------------------------------------------------===//

#include "ScoreboardAnnotation.h"
#include "visa/CodeGen/Passes.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseMap.h"

namespace visa::gen {
#define GEN_PASS_DEF_GENSOFTWARESCOREBOARD
#include "visa/CodeGen/Passes.h.inc"
} // namespace visa::gen

using namespace mlir;
using namespace visa::gen;
using namespace visa::gen::swsb;

namespace {

/// The instructions of one block, as the scoreboard sees them.
struct BlockInfo {
  llvm::SmallVector<Operation *> Ops;
  std::vector<ScoreboardInst> Insts;
  ScoreboardState In;
  bool Reached = false;
};

/// A sync that only carries scoreboard waits.
bool isScoreboardSync(const InstData &d) {
  if (d.I.Op != Opcode::Sync)
    return false;
  SyncFn fn = SyncFn(d.I.MathFn);
  return fn == SyncFn::Nop || fn == SyncFn::AllRd || fn == SyncFn::AllWr;
}

class Scoreboard {
public:
  Scoreboard(FuncOp func, const Product &product)
      : Func(func), P(product), Units(product), Time(product),
        Rules(Units, Time) {}

  LogicalResult run() {
    if (failed(collect()))
      return failure();
    propagate();
    annotateAll();
    return success();
  }

private:
  LogicalResult collect();
  void propagate();
  void annotateAll();
  /// The waits of `inst` in `s`, applied; then `inst` recorded.
  Annotation step(ScoreboardState &s, ScoreboardInst &inst);
  /// A token for an out-of-order instruction issuing in `s`.
  int chooseToken(const ScoreboardState &s);

  FuncOp Func;
  const Product &P;
  UnitLayout Units;
  Timing Time;
  ScoreboardRules Rules;
  llvm::SmallVector<Block *> Blocks;
  llvm::DenseMap<Block *, unsigned> BlockIndex;
  std::vector<BlockInfo> Infos;
  /// When each token was last given out (0: never).
  std::array<uint64_t, MaxTokens> LastGiven{};
  uint64_t Given = 0;
};

LogicalResult Scoreboard::collect() {
  // Drop what an earlier run wrote.
  llvm::SmallVector<Operation *> stale;
  Func.walk([&](Operation *op) {
    if (!isInstOp(op))
      return;
    InstData &d = getInstData(op);
    if (isScoreboardSync(d))
      stale.push_back(op);
    else
      d.I.Sb = Swsb();
  });
  for (Operation *op : stale)
    op->erase();

  for (Block &block : Func.getBody()) {
    BlockIndex[&block] = Blocks.size();
    Blocks.push_back(&block);
    BlockInfo &info = Infos.emplace_back();
    for (Operation &op : block) {
      if (!isInstOp(&op))
        continue;
      const InstData &d = getInstData(&op);
      if (d.I.Op == Opcode::While)
        return op.emitError("gen-swsb: a while without a target block is "
                            "not supported");
      ScoreboardInst inst;
      std::string error;
      if (!computeFootprint(P, Units, d, inst.Fp, error))
        return op.emitError(error);
      inst.P = pipeOf(d.I.Op);
      OpForm form = getForm(d.I.Op);
      inst.CallOrReturn = form == OpForm::Call || form == OpForm::Ret;
      if (inst.P == Pipe::OutOfOrder && !d.I.Send.EOT)
        inst.Token = ScoreboardInst::Unassigned;
      info.Ops.push_back(&op);
      info.Insts.push_back(std::move(inst));
    }
  }
  return success();
}

int Scoreboard::chooseToken(const ScoreboardState &s) {
  uint32_t busy = s.busyTokens();
  int best = -1;
  for (unsigned t = 0; t < Time.Tokens; ++t) {
    bool free = !(busy & (1u << t));
    if (best < 0)
      best = int(t);
    bool bestFree = !(busy & (1u << best));
    if ((free && !bestFree) ||
        (free == bestFree && LastGiven[t] < LastGiven[best]))
      best = int(t);
  }
  LastGiven[best] = ++Given;
  return best;
}

Annotation Scoreboard::step(ScoreboardState &s, ScoreboardInst &inst) {
  if (inst.Token == ScoreboardInst::Unassigned)
    inst.Token = chooseToken(s);
  Waits w = Rules.required(s, inst);
  Annotation a = annotate(w, inst, Time.MaxDistance);
  Rules.apply(s, a.Sb.Dist, w.DstTokens, w.SrcTokens);
  Rules.record(s, inst);
  return a;
}

void Scoreboard::propagate() {
  if (Blocks.empty())
    return;
  // Entry states.
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
  for (unsigned b = 0; b < Blocks.size(); ++b) {
    bool entry = b == 0;
    if (!entry && !Blocks[b]->hasNoPredecessors())
      continue;
    Infos[b].Reached = true;
    if (entry && !Func.getKernel())
      Infos[b].In = unknownCaller;
    else if (!entry)
      Infos[b].In = unknownCode;
  }

  // Forward to a fixed point, in layout order.
  llvm::SmallVector<bool> queued(Blocks.size(), false);
  llvm::SmallVector<unsigned> worklist;
  for (unsigned b = Blocks.size(); b-- > 0;)
    if (Infos[b].Reached) {
      worklist.push_back(b);
      queued[b] = true;
    }
  while (!worklist.empty()) {
    // Lowest block first: layout order converges fastest.
    auto lowest = std::min_element(worklist.begin(), worklist.end());
    unsigned b = *lowest;
    worklist.erase(lowest);
    queued[b] = false;
    ScoreboardState s = Infos[b].In;
    for (ScoreboardInst &inst : Infos[b].Insts)
      step(s, inst);
    for (Block *succ : Blocks[b]->getSuccessors()) {
      unsigned sb = BlockIndex.lookup(succ);
      BlockInfo &si = Infos[sb];
      bool changed = !si.Reached;
      si.Reached = true;
      changed |= si.In.unite(s);
      if (changed && !queued[sb]) {
        worklist.push_back(sb);
        queued[sb] = true;
      }
    }
  }
}

void Scoreboard::annotateAll() {
  for (unsigned b = 0; b < Blocks.size(); ++b) {
    ScoreboardState s = Infos[b].In;
    for (unsigned i = 0; i < Infos[b].Ops.size(); ++i) {
      Operation *op = Infos[b].Ops[i];
      Annotation a = step(s, Infos[b].Insts[i]);
      getInstData(op).I.Sb = a.Sb;
      if (a.Syncs.empty())
        continue;
      OpBuilder builder(op);
      for (const SyncWait &sync : a.Syncs)
        createInstOp(builder, op->getLoc(), makeSync(sync));
    }
  }
}

struct SoftwareScoreboardPass
    : public visa::gen::impl::GenSoftwareScoreboardBase<SoftwareScoreboardPass> {
  void runOnOperation() override {
    FuncOp func = getOperation();
    const Product &product = func.getDevice();
    if (!product.SwsbTokens)
      return;
    if (failed(Scoreboard(func, product).run()))
      signalPassFailure();
  }
};

} // namespace
