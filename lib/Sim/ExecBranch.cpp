//===- ExecBranch.cpp - SIMD control flow: branches, jumps, calls ---------===//
//
// What each control-flow instruction does to the per-channel IPs (PcIP) and
// to the thread's call mask. The executor runs the instruction at the
// smallest PcIP among the channels of the call mask; a branch moves the PcIP
// of the channels it redirects, and every other enabled channel moves on.
//
// Hardware facts this file relies on (no PRM here; sources cited):
//  - The EU keeps a call mask in the flow-control ARF (IGA Models.cpp:
//    "fc4.0 call mask" on Gen7.5-Gen11, "fc2 call mask" on Gen12).
//  - call/calla: executed if any enabled channel's predicate holds; the
//    callee starts with the call mask set to those channels (vISA spec
//    CALL/FCALL). The return IP and the call mask go to dst.0 and dst.1
//    (IGC G4_IR.hpp: "dst contains the ret IP and call mask"; its stack
//    calls save and restore both dwords, see calls_stack's r127.0-1).
//  - ret: enabled channels whose predicate holds leave the call mask; once
//    the call mask is empty, execution returns to src0.0 and the call mask
//    becomes src0.1, its value before the call (vISA spec RET/FRET).
//  - A forward goto before Gen10 jumps the channels whose predicate is
//    FALSE; backward gotos, and every goto from Gen10 on, jump those whose
//    predicate is true (IGC HWCaps.inc gotoJumpOnTrue() is
//    `platform >= GENX_CNL`; FlowGraph.cpp and CFGStructurizer.cpp flip the
//    predicate of forward gotos only for BDW/SKL, and turn an unpredicated
//    forward goto into `(f) goto` on an all-zero flag).
//  - jmpi is a scalar jump of the whole thread (all enabled channels).
//
//===----------------------------------------------------------------------===//

#include "Executor.h"
#include "Operands.h"

using namespace visa::gen;

namespace visa::sim {

/// Target of a branch operand.
static uint32_t branchTarget(Platform p, const Inst &I, const Operand &op) {
  return uint32_t(labelTarget(p, I, op));
}

/// Dword `index` of the call link register `op` (dst of call, src0 of ret):
/// dword 0 is the return IP, dword 1 the call mask. Null unless `op` is a
/// direct GRF whose two dwords lie inside the register file.
static uint8_t *linkDword(ThreadState &t, const Operand &op, unsigned index) {
  if (op.K != Operand::Kind::Reg || op.File != RegFile::GRF ||
      op.Mode != AddrMode::Direct)
    return nullptr;
  unsigned byte = op.RegNum * GrfBytes + op.SubRegByte + 4 * index;
  if (byte + 4 > NumGrfs * GrfBytes)
    return nullptr;
  return t.Grf + byte;
}

static void moveChannels(ThreadState &t, uint32_t chans, uint32_t target) {
  for (unsigned ch = 0; ch < MaxChannels; ++ch)
    if (chans >> ch & 1)
      t.PcIP[ch] = target;
}

/// Channels among the enabled `mask` that a goto sends to its UIP, given the
/// channels whose predicate holds.
static uint32_t gotoTaken(Platform p, const Inst &I, uint32_t mask,
                          uint32_t predTrue) {
  bool forward = I.Src[1].Label > 0;
  if ((p == Platform::Gen8 || p == Platform::Gen9) && forward)
    return I.Pred == PredCtrl::None ? 0 : mask & ~predTrue;
  return predTrue;
}

bool ThreadExecutor::jumpTarget(ThreadState &t, const Inst &I, uint32_t regBase,
                                uint32_t &target, llvm::Error &err) {
  const Operand &src = I.Src[0];
  bool absolute = I.Op == Opcode::Calla;
  if (src.K == Operand::Kind::Label) {
    target = absolute ? uint32_t(src.Label)
                      : branchTarget(Prog.Device->Gen, I, src);
    return true;
  }
  OperandAccess acc(t);
  Value v;
  if (!acc.read(src, 0, v)) {
    err = unsupported(I, "jump target outside the register file");
    return false;
  }
  target = absolute ? uint32_t(v.I) : uint32_t(int64_t(regBase) + int32_t(v.I));
  return true;
}

bool ThreadExecutor::movesNoChannel(const ThreadState &t, const Inst &I,
                                    uint32_t mask) const {
  // As execBranch moves them.
  switch (I.Op) {
  case Opcode::Endif:
  case Opcode::Join:
    return true;
  case Opcode::If:
    return !(mask & ~predicateMask(t, I, mask));
  case Opcode::While:
  case Opcode::Break:
  case Opcode::Cont:
    return !predicateMask(t, I, mask);
  default:
    return false;
  }
}

bool ThreadExecutor::execBranch(ThreadState &t, const Inst &I, uint32_t mask,
                                uint32_t ip, llvm::Error &err) {
  uint32_t next = ip + (I.Compacted ? 8 : 16);
  uint32_t taken = predicateMask(t, I, mask);
  switch (I.Op) {
  case Opcode::If:
    // Channels whose condition fails wait at JIP (after the else).
    moveChannels(t, mask & ~taken, branchTarget(Prog.Device->Gen, I, I.Src[0]));
    return true;
  case Opcode::Else:
    moveChannels(t, mask, branchTarget(Prog.Device->Gen, I, I.Src[0]));
    return true;
  case Opcode::Endif:
  case Opcode::Join:
    return true; // waiting channels rejoin by IP
  case Opcode::While:
    moveChannels(t, taken, branchTarget(Prog.Device->Gen, I, I.Src[0]));
    return true;
  case Opcode::Break: {
    // UIP names the loop's while; broken channels resume after it.
    uint32_t target = branchTarget(Prog.Device->Gen, I, I.Src[1]);
    if (const Inst *w = Prog.at(target))
      if (w->Op == Opcode::While)
        target += w->Compacted ? 8 : 16;
    moveChannels(t, taken, target);
    return true;
  }
  case Opcode::Cont:
    moveChannels(t, taken, branchTarget(Prog.Device->Gen, I, I.Src[1]));
    return true;
  case Opcode::Goto:
    moveChannels(t, gotoTaken(Prog.Device->Gen, I, mask, taken),
                 branchTarget(Prog.Device->Gen, I, I.Src[1]));
    return true;
  case Opcode::Jmpi: {
    uint32_t target;
    if (!jumpTarget(t, I, next, target, err))
      return true;
    // jmpi is scalar: taken iff channel ChanOffset's predicate holds, and
    // then every enabled channel of the thread jumps.
    bool go = I.Pred == PredCtrl::None ||
              (predicateMask(t, I, ~0u) >> I.ChanOffset & 1);
    if (go)
      moveChannels(t, enabledChannels(t, ip), target);
    return true;
  }
  case Opcode::Call:
  case Opcode::Calla:
    return execCall(t, I, taken, ip, next, err);
  case Opcode::Ret:
    return execRet(t, I, taken, err);
  default:
    return false;
  }
}

bool ThreadExecutor::execCall(ThreadState &t, const Inst &I, uint32_t callers,
                              uint32_t ip, uint32_t next, llvm::Error &err) {
  if (I.ExecSize == 1) {
    err = unsupported(I, "scalar call not modelled");
    return true;
  }
  if (!callers)
    return true; // no channel calls: everyone moves on
  uint32_t target;
  if (!jumpTarget(t, I, ip, target, err))
    return true;
  uint8_t *retIP = linkDword(t, I.Dst, 0);
  uint8_t *savedMask = linkDword(t, I.Dst, 1);
  if (!retIP || !savedMask) {
    err = unsupported(I, "call destination is not two GRF dwords");
    return true;
  }
  std::memcpy(retIP, &next, 4);
  std::memcpy(savedMask, &t.CallMask, 4);
  t.CallMask = callers;
  moveChannels(t, callers, target);
  return true;
}

bool ThreadExecutor::execRet(ThreadState &t, const Inst &I, uint32_t leaving,
                             llvm::Error &err) {
  if (I.ExecSize == 1) {
    err = unsupported(I, "scalar ret not modelled");
    return true;
  }
  const uint8_t *retIPBytes = linkDword(t, I.Src[0], 0);
  const uint8_t *savedMaskBytes = linkDword(t, I.Src[0], 1);
  if (!retIPBytes || !savedMaskBytes) {
    err = unsupported(I, "ret source is not two GRF dwords");
    return true;
  }
  uint32_t retIP, savedMask;
  std::memcpy(&retIP, retIPBytes, 4);
  std::memcpy(&savedMask, savedMaskBytes, 4);
  // Returned channels wait at the return IP, outside the call mask, until
  // every channel of the call has returned.
  moveChannels(t, leaving, retIP);
  t.CallMask &= ~leaving;
  if (!t.CallMask)
    t.CallMask = savedMask;
  return true;
}

} // namespace visa::sim
