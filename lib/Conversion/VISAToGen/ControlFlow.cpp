//===- ControlFlow.cpp - vISA goto, jmp, ret and fret ---------------------===//
//
// vISA's goto (GOTO.md) is an unstructured SIMD jump: forward, the taken
// channels wait at the label; backward, the whole thread jumps if any
// channel is taken and the others wait at the next instruction. Gen's
// goto and join do exactly that (see Joins.cpp for where the joins go). A
// goto of execution size 1 and a jmp are uniform: channel 0 of the
// predicate decides for every channel.
//
// ret and fret branch to the exit of their part (ControlFlow.h): a kernel's
// ret ends the thread only once every channel has reached the exit, so a
// ret under divergence, or several rets, end the thread once, with r0's
// copy sent to the thread spawner with EOT.
//
//===----------------------------------------------------------------------===//

#include "ControlFlow.h"
#include "CallABI.h"
#include "MessageHelpers.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

//===----------------------------------------------------------------------===//
// Parts and exits
//===----------------------------------------------------------------------===//

bool ControlFlow::inFunction() const { return !L.isKernel(); }

Block *ControlFlow::exitBlock() {
  if (!Exit)
    Exit = new Block();
  return Exit;
}

ControlFlow::Subroutine &ControlFlow::subroutine(VarRef label) {
  auto [it, inserted] = Subroutines.try_emplace(label.getAttr());
  if (inserted) {
    it->second.Link = L.newVReg(gen::RegClass::GRF, 8, 8, "link");
    it->second.Entry = L.labelBlock(label);
  }
  return it->second;
}

uint32_t ControlFlow::subroutineLink(VarRef label) {
  return subroutine(label).Link;
}

void ControlFlow::noteSubroutineCall(Block *entry, Block *continuation) {
  for (auto &entryAndSub : Subroutines)
    if (entryAndSub.second.Entry == entry)
      entryAndSub.second.ReturnPoints.push_back(continuation);
}

void ControlFlow::beginSubroutine(VarRef label) {
  endPart();
  Current = label.getAttr();
  L.fallInto(subroutine(label).Entry);
}

void ControlFlow::endPart() {
  // The code before the exit may fall into it (a routine without a final
  // return still ends or returns there).
  Block *exit = exitBlock();
  L.fallInto(exit);
  emitExit(exit);
  Exit = nullptr;
}

void ControlFlow::emitExit(Block *exit) {
  OpBuilder &b = L.builder();
  b.setInsertionPointToEnd(exit);
  if (Current) {
    // A subroutine returns through its link register, with every channel
    // of the call (finishBranches lists its return points).
    Subroutine &sub = Subroutines.find(Current)->second;
    InstData ret = L.inst(Opcode::Ret, L.simdSize(), 0, /*noMask=*/false);
    Lowering::setDst(ret, Opnd::null());
    Lowering::addSrc(ret, Opnd::vreg(sub.Link, 0, DataType::UD).region(2, 2, 1));
    sub.Ret = L.emit(ret);
    return;
  }
  if (inFunction()) {
    emitFunctionReturn(L);
    return;
  }
  // The end of the thread: r0's copy from the EOT register.
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
  gen::EndOp::create(b, L.loc());
}

//===----------------------------------------------------------------------===//
// Branches
//===----------------------------------------------------------------------===//

LogicalResult ControlFlow::branch(Block *target, std::optional<Predicate> pred,
                                  const ExecInfo &exec, Operation *op) {
  InstData d;
  if (exec.Size == 1) {
    // Uniform: channel 0 of the predicate decides (finishBranches turns
    // the jmpi into a goto where a scalar jump could skip waiting channels).
    d = L.inst(Opcode::Jmpi, 1, 0, /*noMask=*/true);
    if (pred)
      pred->Comb = Predicate::None;
  } else {
    d = L.inst(Opcode::Goto, exec.Size, exec.channelOffset(), /*noMask=*/false);
  }
  if (failed(L.predicate(d, pred, op)))
    return failure();
  Block *next = new Block();
  gen::createInstOp(L.builder(), L.loc(), d, {target, next});
  L.continueIn(next);
  return success();
}

namespace {

LogicalResult lowerGoto(Lowering &L, Operation *op) {
  auto g = cast<GOTOOp>(op);
  return L.controlFlow().branch(L.labelBlock(g.getLabel()), g.getPred(),
                                g.getExecSize(), op);
}

/// jmp is a scalar jump whatever its execution size says (JMP.md).
LogicalResult lowerJmp(Lowering &L, Operation *op) {
  auto j = cast<JMPOp>(op);
  ExecInfo exec = j.getExecSize();
  exec.Size = 1;
  return L.controlFlow().branch(L.labelBlock(j.getLabel()), j.getPred(), exec,
                                op);
}

LogicalResult lowerRet(Lowering &L, Operation *op) {
  auto ret = cast<RETOp>(op);
  ControlFlow &cf = L.controlFlow();
  return cf.branch(cf.exitBlock(), ret.getPred(), ret.getExecSize(), op);
}

LogicalResult lowerFret(Lowering &L, Operation *op) {
  auto ret = cast<FRETOp>(op);
  ControlFlow &cf = L.controlFlow();
  if (!cf.inFunction())
    return op->emitError("visa-to-gen: fret outside a function");
  return cf.branch(cf.exitBlock(), ret.getPred(), ret.getExecSize(), op);
}

} // namespace

void togen::addControlFlowLowerings(LoweringTable &t) {
  t.add<GOTOOp>(lowerGoto);
  t.add<JMPOp>(lowerJmp);
  t.add<RETOp>(lowerRet);
  t.add<FRETOp>(lowerFret);
}
