//===- Calls.cpp - vISA call, fcall, ifcall and faddr ---------------------===//
//
// Gen's call jumps to its target and writes the return IP and the call
// mask into two dwords of its destination, the link; ret goes back through
// it (lib/Sim/ExecBranch.cpp cites the sources).
//
//  - call (CALL.md) enters a subroutine of the same routine. Each
//    subroutine has its own link register, which its ret reads.
//  - fcall (FCALL.md) enters another routine of the program: a stack
//    call. The link is in the frame register of the convention (CallABI.h)
//    and the callee is named by the call's `callee` attribute; visa-llc
//    lays the callee out after the kernel and resolves the target when it
//    links the kernel's binary (lib/LLC).
//  - faddr writes a symbol's address: a function's offset in the kernel's
//    binary, or the address of program-scope data, which the runtime
//    writes (the `faddr` and `faddr_high` attributes name the symbol on the
//    moves of the low and high dwords; linking resolves them).
//  - ifcall calls the function at such an address. Gen's call with a
//    register target jumps relative to the call itself, so the address
//    less the call's own offset is computed first: the `callsite` attribute
//    pairs that add with its call, and linking writes the offset.
//
// A predicated call is entered by the channels whose predicate holds (a
// goto around the call parks the others at its return point); a call of
// execution size 1 is one of the dispatch width.
//
//===----------------------------------------------------------------------===//

#include "CallABI.h"
#include "ControlFlow.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

namespace {

/// The execution controls of a call: size 1 is the whole dispatch width.
ExecInfo callExec(Lowering &L, ExecInfo exec) {
  if (exec.Size == 1) {
    exec.Size = L.simdSize();
    exec.MaskCode = 0;
  }
  exec.NoMask = false;
  return exec;
}

/// Emits the goto that parks the channels whose predicate fails at
/// `continuation`, for a predicated call.
LogicalResult skipUnlessPredicated(Lowering &L, std::optional<Predicate> pred,
                                   const ExecInfo &exec, Block *continuation,
                                   Operation *op) {
  if (!pred)
    return success();
  Predicate skip = *pred;
  skip.Inverse = !skip.Inverse;
  return L.controlFlow().branch(continuation, skip, exec, op);
}

/// A call op with the link register `link` (a virtual register, offset 0)
/// and target operand `target` (a label when null), returning to
/// `continuation`; `entry` is the target block of a subroutine call.
Operation *emitCall(Lowering &L, const ExecInfo &exec, const Opnd &link,
                    const Opnd *target, Block *entry, Block *continuation) {
  InstData d = L.inst(Opcode::Call, exec);
  Lowering::setDst(d, link.dstRegion());
  if (target)
    Lowering::addSrc(d, *target);
  SmallVector<Block *, 2> dests;
  if (entry)
    dests.push_back(entry);
  dests.push_back(continuation);
  Operation *call = gen::createInstOp(L.builder(), L.loc(), d, dests);
  L.continueIn(continuation);
  return call;
}

Opnd frameLink(Lowering &L) {
  return Opnd::vreg(frameRegister(L), CallABI::LinkByte, DataType::UD);
}

LogicalResult lowerCall(Lowering &L, Operation *op) {
  auto call = cast<CALLOp>(op);
  ExecInfo exec = callExec(L, call.getExecSize());
  ControlFlow &cf = L.controlFlow();
  Block *entry = L.labelBlock(call.getLabel());
  Block *continuation = new Block();
  if (failed(skipUnlessPredicated(L, call.getPred(), exec, continuation, op)))
    return failure();
  Opnd link = Opnd::vreg(cf.subroutineLink(call.getLabel()), 0, DataType::UD);
  emitCall(L, exec, link, nullptr, entry, continuation);
  cf.noteSubroutineCall(entry, continuation);
  return success();
}

LogicalResult lowerFcall(Lowering &L, Operation *op) {
  auto call = cast<FCALLOp>(op);
  ExecInfo exec = callExec(L, call.getExecSize());
  Block *continuation = new Block();
  if (failed(skipUnlessPredicated(L, call.getPred(), exec, continuation, op)))
    return failure();
  Operation *c = emitCall(L, exec, frameLink(L), nullptr, nullptr, continuation);
  c->setAttr("callee", FlatSymbolRefAttr::get(call.getFuncId()));
  return success();
}

/// Pairs the add of an indirect call's offset with its call.
IntegerAttr nextCallSite(Lowering &L) {
  unsigned n = 0;
  L.func().walk([&](Operation *op) {
    if (auto site = op->getAttrOfType<IntegerAttr>("callsite"))
      n = std::max(n, unsigned(site.getInt()) + 1);
  });
  return L.builder().getI32IntegerAttr(int32_t(n));
}

LogicalResult lowerIfcall(Lowering &L, Operation *op) {
  auto call = cast<IFCALLOp>(op);
  ExecInfo exec = callExec(L, call.getExecSize());
  FailureOr<Opnd> addr = L.src(call.getFuncAddr(), op);
  if (failed(addr))
    return failure();
  Block *continuation = new Block();
  if (failed(skipUnlessPredicated(L, call.getPred(), exec, continuation, op)))
    return failure();
  IntegerAttr site = nextCallSite(L);
  // offset = address - (the call's offset), the latter written by linking.
  Opnd offset = L.newTemp(DataType::D, 1, "ifcall.offset");
  Opnd minusCall = Opnd::imm(0, DataType::D);
  Operation *add = L.emitScalar(Opcode::Add, offset,
                                addr->as(DataType::D).scalarSrc(), &minusCall);
  add->setAttr("callsite", site);
  Opnd target = offset.as(DataType::D).scalarSrc();
  Operation *c = emitCall(L, exec, frameLink(L), &target, nullptr, continuation);
  c->setAttr("callsite", site);
  return success();
}

LogicalResult lowerFaddr(Lowering &L, Operation *op) {
  auto faddr = cast<FADDROp>(op);
  FailureOr<Opnd> dst = L.dst(faddr.getDst(), op);
  if (failed(dst))
    return failure();
  // Two 32-bit moves whose immediates linking writes: a function's offset
  // in the binary (high half 0), or program-scope data's address, which the
  // runtime writes through the zebin's relocations (IGC names data the same
  // way, e.g. faddr ".str").
  auto symbol = FlatSymbolRefAttr::get(faddr.getFuncId());
  Opnd low = dst->as(DataType::UD);
  Operation *mov =
      L.emitScalar(Opcode::Mov, low, Opnd::imm(0, DataType::UD));
  mov->setAttr("faddr", symbol);
  if (gen::getTypeSize(dst->type()) == 8) {
    Operation *high = L.emitScalar(Opcode::Mov, low.plusBytes(4),
                                   Opnd::imm(0, DataType::UD));
    high->setAttr("faddr_high", symbol);
  }
  return success();
}

} // namespace

void togen::addCallLowerings(LoweringTable &t) {
  t.add<CALLOp>(lowerCall);
  t.add<FCALLOp>(lowerFcall);
  t.add<IFCALLOp>(lowerIfcall);
  t.add<FADDROp>(lowerFaddr);
}
