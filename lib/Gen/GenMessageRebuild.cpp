//===- GenMessageRebuild.cpp - A decoded message through its builder -----===//
//
// rebuildMessage: the named builder of GenMessageBuild.h called with what
// a decoded message says (surface, lanes, data, the payload split it
// uses). For messages whose descriptor does not state every parameter
// (typed coordinates, sampler parameters, media block rows) the parameter
// is worked out from the lengths. Used by visa-objdump's send encoding
// check and by the validator's message length rule.
//
//===----------------------------------------------------------------------===//

#include "visa/Gen/GenMessageBuild.h"
#include <algorithm>

using namespace visa::gen;

namespace {

MessageSurface surfaceOf(const MessageInfo &m) {
  switch (m.Space) {
  case AddressSpace::Slm:
    return MessageSurface::slm();
  case AddressSpace::Stateless:
    return MessageSurface::stateless(m.Bti ==
                                     uint8_t(SpecialSurface::Stateless));
  case AddressSpace::Bindless:
    return MessageSurface::bindless(m.surfaceStateOffset());
  case AddressSpace::Scratch:
    return MessageSurface::scratch();
  default:
    return MessageSurface::surface(m.Bti);
  }
}

} // namespace

std::optional<SendDescriptors>
visa::gen::rebuildMessage(const Product &p, const MessageInfo &m) {
  PayloadSplit split{int(m.ExMlen)};
  LaneMessage lane{surfaceOf(m), m.AddrBits, m.Simd, m.HasHeader, split};
  BlockMessage block{surfaceOf(m), m.AddrBits, m.BlockBytes, false,
                     m.BlockHighHalf, split};
  unsigned payload = m.Mlen + m.ExMlen - (m.HasHeader ? 1 : 0);
  unsigned plane = m.Simd ? (m.Simd * 4 + p.GRFBytes - 1) / p.GRFBytes : 1;
  unsigned channels = __builtin_popcount(m.ChannelMask);
  TypedMessage typed{surfaceOf(m), 0,           m.ChannelMask,
                     m.SlotGroup,  m.HasHeader, split};
  switch (m.Kind) {
  case MessageKind::UntypedSurfaceRead:
    return buildUntypedSurfaceRead(p, lane, m.ChannelMask);
  case MessageKind::UntypedSurfaceWrite:
    return buildUntypedSurfaceWrite(p, lane, m.ChannelMask);
  case MessageKind::ByteScatteredRead:
    return buildByteScatteredRead(p, lane, m.ElementBytes);
  case MessageKind::ByteScatteredWrite:
    return buildByteScatteredWrite(p, lane, m.ElementBytes);
  case MessageKind::DwordScatteredRead:
    return buildDwordScatteredRead(p, lane, m.ElementsPerAddr);
  case MessageKind::DwordScatteredWrite:
    return buildDwordScatteredWrite(p, lane, m.ElementsPerAddr);
  case MessageKind::QwordScatteredRead:
    return buildQwordScatteredRead(p, lane, m.ElementsPerAddr);
  case MessageKind::QwordScatteredWrite:
    return buildQwordScatteredWrite(p, lane, m.ElementsPerAddr);
  case MessageKind::UntypedAtomic:
  case MessageKind::UntypedAtomicFloat:
    return buildUntypedAtomic(p, lane, m.Atomic, m.ElementBytes,
                              m.ReturnsData);
  case MessageKind::OwordBlockRead:
    return buildOwordBlockRead(p, block);
  case MessageKind::OwordBlockReadUnaligned:
    block.Unaligned = true;
    return buildOwordBlockRead(p, block);
  case MessageKind::OwordBlockWrite:
    return buildOwordBlockWrite(p, block);
  case MessageKind::OwordBlockWriteUnaligned:
    block.Unaligned = true;
    return buildOwordBlockWrite(p, block);
  case MessageKind::HwordBlockRead:
    return buildHwordBlockRead(p, block);
  case MessageKind::HwordBlockWrite:
    return buildHwordBlockWrite(p, block);
  case MessageKind::ScratchBlockRead:
    return buildScratchBlockRead(p, m.ScratchOffset * HwordBytes,
                                 m.BlockBytes / p.GRFBytes);
  case MessageKind::ScratchBlockWrite:
    return buildScratchBlockWrite(p, m.ScratchOffset * HwordBytes,
                                  m.BlockBytes / p.GRFBytes, split);
  case MessageKind::TypedSurfaceRead:
    typed.Coordinates = payload;
    return buildTypedSurfaceRead(p, typed);
  case MessageKind::TypedSurfaceWrite:
    typed.Coordinates = payload - channels;
    return buildTypedSurfaceWrite(p, typed);
  case MessageKind::TypedAtomic:
    typed.Coordinates = payload - std::max(0, atomicOpSources(m.Atomic));
    return buildTypedAtomic(p, typed, m.Atomic, m.ReturnsData);
  case MessageKind::MediaBlockRead:
    return buildMediaBlockRead(p, surfaceOf(m), p.GRFBytes, m.Rlen);
  case MessageKind::MediaBlockWrite:
    return buildMediaBlockWrite(p, surfaceOf(m), p.GRFBytes, payload, split);
  case MessageKind::Sample: {
    SampleMessage s;
    s.Op = SamplerOp(m.SamplerOp);
    s.Simd = m.Simd;
    s.Surface = surfaceOf(m);
    s.SamplerIndex = m.SamplerIndex;
    s.Parameters = payload / plane;
    s.Return16Bit = m.SamplerReturn16;
    s.Channels = m.Rlen / (m.SamplerReturn16 ? std::max(1u, plane / 2) : plane);
    s.Header = m.HasHeader;
    s.Split = split;
    return buildSample(p, s);
  }
  case MessageKind::SamplerCacheFlush:
    return buildSamplerCacheFlush(p);
  case MessageKind::MemoryFence:
    return buildMemoryFence(p, FenceMessage{m.isSlm(), m.FenceCommit,
                                            m.FenceFlushTargets,
                                            m.FenceFlushL1});
  case MessageKind::Barrier:
    return buildBarrier(p);
  case MessageKind::EndOfThread:
    return buildEndOfThread(p);
  default:
    return std::nullopt;
  }
}

