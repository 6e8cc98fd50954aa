//===- SoftwareScoreboardPass.cpp - gen-swsb ------------------------------===//
//
// TGLLP's software scoreboard: distances and SBID tokens on every
// instruction that depends on an earlier one still in flight.
//
// The pass runs on a gen.func whose registers are physical. It drops the
// SWSB annotations and scoreboard syncs already there (it owns them:
// running it twice gives the same code), hands the function's blocks and
// the paths the instruction pointer takes between them (the IR's
// successors, and the hardware's jumps from gotos and joins to the next
// join) to the solver (ScoreboardSolver.h: the dataflow, the tokens,
// the waits) and writes back each instruction's annotation and the syncs
// before it. An indirect operand may reach any GRF, unless gen-regalloc
// recorded the GRFs the registers indirect operands point into
// (`indirect_grfs`). Products without software scoreboard are left alone.
//
//===----------------------------------------------------------------------===//

#include "ScoreboardSolver.h"
#include "HardwareFlow.h"
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

  // Solver blocks: the IR's blocks, split so that every join point starts
  // one and every join point and divergent branch ends one. Besides the
  // IR's successors, a goto whose channels all left jumps to the nearest
  // join after it (its JIP), and a join that enables no channel jumps to
  // the next join.
  // What indirect operands may reach, if gen-regalloc knew (else any GRF).
  auto indirectGrfs = func->getAttrOfType<DenseI32ArrayAttr>("indirect_grfs");
  auto boundIndirect = [&](llvm::SmallVectorImpl<UnitBytes> &set) {
    for (int32_t g : indirectGrfs.asArrayRef())
      addGrfBytes(set, product.GRFBytes, unsigned(g) * product.GRFBytes,
                  product.GRFBytes);
  };

  std::vector<ScoreboardBlock> blocks;
  std::vector<llvm::SmallVector<Operation *>> ops;
  llvm::DenseMap<Block *, unsigned> firstOf;
  std::vector<Block *> endsIrBlock;
  std::vector<bool> isJoin;
  auto startBlock = [&]() {
    blocks.emplace_back();
    ops.emplace_back();
    endsIrBlock.push_back(nullptr);
    isJoin.push_back(false);
  };
  for (Block &block : func.getBody()) {
    startBlock();
    firstOf[&block] = blocks.size() - 1;
    for (Operation &op : block) {
      if (!isInstOp(&op))
        continue;
      const InstData &d = getInstData(&op);
      // A while jumps back to an instruction no successor names.
      if (d.I.Op == Opcode::While)
        return op.emitError("gen-swsb: a while without a target block is "
                            "not supported");
      bool join = isJoinPoint(d.I.Op);
      if (join && !ops.back().empty())
        startBlock();
      ScoreboardInst inst;
      std::string error;
      if (!describeInst(product, d, inst, error))
        return op.emitError(error);
      if (indirectGrfs && inst.Fp.ReadsAnyGrf) {
        boundIndirect(inst.Fp.Reads);
        inst.Fp.ReadsAnyGrf = false;
      }
      if (indirectGrfs && inst.Fp.WritesAnyGrf) {
        boundIndirect(inst.Fp.Writes);
        inst.Fp.WritesAnyGrf = false;
      }
      blocks.back().Insts.push_back(std::move(inst));
      ops.back().push_back(&op);
      isJoin.back() = isJoin.back() || join;
      if (join || isDivergentBranch(d.I.Op)) {
        startBlock();
        blocks[blocks.size() - 2].Succs.push_back(blocks.size() - 1);
      }
    }
    endsIrBlock.back() = &block;
  }
  for (unsigned b = 0; b < blocks.size(); ++b) {
    auto addSucc = [&](unsigned succ) {
      if (!llvm::is_contained(blocks[b].Succs, succ))
        blocks[b].Succs.push_back(succ);
    };
    if (Block *irBlock = endsIrBlock[b])
      for (Block *succ : irBlock->getSuccessors())
        addSucc(firstOf.lookup(succ));
    if (ops[b].empty())
      continue;
    Opcode last = getInstData(ops[b].back()).I.Op;
    if (isJoinPoint(last) || isDivergentBranch(last))
      for (unsigned next = b + 1; next < blocks.size(); ++next)
        if (isJoin[next]) {
          addSucc(next);
          break;
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
