//===- MessageHelpers.cpp - Shared pieces of the message lowerings --------===//
//
// Targets and run-time descriptors, register copies, headers, and the lane
// message engine (MessageHelpers.h describes each).
//
//===----------------------------------------------------------------------===//

#include "MessageHelpers.h"
#include "visa/Object/PredefinedVars.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

//===----------------------------------------------------------------------===//
// Surfaces and run-time descriptors
//===----------------------------------------------------------------------===//

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
  case unsigned(gen::SpecialSurface::Bindless):
    return gen::MessageSurface::bindless(0);
  default:
    return gen::MessageSurface::surface(bti);
  }
}

RuntimeDescriptors MessageTarget::runtime() const {
  RuntimeDescriptors r;
  r.DescOr = RuntimeBti;
  r.ExDescAdd = SurfaceState;
  return r;
}

FailureOr<MessageTarget> togen::messageTarget(Lowering &L, VarRef surface,
                                              Operation *op) {
  MessageTarget t;
  if (surface.isPredefined()) {
    unsigned bti = predefinedSurfaceBti(surface.getPredefinedId());
    if (!bti)
      return op->emitError("visa-to-gen: pre-defined surface T")
             << surface.getPredefinedId() << " does not exist";
    t.Surface = messageSurface(bti);
    if (t.Surface.Space != gen::AddressSpace::Bindless)
      return t;
    // The surface state offset goes into an extended descriptor in a0,
    // which only split sends take.
    if (!L.device().HasSplitSend)
      return op->emitError("visa-to-gen: bindless surfaces (%bss) need "
                           "split sends, which ")
             << L.device().Name << " lacks";
    // %bss: the surface state offset is what movs wrote to it.
    FailureOr<Opnd> state = L.stateValue(surface, op);
    if (failed(state))
      return failure();
    t.SurfaceState = *state;
    return t;
  }
  FailureOr<Opnd> value = L.stateValue(surface, op);
  if (failed(value))
    return failure();
  if (value->isImm()) {
    t.Surface = messageSurface(unsigned(value->O.Imm) & 0xFF);
    return t;
  }
  t.Surface = gen::MessageSurface::surface(0);
  t.RuntimeBti = *value;
  return t;
}

Operation *togen::emitSend(Lowering &L, const InstData &controls,
                           const gen::SendDescriptors &desc, const Opnd &dst,
                           const Opnd &src0, const Opnd &src1,
                           const RuntimeDescriptors &runtime) {
  gen::MessageInfo msg = gen::decodeMessage(L.device(), desc);
  bool gen12 = L.platform() == gen::Platform::Gen12;
  // Only split sends take their extended descriptor from a0 (Gen8-11).
  bool split = msg.ExMlen > 0 || runtime.ExDescAdd;
  InstData d = controls;
  d.I.Op = split && !gen12 ? Opcode::Sends : Opcode::Send;
  d.I.Send.SFID = uint8_t(desc.SFID);
  d.I.Send.Desc = desc.Desc;
  d.I.Send.ExDesc = desc.ExDesc;
  d.I.Send.EOT = desc.EOT;
  if (runtime.DescOr) {
    // The descriptor in a0.0: the immediate with the run-time bits OR-ed in.
    Opnd a0 = Opnd::arf(gen::ArfKind::Address, 0, 0, DataType::UD).dstRegion();
    Opnd imm = Opnd::imm(desc.Desc, DataType::UD);
    L.emitScalar(Opcode::Or, a0, runtime.DescOr->as(DataType::UD), &imm);
    d.I.Send.DescIsReg = true;
    d.I.Send.Desc = 0;
  }
  if (runtime.ExDescAdd) {
    // The extended descriptor in a0.0, or a0.2 when a0.0 holds the other.
    unsigned dword = runtime.DescOr ? 2 : 0;
    Opnd a0 = Opnd::arf(gen::ArfKind::Address, 0, 4 * dword, DataType::UD)
                  .dstRegion();
    const Opnd &add = *runtime.ExDescAdd;
    if (add.isImm()) {
      L.emitScalar(Opcode::Mov, a0,
                   Opnd::imm(uint32_t(desc.ExDesc + add.O.Imm), DataType::UD));
    } else {
      Opnd imm = Opnd::imm(desc.ExDesc, DataType::UD);
      L.emitScalar(Opcode::Add, a0, add.as(DataType::UD), &imm);
    }
    d.I.Send.ExDescIsReg = true;
    d.I.Send.ExDesc = dword;
  }
  Lowering::setDst(d, msg.Rlen ? dst : Opnd::null(DataType::UD));
  Lowering::addSrc(d, src0);
  Lowering::addSrc(d, msg.ExMlen ? src1 : Opnd::null(DataType::UD));
  d.SrcLen[0] = uint8_t(msg.Mlen);
  d.SrcLen[1] = uint8_t(msg.ExMlen);
  d.DstLen = uint8_t(msg.Rlen);
  return L.emit(d);
}

Operation *togen::emitSend(Lowering &L, const ExecInfo &exec,
                           const gen::SendDescriptors &desc, const Opnd &dst,
                           const Opnd &src0, const Opnd &src1) {
  return emitSend(L, L.inst(Opcode::Send, exec), desc, dst, src0, src1);
}

//===----------------------------------------------------------------------===//
// Registers
//===----------------------------------------------------------------------===//

gen::DataType togen::unsignedType(unsigned bytes) {
  switch (bytes) {
  case 1: return DataType::UB;
  case 2: return DataType::UW;
  case 8: return DataType::UQ;
  default: return DataType::UD;
  }
}

bool togen::startsRegister(Lowering &L, const Opnd &o) {
  unsigned grf = L.grfBytes();
  if (o.isImm() || o.O.File != gen::RegFile::GRF)
    return false;
  if (!o.Ref.isVirtual())
    return o.O.SubRegByte == 0;
  const gen::VRegDesc &v = L.vregDesc(o.Ref.Id);
  if (v.Pinned >= 0)
    return (uint32_t(v.Pinned) + o.Ref.Offset) % grf == 0;
  return v.Align % grf == 0 && o.Ref.Offset % grf == 0;
}

/// A source of `n` packed elements of `o`'s type in rows of at most one
/// register (<w;w,1>, or <0;1,0> for one element).
static Opnd packedRows(Lowering &L, const Opnd &o, unsigned n) {
  unsigned perRow = L.grfBytes() / o.typeSize();
  return o.packedSrc(std::min(n, perRow));
}

/// The largest power of two that is at most `n` (n > 0).
static unsigned powerOfTwoAtMost(unsigned n) {
  unsigned p = 1;
  while (p * 2 <= n)
    p *= 2;
  return p;
}

void togen::copyBytes(Lowering &L, const Opnd &to, const Opnd &from,
                      unsigned bytes) {
  unsigned grfDwords = L.grfBytes() / 4;
  unsigned done = 0;
  while (done < bytes) {
    Opnd dst = to.plusBytes(int(done)).as(DataType::UD);
    Opnd src = from.plusBytes(int(done)).as(DataType::UD);
    // Two registers per move when both sides start one, else one.
    bool aligned = startsRegister(L, dst) && startsRegister(L, src);
    unsigned most = aligned ? 2 * grfDwords : grfDwords;
    unsigned n = powerOfTwoAtMost(std::min(most, (bytes - done) / 4));
    InstData d = L.inst(Opcode::Mov, n, 0, /*noMask=*/true);
    Lowering::setDst(d, dst.dstRegion());
    Lowering::addSrc(d, packedRows(L, src, n));
    L.emit(d);
    done += 4 * n;
  }
}

void togen::copyRegisters(Lowering &L, const Opnd &to, const Opnd &from,
                          unsigned count) {
  copyBytes(L, to, from, count * L.grfBytes());
}

Opnd togen::newHeader(Lowering &L, bool fromR0, StringRef name) {
  unsigned dwords = L.grfBytes() / 4;
  Opnd header = L.newTemp(DataType::UD, dwords, name);
  InstData d = L.inst(Opcode::Mov, dwords, 0, /*noMask=*/true);
  Lowering::setDst(d, header);
  Lowering::addSrc(d, fromR0 ? packedRows(L, Opnd::vreg(L.r0Register(), 0,
                                                       DataType::UD),
                                          dwords)
                             : Opnd::imm(0, DataType::UD));
  L.emit(d);
  return header;
}

void togen::setHeaderDword(Lowering &L, const Opnd &header, unsigned index,
                           const Opnd &value) {
  L.emitScalar(Opcode::Mov,
               header.plusBytes(int(4 * index)).as(DataType::UD).dstRegion(),
               value.isImm() ? value : value.as(DataType::UD).scalarSrc());
}

FailureOr<WholeResponse> togen::wholeResponse(Lowering &L,
                                              const RawOperand &raw,
                                              unsigned bytes, Operation *op) {
  FailureOr<VarPlace> p = L.place(raw.Var, op);
  if (failed(p))
    return failure();
  unsigned grf = L.grfBytes();
  unsigned regs = (bytes + grf - 1) / grf;
  WholeResponse r;
  r.Bytes = bytes;
  if (p->K == VarPlace::Null) {
    r.Regs = L.newTemp(DataType::UD, regs * grf / 4, "response");
    return r;
  }
  FailureOr<Opnd> to = L.raw(raw, DataType::UD, op);
  if (failed(to))
    return failure();
  if (startsRegister(L, *to) && p->Bytes >= raw.Offset + regs * grf) {
    r.Regs = *to;
    return r;
  }
  r.Regs = L.newTemp(DataType::UD, regs * grf / 4, "response");
  r.CopyTo = *to;
  return r;
}

void WholeResponse::finish(Lowering &L) const {
  if (!CopyTo.isNull())
    copyBytes(L, CopyTo, Regs, Bytes);
}

//===----------------------------------------------------------------------===//
// Lane messages
//===----------------------------------------------------------------------===//

SmallVector<MessagePart, 4> togen::messageParts(unsigned execSize,
                                                unsigned maxSimd) {
  SmallVector<MessagePart, 4> parts;
  if (execSize <= 8) {
    parts.push_back({8, 0, execSize});
    return parts;
  }
  unsigned simd = std::min(execSize, maxSimd);
  for (unsigned first = 0; first < execSize; first += simd)
    parts.push_back({simd, first, simd});
  return parts;
}

unsigned togen::planeRegs(Lowering &L, unsigned lanes, unsigned laneBytes) {
  return (lanes * laneBytes + L.grfBytes() - 1) / L.grfBytes();
}

FailureOr<LaneData> togen::laneData(Lowering &L, const RawOperand &raw,
                                    unsigned execSize, unsigned laneBytes,
                                    unsigned planes, Operation *op) {
  FailureOr<VarPlace> p = L.place(raw.Var, op);
  if (failed(p))
    return failure();
  LaneData d;
  d.LaneBytes = laneBytes;
  d.Planes = planes;
  d.ExecSize = execSize;
  if (p->K == VarPlace::Null)
    return d;
  if (p->K != VarPlace::VReg)
    return op->emitError("visa-to-gen: a message operand must be a general "
                         "variable");
  d.Base = Opnd::vreg(p->VRegId, p->Offset + raw.Offset, unsignedType(laneBytes))
               .dstRegion();
  d.Bytes = p->Bytes > raw.Offset ? p->Bytes - raw.Offset : 0;
  return d;
}

LaneData togen::newLaneTemp(Lowering &L, unsigned execSize, unsigned laneBytes,
                            unsigned planes, StringRef name) {
  LaneData d;
  d.LaneBytes = laneBytes;
  d.Planes = planes;
  d.ExecSize = execSize;
  unsigned bytes = std::max(planes * execSize * laneBytes, L.grfBytes());
  d.Base = L.newTemp(DataType::UD, bytes / 4, name).as(unsignedType(laneBytes));
  d.Bytes = bytes;
  return d;
}

PayloadPiece PayloadPiece::whole(const Opnd &regs, unsigned count,
                                 unsigned bytes) {
  PayloadPiece p;
  p.Lanes.Base = regs;
  p.WholeRegs = count;
  p.WholeBytes = bytes;
  return p;
}

namespace {

/// Where part `part` of lane data `d` sits.
struct PartView {
  const LaneData &D;
  MessagePart Part;
  unsigned PlaneRegs;

  PartView(Lowering &L, const LaneData &d, const MessagePart &part)
      : D(d), Part(part), PlaneRegs(planeRegs(L, part.Simd, d.LaneBytes)) {}

  unsigned regs() const { return D.Planes * PlaneRegs; }
  /// Plane `k` of the part in the operand.
  Opnd plane(unsigned k) const {
    return D.Base.plusBytes(
        int((k * D.ExecSize + Part.FirstLane) * D.LaneBytes));
  }
  unsigned planeBytes() const { return Part.Lanes * D.LaneBytes; }
  /// Whether the operand holds the part as the message does: planes in
  /// consecutive whole registers, reaching into the last of them (a
  /// payload) or owning every byte of them (a response).
  bool inPlace(Lowering &L, bool written) const {
    if (D.isNull() || D.Offset)
      return false;
    unsigned grf = L.grfBytes();
    if (D.Planes > 1 && D.ExecSize * D.LaneBytes != PlaneRegs * grf)
      return false;
    unsigned start = Part.FirstLane * D.LaneBytes;
    unsigned end = start + regs() * grf;
    return startsRegister(L, plane(0)) &&
           (written ? end <= D.Bytes : end - grf < D.Bytes);
  }
};

/// `op` over lanes [first, first + lanes) of an instruction with `exec`
/// and `pred`, on dword lanes: `dst` and the vector sources are the
/// operands of lane `first`; immediates and scalar sources are the same
/// for every lane. Split so that no operand spans three registers.
LogicalResult dwordLaneOp(Lowering &L, Opcode opc, const ExecInfo &exec,
                          std::optional<Predicate> pred, unsigned first,
                          unsigned lanes, const Opnd &dst,
                          ArrayRef<Opnd> srcs, Operation *op) {
  auto isScalar = [](const Opnd &o) {
    return o.isImm() || (o.O.Rgn.VStride == 0 && o.O.Rgn.Width == 1 &&
                         o.O.Rgn.HStride == 0);
  };
  unsigned done = 0;
  while (done < lanes) {
    Opnd d = dst.plusBytes(int(4 * done)).as(DataType::UD);
    bool aligned = startsRegister(L, d);
    for (const Opnd &s : srcs)
      if (!isScalar(s))
        aligned &= startsRegister(L, s.plusBytes(int(4 * done)));
    unsigned most = aligned ? 2 * L.grfBytes() / 4 : L.grfBytes() / 4;
    unsigned n = powerOfTwoAtMost(std::min(most, lanes - done));
    InstData inst =
        L.inst(opc, n, exec.channelOffset() + first + done, exec.NoMask);
    if (failed(L.predicate(inst, pred, op)))
      return failure();
    Lowering::setDst(inst, d.dstRegion());
    for (const Opnd &s : srcs)
      Lowering::addSrc(inst, isScalar(s) ? s
                                         : packedRows(L,
                                                      s.plusBytes(int(4 * done))
                                                          .as(DataType::UD),
                                                      n));
    L.emit(inst);
    done += n;
  }
  return success();
}

/// `lanes` dword lanes of `from` plus `offset` into `to`, NoMask (the
/// payload lanes the message ignores may hold anything).
LogicalResult addOffset(Lowering &L, const Opnd &to, const Opnd &from,
                        const Opnd &offset, unsigned lanes, Operation *op) {
  ExecInfo noMask;
  noMask.Size = lanes;
  noMask.NoMask = true;
  Opnd scalar = offset.isImm() ? offset.as(DataType::UD)
                               : offset.as(DataType::UD).scalarSrc();
  return dwordLaneOp(L, Opcode::Add, noMask, std::nullopt, 0, lanes, to,
                     {from, scalar}, op);
}

/// The registers [from, from + count) of a part's payload, made of
/// `pieces`: a piece in place when it alone is exactly that range, else a
/// temporary the pieces are copied into.
FailureOr<Opnd> assemble(Lowering &L, const MessagePart &part,
                         ArrayRef<PayloadPiece> pieces, unsigned from,
                         unsigned count, Operation *op) {
  unsigned grf = L.grfBytes();
  unsigned at = 0;
  for (const PayloadPiece &p : pieces) {
    PartView v(L, p.Lanes, part);
    unsigned regs = p.WholeRegs ? p.WholeRegs : v.regs();
    if (at == from && regs == count) {
      if (p.WholeRegs && startsRegister(L, p.Lanes.Base))
        return p.Lanes.Base.as(DataType::UD);
      if (!p.WholeRegs && v.inPlace(L, /*written=*/false))
        return v.plane(0).as(DataType::UD);
    }
    at += regs;
  }
  Opnd tmp = L.newTemp(DataType::UD, count * grf / 4, "payload");
  at = 0;
  for (const PayloadPiece &p : pieces) {
    PartView v(L, p.Lanes, part);
    unsigned units = p.WholeRegs ? 1 : p.Lanes.Planes;
    unsigned unitRegs = p.WholeRegs ? p.WholeRegs : v.PlaneRegs;
    for (unsigned k = 0; k < units; ++k, at += unitRegs) {
      if (at + unitRegs <= from || at >= from + count)
        continue;
      if (at < from || at + unitRegs > from + count)
        return op->emitError("visa-to-gen: internal error: the message "
                             "splits its payload inside a register group");
      if (p.Lanes.isNull())
        continue; // an absent operand: its registers hold anything
      Opnd to = tmp.plusBytes(int((at - from) * grf));
      if (p.WholeRegs)
        copyBytes(L, to, p.Lanes.Base,
                  p.WholeBytes ? p.WholeBytes : p.WholeRegs * grf);
      else if (p.Lanes.Offset && failed(addOffset(L, to, v.plane(k),
                                                  *p.Lanes.Offset,
                                                  part.Lanes, op)))
        return failure();
      else if (!p.Lanes.Offset)
        copyBytes(L, to, v.plane(k), v.planeBytes());
    }
  }
  return tmp.as(DataType::UD);
}

/// Copies plane `k` of a part's response from the message registers at
/// `from` into the operand, under the instruction's mask and predicate.
LogicalResult copyBack(Lowering &L, const LaneSend &m, const PartView &v,
                       unsigned k, const Opnd &from, Operation *op) {
  Opnd to = v.D.Base.plusBytes(int(k * v.D.ExecSize * v.D.LaneBytes));
  if (v.D.LaneBytes == 4)
    return dwordLaneOp(L, Opcode::Mov, m.Exec, m.Pred, v.Part.FirstLane,
                       v.Part.Lanes, to.plusBytes(int(4 * v.Part.FirstLane)),
                       {from}, op);
  // Eight-byte lanes: the low and the high dwords, eight lanes at a time.
  for (unsigned done = 0; done < v.Part.Lanes; done += 8) {
    unsigned n = std::min(8u, v.Part.Lanes - done);
    unsigned lane = v.Part.FirstLane + done;
    for (unsigned half = 0; half < 2; ++half) {
      InstData d = L.inst(Opcode::Mov, n, m.Exec.channelOffset() + lane,
                          m.Exec.NoMask);
      if (failed(L.predicate(d, m.Pred, op)))
        return failure();
      Opnd dst = to.plusBytes(int(8 * lane + 4 * half)).as(DataType::UD);
      Opnd src = from.plusBytes(int(8 * done + 4 * half)).as(DataType::UD);
      // Every other dword, in rows of at most one register.
      unsigned width = std::min(n, L.grfBytes() / 8);
      Lowering::setDst(d, n == 1 ? dst.dstRegion() : dst.dstRegion(2));
      Lowering::addSrc(d, n == 1 ? src.scalarSrc()
                                 : src.region(int(2 * width), int(width), 2));
      L.emit(d);
    }
  }
  return success();
}

} // namespace

/// Whether `count0` registers at `a` and `count1` at `b` share a byte.
static bool overlaps(const Opnd &a, unsigned count0, const Opnd &b,
                     unsigned count1, unsigned grf) {
  if (!a.Ref.isVirtual() || a.Ref.Id != b.Ref.Id)
    return false;
  return a.Ref.Offset < b.Ref.Offset + count1 * grf &&
         b.Ref.Offset < a.Ref.Offset + count0 * grf;
}

/// The second payload of a split send: `src1`, or a copy of it where it
/// would overlap the first (the two may not share a register).
static Opnd separatePayload(Lowering &L, const Opnd &src0, unsigned count0,
                            const Opnd &src1, unsigned count1) {
  unsigned grf = L.grfBytes();
  if (!overlaps(src0, count0, src1, count1, grf))
    return src1;
  Opnd tmp = L.newTemp(DataType::UD, count1 * grf / 4, "payload");
  copyRegisters(L, tmp, src1, count1);
  return tmp.as(DataType::UD);
}

FailureOr<Opnd> togen::wholeRegisters(Lowering &L,
                                      ArrayRef<PayloadPiece> pieces,
                                      unsigned from, unsigned count,
                                      Operation *op) {
  return assemble(L, MessagePart(), pieces, from, count, op);
}

FailureOr<Operation *>
togen::emitWholeSend(Lowering &L, const InstData &controls,
                     const gen::SendDescriptors &desc,
                     ArrayRef<PayloadPiece> pieces, const Opnd &dst,
                     const RuntimeDescriptors &runtime, Operation *op) {
  gen::MessageInfo info = gen::decodeMessage(L.device(), desc);
  unsigned total = 0;
  for (const PayloadPiece &p : pieces)
    total += p.WholeRegs;
  if (total != info.Mlen + info.ExMlen)
    return op->emitError("visa-to-gen: internal error: a payload of ")
           << total << " registers for a message of "
           << info.Mlen + info.ExMlen;
  FailureOr<Opnd> src0 = wholeRegisters(L, pieces, 0, info.Mlen, op);
  if (failed(src0))
    return failure();
  Opnd src1 = Opnd::null();
  if (info.ExMlen) {
    FailureOr<Opnd> s = wholeRegisters(L, pieces, info.Mlen, info.ExMlen, op);
    if (failed(s))
      return failure();
    src1 = separatePayload(L, *src0, info.Mlen, *s, info.ExMlen);
  }
  return emitSend(L, controls, desc, dst, *src0, src1, runtime);
}

LogicalResult togen::emitLaneSend(Lowering &L, const LaneSend &m,
                                  Operation *op) {
  unsigned grf = L.grfBytes();
  for (const MessagePart &part : messageParts(m.Exec.Size, m.MaxSimd)) {
    gen::SendDescriptors desc = m.Descriptors(part);
    gen::MessageInfo info = gen::decodeMessage(L.device(), desc);
    unsigned total = 0;
    for (const PayloadPiece &p : m.Payload)
      total += p.WholeRegs ? p.WholeRegs : PartView(L, p.Lanes, part).regs();
    if (total != info.Mlen + info.ExMlen)
      return op->emitError("visa-to-gen: internal error: a payload of ")
             << total << " registers for a message of "
             << info.Mlen + info.ExMlen;
    FailureOr<Opnd> src0 = assemble(L, part, m.Payload, 0, info.Mlen, op);
    if (failed(src0))
      return failure();
    Opnd src1 = Opnd::null();
    if (info.ExMlen) {
      FailureOr<Opnd> s = assemble(L, part, m.Payload, info.Mlen, info.ExMlen, op);
      if (failed(s))
        return failure();
      src1 = separatePayload(L, *src0, info.Mlen, *s, info.ExMlen);
    }

    Opnd dst = Opnd::null();
    bool viaTemp = false;
    PartView response(L, m.Response, part);
    if (info.Rlen) {
      bool wanted = !m.Response.isNull() && m.Response.Planes > 0;
      if (wanted && response.regs() != info.Rlen)
        return op->emitError("visa-to-gen: internal error: a response of ")
               << info.Rlen << " registers for " << response.regs();
      if (wanted && response.inPlace(L, /*written=*/true)) {
        dst = response.plane(0).as(DataType::UD);
      } else {
        dst = L.newTemp(DataType::UD, info.Rlen * grf / 4, "response");
        viaTemp = wanted;
      }
    }

    InstData controls = L.inst(Opcode::Send, part.Lanes,
                               m.Exec.channelOffset() + part.FirstLane,
                               m.Exec.NoMask);
    if (failed(L.predicate(controls, m.Pred, op)))
      return failure();
    emitSend(L, controls, desc, dst, *src0, src1, m.Runtime);
    if (!viaTemp)
      continue;
    for (unsigned k = 0; k < m.Response.Planes; ++k)
      if (failed(copyBack(L, m, response, k,
                          dst.plusBytes(int(k * response.PlaneRegs * grf)), op)))
        return failure();
  }
  return success();
}

LogicalResult togen::addLaneData(Lowering &L, LaneSend &s, bool isWrite,
                                 const RawOperand &raw, unsigned laneBytes,
                                 unsigned planes, Operation *op) {
  FailureOr<LaneData> d = laneData(L, raw, s.Exec.Size, laneBytes, planes, op);
  if (failed(d))
    return failure();
  if (isWrite)
    s.Payload.push_back(PayloadPiece::lanes(*d));
  else
    s.Response = *d;
  return success();
}

gen::LaneMessage togen::laneMessage(const gen::MessageSurface &surface,
                                    const MessagePart &part,
                                    unsigned addrBits, bool header) {
  gen::LaneMessage lm;
  lm.Surface = surface;
  lm.AddrBits = addrBits;
  lm.Simd = part.Simd;
  lm.Header = header;
  return lm;
}

FailureOr<LaneData> togen::offsetLanes(Lowering &L, unsigned execSize,
                                       const RawOperand &offsets,
                                       const Opnd &offset, Operation *op) {
  FailureOr<LaneData> lanes = laneData(L, offsets, execSize, 4, 1, op);
  if (failed(lanes))
    return failure();
  if (lanes->isNull())
    return op->emitError("visa-to-gen: %null offsets");
  if (!offset.isImm() || offset.O.Imm != 0)
    lanes->Offset = offset;
  return lanes;
}
