//===- SoftwareScoreboardPass.cpp - gen-swsb ------------------------------===//
//
// TGLLP's software scoreboard: distances and SBID tokens on every
// instruction that depends on an earlier one still in flight.
//
// The pass runs on a gen.func whose registers are physical. It drops the
// SWSB annotations and scoreboard syncs already there (it owns them:
// running it twice gives the same code), hands the function's blocks and
// successors to the solver (ScoreboardSolver.h: the dataflow, the tokens,
// the waits) and writes back each instruction's annotation and the syncs
// before it. Products without software scoreboard are left alone.
//
//===----------------------------------------------------------------------===//

#include "ScoreboardSolver.h"
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

LogicalResult runScoreboard(FuncOp func, const Product &product) {
  // Drop what an earlier run wrote.
  llvm::SmallVector<Operation *> stale;
  func.walk([&](Operation *op) {
    if (!isInstOp(op))
      return;
    InstData &d = getInstData(op);
    if (isScoreboardSync(d.I))
      stale.push_back(op);
    else
      d.I.Sb = Swsb();
  });
  for (Operation *op : stale)
    op->erase();

  llvm::DenseMap<Block *, unsigned> index;
  for (Block &block : func.getBody())
    index[&block] = index.size();
  std::vector<ScoreboardBlock> blocks(index.size());
  std::vector<llvm::SmallVector<Operation *>> ops(index.size());
  for (Block &block : func.getBody()) {
    unsigned b = index.lookup(&block);
    for (Block *succ : block.getSuccessors())
      blocks[b].Succs.push_back(index.lookup(succ));
    for (Operation &op : block) {
      if (!isInstOp(&op))
        continue;
      const InstData &d = getInstData(&op);
      // A while jumps back to an instruction no successor names.
      if (d.I.Op == Opcode::While)
        return op.emitError("gen-swsb: a while without a target block is "
                            "not supported");
      ScoreboardInst inst;
      std::string error;
      if (!describeInst(product, d, inst, error))
        return op.emitError(error);
      blocks[b].Insts.push_back(std::move(inst));
      ops[b].push_back(&op);
    }
  }

  std::vector<std::vector<Annotation>> annotations = solveScoreboard(
      product, blocks, func.getKernel() ? EntryKind::Kernel : EntryKind::Function);
  for (unsigned b = 0; b < blocks.size(); ++b)
    for (unsigned i = 0; i < ops[b].size(); ++i) {
      Operation *op = ops[b][i];
      const Annotation &a = annotations[b][i];
      getInstData(op).I.Sb = a.Sb;
      OpBuilder builder(op);
      for (const SyncWait &sync : a.Syncs)
        createInstOp(builder, op->getLoc(), makeSync(sync));
    }
  return success();
}

struct SoftwareScoreboardPass
    : public visa::gen::impl::GenSoftwareScoreboardBase<SoftwareScoreboardPass> {
  void runOnOperation() override {
    FuncOp func = getOperation();
    const Product &product = func.getDevice();
    if (product.SwsbTokens && failed(runScoreboard(func, product)))
      signalPassFailure();
  }
};

} // namespace
