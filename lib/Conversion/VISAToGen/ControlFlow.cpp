//===- ControlFlow.cpp - vISA goto, jmp and the end of a kernel -----------===//
//
// vISA's goto (GOTO.md) is an unstructured SIMD jump: forward, the taken
// channels wait at the label; backward, the whole thread jumps if any
// channel is taken and the others wait at the next instruction. Gen's
// goto/join do exactly that: a goto parks its taken channels at its UIP,
// and a join re-enables the channels waiting at it. So every label a goto
// targets starts with a join, and so does the instruction after a backward
// goto; the emitter computes JIP/UIP from the blocks.
//
// Which channels a Gen goto takes: those whose predicate is true from Gen10
// on and for backward gotos, those whose predicate is FALSE for forward
// gotos on Gen8/9 (see lib/Sim/ExecBranch.cpp for the sources). A uniform
// goto (execution size 1) takes all channels or none, by channel 0's
// predicate bit, so its bit is first broadcast to a flag of the thread's
// width.
//
// A kernel's ret ends the thread: r0 is copied to the end-of-thread
// register and sent to the thread spawner with EOT.
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "MessageHelpers.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

namespace {

/// A flag whose first `width` bits are channel 0's bit of the predicate
/// (all ones when there is no predicate).
gen::VirtualRef broadcastFlag(Lowering &L, std::optional<Predicate> pred,
                              unsigned width, Operation *op,
                              LogicalResult &status) {
  DataType t = width > 16 ? DataType::UD : DataType::UW;
  uint32_t id = L.newFlag(width);
  Opnd flag = Opnd::arf(gen::ArfKind::Flag, 0, 0, t).dstRegion();
  flag.Ref = {id, 0};
  uint64_t ones = width >= 32 ? 0xFFFFFFFFu : (1u << width) - 1;
  if (!pred) {
    L.emitScalar(Opcode::Mov, flag, Opnd::imm(ones, t));
    return flag.Ref;
  }
  L.emitScalar(Opcode::Mov, flag, Opnd::imm(0, t));
  InstData set = L.inst(Opcode::Mov, 1, 0, /*noMask=*/true);
  if (failed(L.predicate(set, Predicate{pred->Var, pred->Inverse, Predicate::None},
                         op))) {
    status = failure();
    return flag.Ref;
  }
  Lowering::setDst(set, flag);
  Lowering::addSrc(set, Opnd::imm(ones, t));
  L.emit(set);
  return flag.Ref;
}

template <typename OpT> LogicalResult lowerGoto(Lowering &L, Operation *op) {
  auto g = cast<OpT>(op);
  ExecInfo exec = g.getExecSize();
  Block *target = L.labelBlock(g.getLabel());
  bool backward = target->getParent() != nullptr;
  std::optional<Predicate> pred = g.getPred();
  bool uniform = exec.Size == 1;
  unsigned width = uniform ? L.simdSize() : exec.Size;
  unsigned chan = uniform ? 0 : exec.channelOffset();

  InstData d = L.inst(Opcode::Goto, width, chan, /*noMask=*/false);
  LogicalResult status = success();
  if (uniform) {
    d.Flag = broadcastFlag(L, pred, width, op, status);
    d.I.Pred = gen::PredCtrl::Normal;
  } else if (failed(L.predicate(d, pred, op))) {
    return failure();
  }
  if (failed(status))
    return failure();
  bool takesFalse = !backward && (L.platform() == gen::Platform::Gen8 ||
                                  L.platform() == gen::Platform::Gen9);
  if (takesFalse) {
    if (d.I.Pred == gen::PredCtrl::None) {
      // Every channel jumps: a flag of zeros makes every predicate false.
      uint32_t zero = L.newFlag(width);
      Opnd flag = Opnd::arf(gen::ArfKind::Flag, 0, 0,
                            width > 16 ? DataType::UD : DataType::UW)
                      .dstRegion();
      flag.Ref = {zero, 0};
      L.emitScalar(Opcode::Mov, flag, Opnd::imm(0, flag.type()));
      d.Flag = flag.Ref;
      d.I.Pred = gen::PredCtrl::Normal;
    } else {
      d.I.PredInv = !d.I.PredInv;
    }
  }
  // The join where the taken channels wake up.
  if (target->empty() || !gen::isInstOp(&target->front()) ||
      gen::getOpcode(&target->front()) != Opcode::Join) {
    OpBuilder::InsertionGuard guard(L.builder());
    L.builder().setInsertionPointToStart(target);
    InstData join = L.inst(Opcode::Join, L.simdSize(), 0, false);
    gen::createInstOp(L.builder(), L.loc(), join);
  }
  Block *next = new Block();
  gen::createInstOp(L.builder(), L.loc(), d, {target, next});
  L.continueIn(next);
  if (backward) {
    // The channels that did not jump wait here.
    InstData join = L.inst(Opcode::Join, L.simdSize(), 0, false);
    L.emit(join);
  }
  return success();
}

/// r0 to the EOT register, then the end-of-thread message.
LogicalResult lowerKernelRet(Lowering &L, Operation *op) {
  auto ret = cast<RETOp>(op);
  if (ret.getPred())
    return op->emitError("visa-to-gen: a predicated ret in a kernel is not "
                         "supported");
  uint32_t eot = L.eotRegister();
  Opnd eotReg = Opnd::vreg(eot, 0, DataType::UD);
  Opnd r0 = Opnd::vreg(L.r0Register(), 0, DataType::UD);
  InstData copy = L.inst(Opcode::Mov, 8, 0, /*noMask=*/true);
  Lowering::setDst(copy, eotReg.dstRegion());
  Lowering::addSrc(copy, r0.region(8, 8, 1));
  L.emit(copy);

  ExecInfo exec;
  exec.Size = 8;
  exec.MaskCode = 8;
  exec.NoMask = true;
  emitSend(L, exec, gen::buildEndOfThread(L.device()), Opnd::null(), eotReg,
           Opnd::null());
  L.builder().create<gen::EndOp>(L.loc());
  L.startBlockAfterTerminator();
  return success();
}

LogicalResult lowerRet(Lowering &L, Operation *op) {
  if (L.isKernel())
    return lowerKernelRet(L, op);
  return op->emitError("visa-to-gen: ret from a function is not supported yet");
}

} // namespace

void togen::addControlFlowLowerings(LoweringTable &t) {
  t.add<GOTOOp>(lowerGoto<GOTOOp>);
  t.add<JMPOp>(lowerGoto<JMPOp>);
  t.add<RETOp>(lowerRet);
}
