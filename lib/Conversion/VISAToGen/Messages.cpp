//===- Messages.cpp - vISA memory instructions as sends -------------------===//
//
// Each memory instruction becomes one send (or one per SIMD16 half): the
// descriptor comes from a gen::MessageInfo encoded over the device table
// (visa/Gen/GenMessage.h), the payload is the instruction's raw operands
// where they already sit as the message wants them (GRF aligned, one
// register per channel) and a copy in a temporary otherwise, and a global
// offset is added to the lane addresses first. Data goes in the second
// payload of a split send where the product has them, and after the
// addresses in one payload on BDW.
//
//===----------------------------------------------------------------------===//

#include "MessageHelpers.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

//===----------------------------------------------------------------------===//
// Helpers shared by the message families (MessageHelpers.h)
//===----------------------------------------------------------------------===//

FailureOr<Opnd> togen::surfaceIndex(Lowering &L, VarRef surface, Operation *op) {
  if (surface.isPredefined()) {
    // T0 SLM, T1 stateless (coherent), T2 stateless non-coherent, T5 the
    // scratch surface (4_visa_header.md; IGC's PreDefinedSurfaceVars).
    switch (surface.getPredefinedId()) {
    case 0: return Opnd::imm(uint32_t(gen::SpecialSurface::Slm), DataType::UD);
    case 1: return Opnd::imm(uint32_t(gen::SpecialSurface::Stateless), DataType::UD);
    case 2: return Opnd::imm(uint32_t(gen::SpecialSurface::StatelessNonCoherent), DataType::UD);
    case 5: return Opnd::imm(uint32_t(gen::SpecialSurface::Scratch), DataType::UD);
    default:
      return op->emitError("visa-to-gen: pre-defined surface T")
             << surface.getPredefinedId() << " is not supported";
    }
  }
  return L.stateValue(surface, op);
}

FailureOr<Opnd> togen::messageRegisters(Lowering &L, const RawOperand &raw,
                                        unsigned bytes, bool written,
                                        Operation *op) {
  FailureOr<VarPlace> p = L.place(raw.Var, op);
  if (failed(p))
    return failure();
  unsigned grf = L.grfBytes();
  unsigned regs = (bytes + grf - 1) / grf;
  bool inPlace = p->K == VarPlace::VReg && (p->Offset + raw.Offset) % grf == 0 &&
                 p->Bytes >= raw.Offset + regs * grf;
  // A register not wholly the variable's is fine to read past (the lanes
  // are disabled or ignored) but not to write.
  if (!inPlace && !written && p->K == VarPlace::VReg &&
      (p->Offset + raw.Offset) % grf == 0)
    inPlace = true;
  if (inPlace)
    return Opnd::vreg(p->VRegId, p->Offset + raw.Offset, DataType::UD);
  return Opnd(); // the caller copies through a temporary
}

gen::MessageSurface togen::messageSurface(unsigned bti) {
  switch (bti) {
  case unsigned(gen::SpecialSurface::Slm):
    return gen::MessageSurface::slm();
  case unsigned(gen::SpecialSurface::Stateless):
    return gen::MessageSurface::stateless(true);
  case unsigned(gen::SpecialSurface::StatelessNonCoherent):
    return gen::MessageSurface::stateless(false);
  case unsigned(gen::SpecialSurface::Scratch):
    return gen::MessageSurface::scratch();
  default:
    return gen::MessageSurface::surface(bti);
  }
}

Operation *togen::emitSend(Lowering &L, const ExecInfo &exec,
                           const gen::SendDescriptors &desc, const Opnd &dst,
                           const Opnd &src0, const Opnd &src1) {
  gen::MessageInfo msg = gen::decodeMessage(L.device(), desc);
  bool split = msg.ExMlen > 0 && L.platform() != gen::Platform::Gen12;
  InstData d = L.inst(split ? Opcode::Sends : Opcode::Send, exec);
  d.I.Send.SFID = uint8_t(desc.SFID);
  d.I.Send.Desc = desc.Desc;
  d.I.Send.ExDesc = desc.ExDesc;
  d.I.Send.EOT = desc.EOT;
  Lowering::setDst(d, msg.Rlen ? dst : Opnd::null(DataType::UD));
  Lowering::addSrc(d, src0);
  Lowering::addSrc(d, msg.ExMlen ? src1 : Opnd::null(DataType::UD));
  d.SrcLen[0] = msg.Mlen;
  d.SrcLen[1] = msg.ExMlen;
  d.DstLen = msg.Rlen;
  return L.emit(d);
}

/// `count` registers from `from` to `to`, NoMask (whole registers).
void togen::copyRegisters(Lowering &L, const Opnd &to, const Opnd &from,
                          unsigned count) {
  for (unsigned r = 0; r < count; r += 2) {
    unsigned n = std::min(2u, count - r);
    InstData d = L.inst(Opcode::Mov, n * 8, 0, /*noMask=*/true);
    Lowering::setDst(d, to.plusBytes(r * L.grfBytes()).as(DataType::UD).dstRegion());
    Lowering::addSrc(d, from.plusBytes(r * L.grfBytes()).as(DataType::UD).region(8, 8, 1));
    L.emit(d);
  }
}

//===----------------------------------------------------------------------===//
// Untyped surface messages (gather4_scaled, scatter4_scaled)
//===----------------------------------------------------------------------===//

namespace {

/// The lane addresses of a scaled message: the element offsets, plus the
/// global offset when it is not zero.
FailureOr<Opnd> laneAddresses(Lowering &L, const ExecInfo &exec,
                              std::optional<Predicate> pred,
                              const VecOperand &globalOffset,
                              const RawOperand &offsets, unsigned simd,
                              Operation *op) {
  FailureOr<Opnd> global = L.src(globalOffset, op);
  if (failed(global))
    return failure();
  bool zero = global->isImm() && global->O.Imm == 0;
  FailureOr<Opnd> in = messageRegisters(L, offsets, simd * 4, false, op);
  if (failed(in))
    return failure();
  if (zero && in->Ref.isVirtual())
    return *in;
  FailureOr<Opnd> elems = L.raw(offsets, DataType::UD, op);
  if (failed(elems))
    return failure();
  Opnd tmp = L.newTemp(DataType::UD, simd, "addr");
  InstData d = L.inst(zero ? Opcode::Mov : Opcode::Add, exec);
  Lowering::setDst(d, tmp);
  Lowering::addSrc(d, elems->packedSrc(exec.Size));
  if (!zero)
    Lowering::addSrc(d, global->as(DataType::UD));
  L.emit(d);
  return tmp;
}

template <bool IsWrite, typename OpT>
LogicalResult lowerScaled(Lowering &L, Operation *op) {
  auto m = cast<OpT>(op);
  ExecInfo exec = m.getExecSize();
  if (exec.Size != 8 && exec.Size != 16)
    return op->emitError("visa-to-gen: ")
           << getInstrDesc(op)->mnemonic << " of " << exec.Size << " lanes";
  unsigned simd = exec.Size;
  unsigned channels = llvm::popcount(m.getChannels() & 0xF);
  unsigned regsPerChannel = simd / 8;
  FailureOr<Opnd> bti = surfaceIndex(L, m.getSurface(), op);
  FailureOr<Opnd> addr = laneAddresses(L, exec, m.getPred(), m.getOffset(),
                                       m.getElementOffset(), simd, op);
  if (failed(bti) || failed(addr))
    return failure();
  if (!bti->isImm())
    return op->emitError("visa-to-gen: a surface index not known at compile "
                         "time is not supported yet");

  gen::LaneMessage lanes;
  lanes.Surface = messageSurface(unsigned(bti->O.Imm));
  lanes.Simd = simd;
  unsigned mask = m.getChannels() & 0xF;
  unsigned dataRegs = channels * regsPerChannel;

  if constexpr (IsWrite) {
    Opnd data;
    FailureOr<Opnd> src = messageRegisters(L, m.getSrcField(), dataRegs * L.grfBytes(),
                                           false, op);
    if (failed(src))
      return failure();
    if (!src->Ref.isVirtual()) {
      FailureOr<Opnd> from = L.raw(m.getSrcField(), DataType::UD, op);
      if (failed(from))
        return failure();
      Opnd tmp = L.newTemp(DataType::UD, dataRegs * 8, "data");
      copyRegisters(L, tmp, *from, dataRegs);
      data = tmp;
    } else {
      data = *src;
    }
    gen::SendDescriptors desc =
        gen::buildUntypedSurfaceWrite(L.device(), lanes, mask);
    if (L.device().HasSplitSend) {
      Operation *send = emitSend(L, exec, desc, Opnd::null(), *addr, data);
      return L.predicate(gen::getInstData(send), m.getPred(), op);
    }
    // One payload: addresses, then data.
    Opnd payload = L.newTemp(DataType::UD, (regsPerChannel + dataRegs) * 8, "payload");
    copyRegisters(L, payload, *addr, regsPerChannel);
    copyRegisters(L, payload.plusBytes(regsPerChannel * L.grfBytes()), data, dataRegs);
    Operation *send = emitSend(L, exec, desc, Opnd::null(), payload, Opnd::null());
    return L.predicate(gen::getInstData(send), m.getPred(), op);
  } else {
  gen::SendDescriptors desc = gen::buildUntypedSurfaceRead(L.device(), lanes, mask);
  FailureOr<Opnd> dst = messageRegisters(L, m.getDst(), dataRegs * L.grfBytes(),
                                         true, op);
  if (failed(dst))
    return failure();
  Opnd response = dst->Ref.isVirtual() ? *dst
                                       : L.newTemp(DataType::UD, dataRegs * 8, "data");
  Operation *send = emitSend(L, exec, desc, response, *addr, Opnd::null());
  if (failed(L.predicate(gen::getInstData(send), m.getPred(), op)))
    return failure();
  if (!dst->Ref.isVirtual()) {
    // Back into the destination, lane by lane under the same mask.
    FailureOr<Opnd> to = L.raw(m.getDst(), DataType::UD, op);
    if (failed(to))
      return failure();
    for (unsigned c = 0; c < channels; ++c) {
      InstData d = L.inst(Opcode::Mov, exec);
      if (failed(L.predicate(d, m.getPred(), op)))
        return failure();
      Lowering::setDst(d, to->plusBytes(c * simd * 4).dstRegion());
      Lowering::addSrc(d, response.plusBytes(c * regsPerChannel * L.grfBytes())
                              .packedSrc(simd));
      L.emit(d);
    }
  }
  return success();
  }
}

} // namespace

void togen::addMessageLowerings(LoweringTable &t) {
  t.add<GATHER4_SCALEDOp>(lowerScaled<false, GATHER4_SCALEDOp>);
  t.add<SCATTER4_SCALEDOp>(lowerScaled<true, SCATTER4_SCALEDOp>);
}
