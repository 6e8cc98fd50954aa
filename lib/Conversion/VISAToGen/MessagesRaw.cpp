//===- MessagesRaw.cpp - raw_send and raw_sends ----------------------------===//
//
// raw_send/raw_sends: a send the vISA spells out. The descriptor (an
// immediate here: one in a variable is not supported yet) must agree with
// the register counts the instruction gives; the shared function comes
// from the extended descriptor's low bits (raw_send) or its own field
// (raw_sends, whose second payload length goes into the extended
// descriptor). Payloads and the response are whole registers: the
// operands themselves when they start a register, temporaries otherwise.
// sendc and end-of-thread sends are refused.
//
//===----------------------------------------------------------------------===//

#include "MessageHelpers.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

namespace {

/// RAW_SEND/RAW_SENDS modifiers bit 0: sendc.
constexpr unsigned RawSendcBit = 1u << 0;

/// What a raw send instruction gives.
struct RawSend {
  ExecInfo Exec;
  std::optional<Predicate> Pred;
  unsigned Modifiers = 0;
  gen::Sfid SFID = gen::Sfid::Null;
  VecOperand Desc;
  uint32_t ExDesc = 0;
  RawOperand Src0, Src1, Dst;
  unsigned Src0Regs = 0, Src1Regs = 0, DstRegs = 0;
};

/// The immediate of `v` (the descriptors), or an error naming `what`.
FailureOr<uint32_t> immediateOf(Lowering &L, const VecOperand &v,
                                StringRef what, Operation *op) {
  FailureOr<Opnd> o = L.src(v, op);
  if (failed(o))
    return failure();
  if (!o->isImm())
    return op->emitError("visa-to-gen: a raw send's ")
           << what << " in a variable is not supported yet";
  return uint32_t(o->O.Imm);
}

LogicalResult lowerRaw(Lowering &L, const RawSend &r, Operation *op) {
  if (r.Modifiers & RawSendcBit)
    return op->emitError("visa-to-gen: raw_sendc is not supported yet");
  if (r.Src1Regs && !L.device().HasSplitSend)
    return op->emitError("visa-to-gen: raw_sends needs split sends, which ")
           << L.device().Name << " lacks";
  FailureOr<uint32_t> descBits = immediateOf(L, r.Desc, "descriptor", op);
  if (failed(descBits))
    return failure();
  gen::SendDescriptors desc;
  desc.SFID = r.SFID;
  desc.Desc = *descBits;
  desc.ExDesc = r.ExDesc;
  gen::setField(gen::MessageField::ExSharedFunction, unsigned(r.SFID), desc);
  if (r.Src1Regs)
    gen::setField(gen::MessageField::ExMessageLength, r.Src1Regs, desc);
  if (gen::getField(gen::MessageField::ExEndOfThread, desc))
    return op->emitError("visa-to-gen: end-of-thread raw sends are not "
                         "supported");
  unsigned mlen = gen::getField(gen::MessageField::MessageLength, desc);
  unsigned rlen = gen::getField(gen::MessageField::ResponseLength, desc);
  if (mlen != r.Src0Regs || rlen != r.DstRegs)
    return op->emitError("visa-to-gen: the descriptor's lengths (")
           << mlen << " in, " << rlen << " out) are not the instruction's ("
           << r.Src0Regs << ", " << r.DstRegs << ")";

  SmallVector<PayloadPiece, 2> payload;
  RawOperand srcs[] = {r.Src0, r.Src1};
  unsigned regs[] = {r.Src0Regs, r.Src1Regs};
  for (unsigned i = 0; i < 2 && regs[i]; ++i) {
    FailureOr<Opnd> src = L.raw(srcs[i], DataType::UD, op);
    if (failed(src))
      return failure();
    payload.push_back(PayloadPiece::whole(*src, regs[i]));
  }
  std::optional<WholeResponse> response;
  if (r.DstRegs) {
    FailureOr<WholeResponse> w =
        wholeResponse(L, r.Dst, r.DstRegs * L.grfBytes(), op);
    if (failed(w))
      return failure();
    response = *w;
  }
  InstData controls = L.inst(Opcode::Send, r.Exec);
  if (failed(L.predicate(controls, r.Pred, op)))
    return failure();
  if (failed(emitWholeSend(L, controls, desc, payload,
                           response ? response->Regs : Opnd::null(), {}, op)))
    return failure();
  if (response)
    response->finish(L);
  return success();
}

/// RAW_SEND's extended descriptor: the shared function in bits 3-0.
constexpr uint32_t RawSendSfidMask = 0xF;

LogicalResult lowerRawSend(Lowering &L, Operation *op) {
  auto m = cast<RAW_SENDOp>(op);
  RawSend r;
  r.Exec = m.getExecSize();
  r.Pred = m.getPred();
  r.Modifiers = m.getModifiers();
  r.ExDesc = m.getExMsgDesc();
  r.SFID = gen::Sfid(r.ExDesc & RawSendSfidMask);
  r.Desc = m.getDescField();
  r.Src0 = m.getSrcField();
  r.Dst = m.getDst();
  r.Src0Regs = m.getNumSrc();
  r.DstRegs = m.getNumDst();
  return lowerRaw(L, r, op);
}

LogicalResult lowerRawSends(Lowering &L, Operation *op) {
  auto m = cast<RAW_SENDSOp>(op);
  RawSend r;
  r.Exec = m.getExecSize();
  r.Pred = m.getPred();
  r.Modifiers = m.getModifiers();
  FailureOr<uint32_t> exDesc =
      immediateOf(L, m.getExMsgDesc(), "extended descriptor", op);
  if (failed(exDesc))
    return failure();
  r.ExDesc = *exDesc;
  r.SFID = gen::Sfid(m.getSFID() & RawSendSfidMask);
  r.Desc = m.getDescField();
  r.Src0 = m.getSrc0();
  r.Src1 = m.getSrc1();
  r.Dst = m.getDst();
  r.Src0Regs = m.getNumSrc0();
  r.Src1Regs = m.getNumSrc1();
  r.DstRegs = m.getNumDst();
  return lowerRaw(L, r, op);
}

} // namespace

void togen::addRawSendLowerings(LoweringTable &t) {
  t.add<RAW_SENDOp>(lowerRawSend);
  t.add<RAW_SENDSOp>(lowerRawSends);
}
