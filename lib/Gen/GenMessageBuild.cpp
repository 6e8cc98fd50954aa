//===- GenMessageBuild.cpp - Send descriptors from message parameters -----===//
//
// Each builder fills a MessageInfo (kind, surface, lanes, data, the
// lengths its payload and response take) and hands it to encodeMessage.
//
//===----------------------------------------------------------------------===//

#include "visa/Gen/GenMessageBuild.h"
#include <algorithm>
#include <cassert>

using namespace visa::gen;

MessageSurface MessageSurface::surface(unsigned bti) {
  MessageSurface s;
  s.Bti = uint8_t(bti);
  return s;
}

MessageSurface MessageSurface::slm() {
  MessageSurface s;
  s.Space = AddressSpace::Slm;
  s.Bti = uint8_t(SpecialSurface::Slm);
  return s;
}

MessageSurface MessageSurface::stateless(bool coherent) {
  MessageSurface s;
  s.Space = AddressSpace::Stateless;
  s.Bti = uint8_t(coherent ? SpecialSurface::Stateless
                           : SpecialSurface::StatelessNonCoherent);
  return s;
}

MessageSurface MessageSurface::bindless(uint32_t surfaceStateOffset) {
  MessageSurface s;
  s.Space = AddressSpace::Bindless;
  s.Bti = uint8_t(SpecialSurface::Bindless);
  s.SurfaceStateOffset = surfaceStateOffset;
  return s;
}

MessageSurface MessageSurface::scratch() {
  MessageSurface s;
  s.Space = AddressSpace::Scratch;
  s.Bti = uint8_t(SpecialSurface::Scratch);
  return s;
}

namespace {

/// Registers `bytes` bytes take.
unsigned regsFor(const Product &p, unsigned bytes) {
  return (bytes + p.GRFBytes - 1) / p.GRFBytes;
}

/// A message of `kind` on `sfid` with `addrBits`-bit addresses.
MessageInfo message(Sfid sfid, MessageKind kind, unsigned addrBits = 0) {
  MessageInfo m;
  m.SFID = sfid;
  m.Kind = kind;
  m.AddrBits = uint8_t(addrBits);
  return m;
}

void setSurface(MessageInfo &m, const MessageSurface &s) {
  m.Space = s.Space;
  m.Bti = s.Bti;
  m.ExFunctionControl =
      s.SurfaceStateOffset >> fieldLo(MessageField::ExFunctionControl);
}

/// Sets the payload lengths: `head` registers (header, addresses) and
/// `data` registers after them. By default the data goes to src1 on
/// products with split sends.
void setPayload(const Product &p, MessageInfo &m, unsigned head,
                unsigned data, PayloadSplit split) {
  unsigned total = head + data;
  unsigned src1 = split.Src1Regs >= 0 ? unsigned(split.Src1Regs)
                  : p.HasSplitSend    ? data
                                      : 0;
  assert(src1 <= total && "src1 longer than the payload");
  m.Mlen = total - src1;
  m.ExMlen = src1;
}

/// A SIMD data-port message with `dataRegs` registers of data in the
/// payload (writes) and `responseRegs` back.
SendDescriptors laneMessage(const Product &p, MessageInfo m,
                            const LaneMessage &lane, unsigned dataRegs,
                            unsigned responseRegs) {
  setSurface(m, lane.Surface);
  m.Simd = uint8_t(lane.Simd);
  m.HasHeader = lane.Header;
  unsigned head = (lane.Header ? 1 : 0) +
                  regsFor(p, lane.Simd * lane.AddrBits / 8);
  setPayload(p, m, head, dataRegs, lane.Split);
  m.Rlen = responseRegs;
  return encodeMessage(p, m);
}

/// Data-port SFID of the A32/A64 untyped and A64 messages (DC1) or the
/// A32 scattered messages (DC0).
Sfid scatteredSfid(const LaneMessage &m) {
  return m.AddrBits == 64 ? Sfid::DataPort1 : Sfid::DataPort0;
}

SendDescriptors untyped(const Product &p, const LaneMessage &lane,
                        unsigned channelMask, bool write) {
  MessageInfo m = message(Sfid::DataPort1,
                          write ? MessageKind::UntypedSurfaceWrite
                                : MessageKind::UntypedSurfaceRead,
                          lane.AddrBits);
  m.ChannelMask = uint8_t(channelMask);
  m.ElementBytes = 4;
  unsigned planes = __builtin_popcount(channelMask);
  unsigned regs = planes * regsFor(p, lane.Simd * 4);
  return laneMessage(p, m, lane, write ? regs : 0, write ? 0 : regs);
}

SendDescriptors scattered(const Product &p, const LaneMessage &lane,
                          MessageKind kind, unsigned elementBytes,
                          unsigned elements, bool write) {
  MessageInfo m = message(scatteredSfid(lane), kind, lane.AddrBits);
  m.ElementBytes = uint8_t(elementBytes);
  m.ElementsPerAddr = uint8_t(elements);
  // DC0 dword/qword scattered messages set the legacy SIMD mode bit.
  m.LegacySimdMode = lane.AddrBits == 32 && elementBytes >= 4 &&
                     kind != MessageKind::ByteScatteredRead &&
                     kind != MessageKind::ByteScatteredWrite;
  // Byte elements take a dword each in the data planes (a qword for 8).
  unsigned laneBytes = std::max(4u, elementBytes) * elements;
  unsigned regs = regsFor(p, lane.Simd * laneBytes);
  return laneMessage(p, m, lane, write ? regs : 0, write ? 0 : regs);
}

SendDescriptors block(const Product &p, const BlockMessage &b,
                      MessageKind kind, bool write) {
  bool a64 = b.AddrBits == 64;
  MessageInfo m = message(a64 ? Sfid::DataPort1 : Sfid::DataPort0, kind,
                          b.AddrBits);
  setSurface(m, b.Surface);
  m.BlockBytes = uint16_t(b.Bytes);
  m.BlockHighHalf = b.HighHalf;
  m.HasHeader = true;
  unsigned regs = regsFor(p, b.Bytes);
  setPayload(p, m, 1, write ? regs : 0, b.Split);
  m.Rlen = write ? 0 : regs;
  return encodeMessage(p, m);
}

SendDescriptors scratchBlock(const Product &p, unsigned offsetBytes,
                             unsigned regs, bool write, PayloadSplit split) {
  MessageInfo m = message(Sfid::DataPort0,
                          write ? MessageKind::ScratchBlockWrite
                                : MessageKind::ScratchBlockRead,
                          32);
  m.Space = AddressSpace::Scratch;
  m.ScratchOffset = uint16_t(offsetBytes / HwordBytes);
  m.ScratchDwordMode = write;
  m.BlockBytes = uint16_t(regs * p.GRFBytes);
  m.HasHeader = true;
  setPayload(p, m, 1, write ? regs : 0, split);
  m.Rlen = write ? 0 : regs;
  return encodeMessage(p, m);
}

/// Typed messages: the first coordinate plane goes to src0 with the
/// header, the rest (and the data) to src1 by default, as IGC does.
SendDescriptors typed(const Product &p, const TypedMessage &t, MessageInfo m,
                      unsigned dataPlanes, unsigned responsePlanes) {
  setSurface(m, t.Surface);
  m.SlotGroup = uint8_t(t.SlotGroup);
  m.Simd = 8;
  m.ChannelMask = uint8_t(t.ChannelMask);
  m.ElementBytes = 4;
  m.HasHeader = t.Header;
  unsigned plane = regsFor(p, 8 * 4);
  unsigned head = (t.Header ? 1 : 0) + plane;
  setPayload(p, m, head, (t.Coordinates - 1 + dataPlanes) * plane, t.Split);
  m.Rlen = responsePlanes * plane;
  return encodeMessage(p, m);
}

SendDescriptors mediaBlock(const Product &p, MessageSurface surface,
                           unsigned widthBytes, unsigned rows, bool write,
                           PayloadSplit split) {
  MessageInfo m = message(Sfid::DataPort1, write
                                               ? MessageKind::MediaBlockWrite
                                               : MessageKind::MediaBlockRead);
  setSurface(m, surface);
  m.HasHeader = true;
  unsigned regs = regsFor(p, mediaBlockPitch(widthBytes) * rows);
  setPayload(p, m, 1, write ? regs : 0, split);
  m.Rlen = write ? 0 : regs;
  return encodeMessage(p, m);
}

} // namespace

SendDescriptors visa::gen::buildUntypedSurfaceRead(const Product &p,
                                                   const LaneMessage &m,
                                                   unsigned channelMask) {
  return untyped(p, m, channelMask, false);
}

SendDescriptors visa::gen::buildUntypedSurfaceWrite(const Product &p,
                                                    const LaneMessage &m,
                                                    unsigned channelMask) {
  return untyped(p, m, channelMask, true);
}

SendDescriptors visa::gen::buildByteScatteredRead(const Product &p,
                                                  const LaneMessage &m,
                                                  unsigned elementBytes) {
  return scattered(p, m, MessageKind::ByteScatteredRead, elementBytes, 1,
                   false);
}

SendDescriptors visa::gen::buildByteScatteredWrite(const Product &p,
                                                   const LaneMessage &m,
                                                   unsigned elementBytes) {
  return scattered(p, m, MessageKind::ByteScatteredWrite, elementBytes, 1,
                   true);
}

SendDescriptors visa::gen::buildDwordScatteredRead(const Product &p,
                                                   const LaneMessage &m,
                                                   unsigned elements) {
  return scattered(p, m, MessageKind::DwordScatteredRead, 4, elements, false);
}

SendDescriptors visa::gen::buildDwordScatteredWrite(const Product &p,
                                                    const LaneMessage &m,
                                                    unsigned elements) {
  return scattered(p, m, MessageKind::DwordScatteredWrite, 4, elements, true);
}

SendDescriptors visa::gen::buildQwordScatteredRead(const Product &p,
                                                   const LaneMessage &m,
                                                   unsigned elements) {
  return scattered(p, m, MessageKind::QwordScatteredRead, 8, elements, false);
}

SendDescriptors visa::gen::buildQwordScatteredWrite(const Product &p,
                                                    const LaneMessage &m,
                                                    unsigned elements) {
  return scattered(p, m, MessageKind::QwordScatteredWrite, 8, elements, true);
}

SendDescriptors visa::gen::buildUntypedAtomic(const Product &p,
                                              const LaneMessage &lane,
                                              AtomicOp op, unsigned dataBytes,
                                              bool returnOld) {
  MessageInfo m = message(Sfid::DataPort1,
                          isFloatAtomic(op) ? MessageKind::UntypedAtomicFloat
                                            : MessageKind::UntypedAtomic,
                          lane.AddrBits);
  m.Atomic = op;
  m.ElementBytes = uint8_t(dataBytes);
  m.ReturnsData = returnOld;
  unsigned plane = regsFor(p, lane.Simd * dataBytes);
  unsigned sources = unsigned(std::max(0, atomicOpSources(op)));
  return laneMessage(p, m, lane, sources * plane, returnOld ? plane : 0);
}

SendDescriptors visa::gen::buildOwordBlockRead(const Product &p,
                                               const BlockMessage &m) {
  return block(p, m,
               m.Unaligned ? MessageKind::OwordBlockReadUnaligned
                           : MessageKind::OwordBlockRead,
               false);
}

SendDescriptors visa::gen::buildOwordBlockWrite(const Product &p,
                                                const BlockMessage &m) {
  return block(p, m,
               m.Unaligned ? MessageKind::OwordBlockWriteUnaligned
                           : MessageKind::OwordBlockWrite,
               true);
}

SendDescriptors visa::gen::buildHwordBlockRead(const Product &p,
                                               const BlockMessage &m) {
  return block(p, m, MessageKind::HwordBlockRead, false);
}

SendDescriptors visa::gen::buildHwordBlockWrite(const Product &p,
                                                const BlockMessage &m) {
  return block(p, m, MessageKind::HwordBlockWrite, true);
}

SendDescriptors visa::gen::buildScratchBlockRead(const Product &p,
                                                 unsigned offsetBytes,
                                                 unsigned regs) {
  return scratchBlock(p, offsetBytes, regs, false, {});
}

SendDescriptors visa::gen::buildScratchBlockWrite(const Product &p,
                                                  unsigned offsetBytes,
                                                  unsigned regs,
                                                  PayloadSplit split) {
  return scratchBlock(p, offsetBytes, regs, true, split);
}

SendDescriptors visa::gen::buildTypedSurfaceRead(const Product &p,
                                                 const TypedMessage &t) {
  unsigned planes = __builtin_popcount(t.ChannelMask);
  return typed(p, t,
               message(Sfid::DataPort1, MessageKind::TypedSurfaceRead), 0,
               planes);
}

SendDescriptors visa::gen::buildTypedSurfaceWrite(const Product &p,
                                                  const TypedMessage &t) {
  unsigned planes = __builtin_popcount(t.ChannelMask);
  return typed(p, t,
               message(Sfid::DataPort1, MessageKind::TypedSurfaceWrite),
               planes, 0);
}

SendDescriptors visa::gen::buildTypedAtomic(const Product &p,
                                            const TypedMessage &t, AtomicOp op,
                                            bool returnOld) {
  MessageInfo m = message(Sfid::DataPort1, MessageKind::TypedAtomic);
  m.Atomic = op;
  m.ReturnsData = returnOld;
  TypedMessage texels = t;
  texels.ChannelMask = 0;
  return typed(p, texels, m, unsigned(std::max(0, atomicOpSources(op))),
               returnOld ? 1 : 0);
}

SendDescriptors visa::gen::buildMediaBlockRead(const Product &p,
                                               MessageSurface surface,
                                               unsigned widthBytes,
                                               unsigned rows) {
  return mediaBlock(p, surface, widthBytes, rows, false, {});
}

SendDescriptors visa::gen::buildMediaBlockWrite(const Product &p,
                                                MessageSurface surface,
                                                unsigned widthBytes,
                                                unsigned rows,
                                                PayloadSplit split) {
  return mediaBlock(p, surface, widthBytes, rows, true, split);
}

SendDescriptors visa::gen::buildSample(const Product &p,
                                       const SampleMessage &s) {
  MessageInfo m = message(Sfid::Sampler, MessageKind::Sample);
  setSurface(m, s.Surface);
  m.SamplerOp = uint8_t(s.Op);
  m.SamplerIndex = uint8_t(s.SamplerIndex);
  m.SamplerSimdMode = uint8_t(s.Simd == 16 ? SamplerSimdMode::Simd16
                                            : SamplerSimdMode::Simd8);
  m.Simd = uint8_t(s.Simd);
  m.SamplerReturn16 = s.Return16Bit;
  m.HasHeader = s.Header;
  // Without a header the first parameter stays in src0 (IGC's split).
  unsigned plane = regsFor(p, s.Simd * 4);
  unsigned head = s.Header ? 1 : std::min(1u, s.Parameters) * plane;
  unsigned params = s.Parameters * plane + (s.Header ? 1 : 0);
  setPayload(p, m, head, params - head, s.Split);
  unsigned channelBytes = s.Return16Bit ? 2 : 4;
  m.Rlen = s.Channels * regsFor(p, s.Simd * channelBytes);
  return encodeMessage(p, m);
}

SendDescriptors visa::gen::buildSamplerCacheFlush(const Product &p) {
  MessageInfo m = message(Sfid::Sampler, MessageKind::SamplerCacheFlush);
  m.HasHeader = true;
  m.Mlen = 1;
  m.Rlen = 1;
  return encodeMessage(p, m);
}

SendDescriptors visa::gen::buildMemoryFence(const Product &p,
                                            const FenceMessage &f) {
  MessageInfo m = message(Sfid::DataPort0, MessageKind::MemoryFence);
  if (f.Slm) {
    m.Space = AddressSpace::Slm;
    m.Bti = uint8_t(SpecialSurface::Slm);
  }
  m.FenceCommit = f.Commit;
  m.FenceFlushTargets = uint8_t(f.FlushTargets);
  m.FenceFlushL1 = f.FlushL1;
  m.HasHeader = true;
  m.Mlen = 1;
  m.Rlen = f.Commit ? 1 : 0;
  return encodeMessage(p, m);
}

SendDescriptors visa::gen::buildBarrier(const Product &p) {
  MessageInfo m = message(Sfid::Gateway, MessageKind::Barrier);
  m.Mlen = 1;
  return encodeMessage(p, m);
}

SendDescriptors visa::gen::buildEndOfThread(const Product &p) {
  MessageInfo m = message(Sfid::Spawner, MessageKind::EndOfThread);
  m.SpawnerNoUrbDereference = true;
  m.EndOfThread = true;
  m.Mlen = 1;
  return encodeMessage(p, m);
}
