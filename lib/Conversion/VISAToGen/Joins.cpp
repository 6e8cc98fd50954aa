//===- Joins.cpp - Uniform branches, joins and the sense of a goto --------===//
//
// The last step of a routine's conversion, once every block is placed
// (ControlFlow::finishBranches). The hardware facts it relies on:
//
//  - goto parks the channels it takes at its UIP; when no channel is left
//    enabled, execution goes to its JIP. join re-enables the channels
//    parked at its own offset; when none is enabled after it, execution
//    goes to its JIP. So every place a channel can be parked (the target
//    of a forward goto, the instruction after a backward goto, where the
//    channels that did not loop wait) must start with a join, and the
//    emitter chains each goto and join to the next join in the layout
//    (lib/CodeGen/Emission.cpp): following JIPs from anywhere visits every
//    later join, so no parked channel is passed over.
//  - A scalar jump (jmpi) moves the whole thread and parks nobody. It may
//    only replace a uniform branch that no parked channel can be passed
//    over by: a backward one (every place parked channels wait lies after
//    it), or a forward one with no join strictly between it and its target.
//    Uniform branches that cannot be jmpi are gotos of the dispatch width
//    on a flag holding channel 0's predicate bit in every channel, which
//    then get a join at their target like any goto. IGC makes the same
//    choice (FlowGraph::processGoto: a uniform forward goto becomes jmpi
//    only if it skips no active join). Products without scalar jumps
//    (ScalarJumps in the device table) keep every branch a goto.
//  - Before Gen11 a forward goto takes the channels whose predicate is
//    FALSE (an unpredicated one takes none); backward gotos, and every goto
//    from Gen11 on, take those whose predicate holds (lib/Sim/ExecBranch.cpp
//    cites the sources). Gotos are emitted with vISA's meaning (taken =
//    predicate true, or all channels) and turned around here: the predicate
//    inverted, or a flag of zeros for an unpredicated goto. A predicate
//    combining channels (.anyNh, .allNh) first becomes its value on a
//    plain flag, because inverting a flag before the combination is not
//    inverting the combination.
//
//===----------------------------------------------------------------------===//

#include "ControlFlow.h"
#include "llvm/ADT/BitVector.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

namespace {

/// Whether `op` is an unpredicated jmpi or goto to the block after its own.
bool branchesToNext(Operation *op) {
  if (!gen::isInstOp(op) || op->getNumSuccessors() != 2)
    return false;
  gen::Opcode opc = gen::getOpcode(op);
  if (opc != gen::Opcode::Jmpi && opc != gen::Opcode::Goto)
    return false;
  return gen::getInstData(op).I.Pred == gen::PredCtrl::None &&
         op->getSuccessor(0) == op->getSuccessor(1);
}

/// Removes the blocks that only fall through (their users go to the next
/// block instead) and the unconditional branches to the next block.
void dropEmptyBlocks(gen::FuncOp func, OpBuilder &b) {
  mlir::Region &body = func.getBody();
  for (Block &block : llvm::make_early_inc_range(llvm::drop_begin(body))) {
    if (block.getOperations().size() != 1)
      continue;
    auto ft = dyn_cast<gen::FallthroughOp>(block.front());
    if (!ft || ft.getDest() == &block)
      continue;
    block.replaceAllUsesWith(ft.getDest());
    block.erase();
  }
  for (Block &block : body) {
    Operation *term = &block.back();
    if (!branchesToNext(term))
      continue;
    b.setInsertionPoint(term);
    gen::FallthroughOp::create(b, term->getLoc(), term->getSuccessor(1));
    term->erase();
  }
}

} // namespace

LogicalResult ControlFlow::finishBranches() {
  gen::FuncOp func = L.func();
  OpBuilder &b = L.builder();
  OpBuilder::InsertionGuard guard(b);
  dropEmptyBlocks(func, b);

  // Layout positions, and every branch with its direction.
  mlir::Region &body = func.getBody();
  llvm::DenseMap<Block *, unsigned> pos;
  for (Block &block : body)
    pos[&block] = unsigned(pos.size());
  struct Branch {
    Operation *Op;
    unsigned From, Target;
    bool Uniform; ///< still a jmpi candidate
  };
  SmallVector<Branch> branches;
  for (Block &block : body) {
    Operation *term = &block.back();
    if (!gen::isInstOp(term))
      continue;
    gen::Opcode opc = gen::getOpcode(term);
    if (opc != gen::Opcode::Goto && opc != gen::Opcode::Jmpi)
      continue;
    branches.push_back({term, pos[&block], pos[term->getSuccessor(0)],
                        opc == gen::Opcode::Jmpi});
  }

  // The blocks that must start with a join, and which uniform branches
  // stay scalar jumps: a fixed point, since every uniform branch that
  // becomes a goto adds a join.
  llvm::BitVector needJoin(pos.size());
  auto addJoinFor = [&](const Branch &br) {
    needJoin.set(br.Target > br.From ? br.Target : br.From + 1);
  };
  for (const Branch &br : branches)
    if (!br.Uniform)
      addJoinFor(br);
  bool scalarJumps = L.device().ScalarJumps;
  for (bool changed = true; changed;) {
    changed = false;
    for (Branch &br : branches) {
      if (!br.Uniform)
        continue;
      bool skipsJoin = false;
      if (br.Target > br.From + 1) {
        int next = needJoin.find_next(br.From);
        skipsJoin = next >= 0 && unsigned(next) < br.Target;
      }
      if (scalarJumps && (br.Target <= br.From || !skipsJoin))
        continue;
      br.Uniform = false;
      addJoinFor(br);
      changed = true;
    }
  }

  // The branches as the hardware wants them.
  unsigned simd = L.simdSize();
  gen::DataType flagType = simd > 16 ? gen::DataType::UD : gen::DataType::UW;
  uint64_t ones = simd >= 32 ? 0xFFFFFFFFu : (1u << simd) - 1;
  auto newFlag = [&](uint64_t value, const InstData *pred) {
    uint32_t id = L.newFlag(simd);
    Opnd flag = Opnd::arf(gen::ArfKind::Flag, 0, 0, flagType).dstRegion();
    flag.Ref = {id, 0};
    L.emitScalar(Opcode::Mov, flag, Opnd::imm(pred ? 0 : value, flagType));
    if (pred) {
      // The predicate's value for channel 0 (or for the combination of
      // channels it names) in every channel.
      InstData set = L.inst(Opcode::Mov, 1, 0, /*noMask=*/true);
      set.Flag = pred->Flag;
      set.I.Pred = pred->I.Pred;
      set.I.PredInv = pred->I.PredInv;
      Lowering::setDst(set, flag);
      Lowering::addSrc(set, Opnd::imm(value, flagType));
      L.emit(set);
    }
    return gen::VirtualRef{id, 0};
  };
  gen::Platform platform = L.platform();
  bool takesFalseForward =
      platform == gen::Platform::Gen8 || platform == gen::Platform::Gen9;
  for (const Branch &br : branches) {
    if (br.Uniform)
      continue;
    Operation *op = br.Op;
    b.setInsertionPoint(op);
    InstData d = gen::getInstData(op);
    if (d.I.Op == Opcode::Jmpi) {
      InstData g = L.inst(Opcode::Goto, simd, 0, /*noMask=*/false);
      if (d.I.Pred != gen::PredCtrl::None) {
        g.Flag = newFlag(ones, &d);
        g.I.Pred = gen::PredCtrl::Normal;
      }
      d = g;
    } else if (d.I.Pred != gen::PredCtrl::None &&
               d.I.Pred != gen::PredCtrl::Normal) {
      d.Flag = newFlag(ones, &d);
      d.I.Pred = gen::PredCtrl::Normal;
      d.I.PredInv = false;
    }
    if (takesFalseForward && br.Target > br.From) {
      if (d.I.Pred == gen::PredCtrl::None) {
        d.Flag = newFlag(0, nullptr);
        d.I.Pred = gen::PredCtrl::Normal;
      } else {
        d.I.PredInv = !d.I.PredInv;
      }
    }
    SmallVector<Block *, 2> dests(op->getSuccessors());
    gen::createInstOp(b, op->getLoc(), d, dests);
    op->erase();
  }

  // The joins.
  SmallVector<Block *> blocks;
  for (Block &block : body)
    blocks.push_back(&block);
  for (int i = needJoin.find_first(); i >= 0; i = needJoin.find_next(i)) {
    Block *block = blocks[i];
    if (!block->empty() && gen::isInstOp(&block->front()) &&
        gen::getOpcode(&block->front()) == Opcode::Join)
      continue;
    b.setInsertionPointToStart(block);
    gen::createInstOp(b, L.loc(), L.inst(Opcode::Join, simd, 0, false));
  }

  // Each subroutine's return lists where it returns to.
  for (auto &entry : Subroutines) {
    Subroutine &sub = entry.second;
    if (!sub.Ret)
      continue;
    b.setInsertionPoint(sub.Ret);
    gen::createInstOp(b, sub.Ret->getLoc(), gen::getInstData(sub.Ret),
                      sub.ReturnPoints);
    sub.Ret->erase();
    sub.Ret = nullptr;
  }
  return success();
}
