//===- MessagesSampler.cpp - Sampler messages -----------------------------===//
//
// sample_3d (3D_SAMPLE), load_3d (3D_LOAD), gather4_3d (3D_SAMPLE4) and
// info_3d (resinfo, sampleinfo): sampler messages, whose type is the
// operation's low five bits. The payload is the parameters as the vISA
// gives them, one plane each, after a header when one is needed: r0's
// copy with the RGBA write mask and the texel offsets (aoffimmi) in dword
// 2 and a bindless sampler's state in dword 3. SIMD16 messages take at
// most 11 payload registers and sample_d/sample_d_c/sample_killpix are
// SIMD8 only: those instructions are sent in SIMD8 halves. The sampler
// index comes from the sampler variable: an immediate a movs wrote, a
// dword shifted into the descriptor at run time, or S31, the bindless
// sampler.
//
//===----------------------------------------------------------------------===//

#include "MessageHelpers.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

namespace {

/// The largest SIMD16 sampler payload in registers (IGC's
/// translateVISASampler3DInst splits above 11).
constexpr unsigned MaxSimd16SamplerPayload = 11;
/// The bindless sampler's pre-defined id (S31).
constexpr unsigned BindlessSamplerId = 31;
/// Header dword 2: the write mask at bits 15:12 (a set bit disables the
/// channel), gather4's source channel at bits 17:16, aoffimmi at 11:0.
constexpr unsigned HeaderWriteMaskShift = 12, HeaderGatherChannelShift = 16;
constexpr unsigned AoffimmiMask = 0xFFF;

/// What a sampler instruction asks for.
struct SamplerRequest {
  unsigned MsgType = 0;     ///< the sampler message type
  unsigned ChannelMask = 0; ///< RGBA channels written back
  unsigned Returned = 4;    ///< channels the message returns (planes)
  /// gather4: the source channel.
  std::optional<unsigned> GatherChannel;
  std::optional<VecOperand> Aoffimmi;
  std::optional<VarRef> Sampler;
  VarRef Surface;
  RawOperand Dst;
  SmallVector<RawOperand, 12> Params;
  /// A header whether the message needs one or not (a payload of none
  /// but the header).
  bool ForceHeader = false;
};

/// Message types that only exist in SIMD8 form (sample_d, sample_d_c,
/// sample_killpix).
bool isSimd8Only(unsigned msgType) {
  return msgType == unsigned(gen::SamplerOp::SampleD) ||
         msgType == unsigned(gen::SamplerOp::SampleDC) ||
         msgType == unsigned(gen::SamplerOp::SampleKillPix);
}

/// Whether the sampler returns `mask` without a header's write mask.
bool channelsByLength(const gen::Product &dev, unsigned mask) {
  if (!dev.SamplerChannelsByLength)
    return mask == 0xF;
  return mask == 0x1 || mask == 0x3 || mask == 0x7 || mask == 0xF;
}

/// The sampler state: an index in the descriptor (known, or shifted into
/// place at run time) or a bindless state in the header.
struct SamplerState {
  unsigned Index = 0;
  std::optional<Opnd> RuntimeIndex; ///< already shifted to bits 11:8
  std::optional<Opnd> Bindless;     ///< the state offset for header dword 3
};

FailureOr<SamplerState> samplerState(Lowering &L, VarRef sampler,
                                     Operation *op) {
  SamplerState s;
  FailureOr<Opnd> value = L.stateValue(sampler, op);
  if (failed(value))
    return failure();
  if (sampler.isPredefined() &&
      sampler.getPredefinedId() == BindlessSamplerId) {
    s.Bindless = *value;
    return s;
  }
  if (value->isImm()) {
    s.Index = unsigned(value->O.Imm);
    if (s.Index > gen::fieldMax(gen::MessageField::SamplerIndex))
      return op->emitError("visa-to-gen: sampler index ")
             << s.Index << " (above 15) is not supported";
    return s;
  }
  Opnd shifted = L.newTemp(DataType::UD, 1, "sampler");
  Opnd by = Opnd::imm(gen::fieldLo(gen::MessageField::SamplerIndex),
                      DataType::UD);
  L.emitScalar(Opcode::Shl, shifted, value->as(DataType::UD), &by);
  s.RuntimeIndex = shifted.scalarSrc();
  return s;
}

/// The header of a sampler message, built from r0.
FailureOr<Opnd> samplerHeader(Lowering &L, const SamplerRequest &r,
                              const SamplerState &state,
                              const std::optional<Opnd> &aoffimmi) {
  Opnd h = newHeader(L, /*fromR0=*/true, "sampler_header");
  uint32_t dword2 = r.GatherChannel
                        ? *r.GatherChannel << HeaderGatherChannelShift
                        : (~r.ChannelMask & 0xF) << HeaderWriteMaskShift;
  if (aoffimmi && aoffimmi->isImm())
    dword2 |= uint32_t(aoffimmi->O.Imm) & AoffimmiMask;
  Opnd at2 = h.plusBytes(8).as(DataType::UD).dstRegion();
  Opnd imm = Opnd::imm(dword2, DataType::UD);
  if (aoffimmi && !aoffimmi->isImm())
    L.emitScalar(Opcode::Or, at2, aoffimmi->as(DataType::UW).scalarSrc(), &imm);
  else
    L.emitScalar(Opcode::Mov, at2, imm);
  if (state.Bindless)
    setHeaderDword(L, h, 3, *state.Bindless);
  return h;
}

/// The 16-bit forms (HF parameters or results) are not supported.
LogicalResult checkDwordOperand(Lowering &L, const RawOperand &raw,
                                Operation *op) {
  FailureOr<VarPlace> p = L.place(raw.Var, op);
  if (failed(p))
    return failure();
  if (p->K == VarPlace::VReg && elemTypeSize(p->Type) == 2)
    return op->emitError("visa-to-gen: 16-bit sampler operands are not "
                         "supported");
  return success();
}

LogicalResult lowerSampler(Lowering &L, Operation *op, const ExecInfo &exec,
                           std::optional<Predicate> pred,
                           const SamplerRequest &r) {
  const gen::Product &dev = L.device();
  FailureOr<MessageTarget> target = messageTarget(L, r.Surface, op);
  if (failed(target))
    return failure();
  SamplerState state;
  if (r.Sampler) {
    FailureOr<SamplerState> s = samplerState(L, *r.Sampler, op);
    if (failed(s))
      return failure();
    state = *s;
  }
  std::optional<Opnd> aoffimmi;
  if (r.Aoffimmi) {
    FailureOr<Opnd> a = L.src(*r.Aoffimmi, op);
    if (failed(a))
      return failure();
    aoffimmi = *a;
  }
  bool offsets = aoffimmi && !(aoffimmi->isImm() &&
                               (aoffimmi->O.Imm & AoffimmiMask) == 0);
  bool header = dev.SamplerHeaderAlways || r.ForceHeader || offsets ||
                state.Bindless ||
                (r.GatherChannel ? *r.GatherChannel != 0
                                 : !channelsByLength(dev, r.ChannelMask));

  LaneSend s;
  s.Exec = exec;
  s.Pred = pred;
  if (header) {
    FailureOr<Opnd> h = samplerHeader(L, r, state, aoffimmi);
    if (failed(h))
      return failure();
    s.Payload.push_back(PayloadPiece::whole(*h, 1));
  }
  for (const RawOperand &p : r.Params) {
    if (failed(checkDwordOperand(L, p, op)))
      return failure();
    FailureOr<LaneData> d = laneData(L, p, exec.Size, 4, 1, op);
    if (failed(d))
      return failure();
    s.Payload.push_back(PayloadPiece::lanes(*d));
  }
  if (failed(checkDwordOperand(L, r.Dst, op)))
    return failure();
  FailureOr<LaneData> dst = laneData(L, r.Dst, exec.Size, 4, r.Returned, op);
  if (failed(dst))
    return failure();
  s.Response = *dst;
  unsigned simd16Payload = (header ? 1 : 0) + 2 * unsigned(r.Params.size());
  s.MaxSimd = isSimd8Only(r.MsgType) || simd16Payload > MaxSimd16SamplerPayload
                  ? 8
                  : 16;

  // The run-time parts of the descriptor: the surface's BTI and the
  // sampler index, OR-ed together when both are.
  s.Runtime = target->runtime();
  if (state.RuntimeIndex) {
    if (s.Runtime.DescOr) {
      Opnd both = L.newTemp(DataType::UD, 1, "desc");
      L.emitScalar(Opcode::Or, both, *state.RuntimeIndex, &*s.Runtime.DescOr);
      s.Runtime.DescOr = both.scalarSrc();
    } else {
      s.Runtime.DescOr = state.RuntimeIndex;
    }
  }

  unsigned returned = dst->isNull() ? 0 : r.Returned;
  auto build = [&](const MessagePart &p) {
    gen::SampleMessage m;
    m.Op = gen::SamplerOp(r.MsgType);
    m.Simd = p.Simd;
    m.Surface = target->Surface;
    m.SamplerIndex = state.Index;
    m.Parameters = unsigned(r.Params.size());
    m.Channels = returned;
    m.Header = header;
    return gen::buildSample(dev, m);
  };
  s.Descriptors = build;
  return emitLaneSend(L, s, op);
}

/// The 3D_SAMPLE/3D_LOAD/3D_SAMPLE4 operation: the message type in the low
/// five bits (the operations with programmable offsets, 32 and above, do
/// not exist on these products).
FailureOr<unsigned> messageType(Lowering &L, unsigned visaOp, Operation *op) {
  unsigned code = visaOp & 0xFF;
  if (code > gen::fieldMax(gen::MessageField::SamplerMessageType))
    return op->emitError("visa-to-gen: sampler operation ")
           << code << " is not supported on " << L.device().Name;
  return code;
}

/// The parts of sample_3d, load_3d and gather4_3d `m` that they share: the
/// message type, texel offsets, surface, destination and parameters.
template <typename OpT>
FailureOr<SamplerRequest> parameterRequest(Lowering &L, OpT m, Operation *op) {
  FailureOr<unsigned> type = messageType(L, m.getOp(), op);
  if (failed(type))
    return failure();
  SamplerRequest r;
  r.MsgType = *type;
  r.Aoffimmi = m.getAoffimmi();
  r.Surface = m.getSurface();
  r.Dst = m.getDst();
  for (RawOperand p : m.getParams())
    r.Params.push_back(p);
  return r;
}

/// Sets the RGBA channels `channels` (bits 3-0) of `r` and as many planes.
void setChannels(SamplerRequest &r, unsigned channels) {
  r.ChannelMask = channels & 0xF;
  r.Returned = llvm::popcount(r.ChannelMask);
}

LogicalResult lowerSample3d(Lowering &L, Operation *op) {
  auto m = cast<SAMPLE3DOp>(op);
  FailureOr<SamplerRequest> r = parameterRequest(L, m, op);
  if (failed(r))
    return failure();
  setChannels(*r, m.getChannels());
  r->Sampler = m.getSampler();
  return lowerSampler(L, op, m.getExecSize(), m.getPred(), *r);
}

LogicalResult lowerLoad3d(Lowering &L, Operation *op) {
  auto m = cast<LOAD3DOp>(op);
  FailureOr<SamplerRequest> r = parameterRequest(L, m, op);
  if (failed(r))
    return failure();
  setChannels(*r, m.getChannels());
  return lowerSampler(L, op, m.getExecSize(), m.getPred(), *r);
}

LogicalResult lowerGather4(Lowering &L, Operation *op) {
  auto m = cast<SAMPLE4_3DOp>(op);
  FailureOr<SamplerRequest> r = parameterRequest(L, m, op);
  if (failed(r))
    return failure();
  setChannels(*r, 0xF);
  r->GatherChannel = m.getSrcChannel() & 3;
  r->Sampler = m.getSampler();
  return lowerSampler(L, op, m.getExecSize(), m.getPred(), *r);
}

/// info_3d: resinfo (one parameter, the LOD) or sampleinfo (none).
LogicalResult lowerInfo3d(Lowering &L, Operation *op) {
  auto m = cast<INFO3DOp>(op);
  FailureOr<unsigned> type = messageType(L, m.getOp(), op);
  if (failed(type))
    return failure();
  SamplerRequest r;
  r.MsgType = *type;
  setChannels(r, m.getChannels());
  r.Surface = m.getSurface();
  r.Dst = m.getDst();
  if (std::optional<RawOperand> lod = m.getLOD())
    r.Params.push_back(*lod);
  // sampleinfo has no parameters: its payload is the header.
  r.ForceHeader = r.Params.empty();
  ExecInfo exec = m.getExecSize();
  return lowerSampler(L, op, exec, std::nullopt, r);
}

} // namespace

void togen::addSamplerLowerings(LoweringTable &t) {
  t.add<SAMPLE3DOp>(lowerSample3d);
  t.add<LOAD3DOp>(lowerLoad3d);
  t.add<SAMPLE4_3DOp>(lowerGather4);
  t.add<INFO3DOp>(lowerInfo3d);
}
