//===- GenMessageEncode.cpp - A MessageInfo to send descriptors -----------===//
//
// The inverse of GenMessageDecode.cpp: the GEN_MESSAGE row of the message
// kind gives the selector and subtype values, then each field the kind's
// layout has (GenMessageFields.def) is written from the MessageInfo. For
// every descriptor the decoder understands, encodeMessage(decodeMessage(d))
// gives d back bit for bit (visa-objdump --check-send-encoding).
//
//===----------------------------------------------------------------------===//

#include "GenMessageTable.h"

using namespace visa::gen;
using F = visa::gen::MessageField;

namespace {

/// The OWord block size code of `bytes` (16 in the low or high half, 32,
/// 64, 128); a reserved code for other sizes.
unsigned owordBlockCode(unsigned bytes, bool highHalf) {
  switch (bytes) {
  case 16:
    return highHalf ? 1 : 0;
  case 32:
    return 2;
  case 64:
    return 3;
  case 128:
    return 4;
  default:
    return fieldMax(F::BlockSize);
  }
}

/// log2 of a power of two.
unsigned log2(unsigned v) {
  unsigned n = 0;
  while (v > 1) {
    v >>= 1;
    ++n;
  }
  return n;
}

unsigned untypedSimdMode(unsigned simd) {
  return simd == 16 ? 1 : simd == 8 ? 2 : 0;
}

unsigned atomicOpCode(AtomicOp op) {
  switch (op) {
#define GEN_ATOMIC_OP(Enum, IsFloat, Code, Sources, Name)                      \
  case AtomicOp::Enum:                                                         \
    return Code;
#include "visa/Gen/GenMessages.def"
  }
  return 0;
}

class Encoder {
public:
  Encoder(const MessageInfo &m, SendDescriptors &d) : M(m), D(d) {}

  void set(MessageField f, unsigned value) { setField(f, value, D); }

  void surface() { set(F::BindingTableIndex, M.Bti); }

  void block(bool read) {
    surface();
    bool hword = M.isA64() && (M.Kind == MessageKind::HwordBlockRead ||
                               M.Kind == MessageKind::HwordBlockWrite);
    set(F::BlockSize, hword ? log2(M.BlockBytes / HwordBytes)
                            : owordBlockCode(M.BlockBytes, M.BlockHighHalf));
    if (read && (M.isA64() || M.SFID == Sfid::ConstCache))
      set(F::InvalidateAfterRead, M.InvalidateAfterRead);
  }

  void scattered(bool byteElements, bool read) {
    surface();
    set(F::InvalidateAfterRead, read && M.InvalidateAfterRead);
    if (M.isA64()) {
      set(F::A64ScatteredSimd16, M.Simd == 16);
      set(F::ScatteredDataSize, byteElements ? log2(M.ElementBytes)
                                             : log2(M.ElementsPerAddr));
      return;
    }
    set(F::ScatteredSimd16, M.Simd == 16);
    if (byteElements) {
      set(F::ScatteredDataSize, log2(M.ElementBytes));
    } else {
      set(F::ScatteredDataSize, log2(M.ElementsPerAddr));
      set(F::LegacySimdMode, M.LegacySimdMode);
    }
  }

  void untyped() {
    surface();
    set(F::SimdMode, untypedSimdMode(M.Simd));
    set(F::ChannelDisableMask, ~M.ChannelMask & 0xF);
  }

  void atomic(bool isFloat) {
    surface();
    set(F::AtomicReturnData, M.ReturnsData);
    set(isFloat ? F::AtomicFloatOp : F::AtomicIntOp, atomicOpCode(M.Atomic));
    if (M.Kind == MessageKind::TypedAtomic)
      set(F::AtomicSimd8, M.SlotGroup == 2);
    else if (!M.isA64())
      set(F::AtomicSimd8, M.Simd == 8);
    else if (isFloat)
      set(F::A64FloatAtomicSimd16, M.Simd == 16);
    else
      set(F::A64AtomicData64, M.ElementBytes == 8);
  }

  void typed() {
    surface();
    set(F::SimdMode, M.SlotGroup);
    set(F::ChannelDisableMask, ~M.ChannelMask & 0xF);
  }

  void scratch() {
    set(F::ScratchOffset, M.ScratchOffset);
    set(F::ScratchDwordMode, M.ScratchDwordMode);
    set(F::ScratchInvalidate, M.ScratchInvalidate);
    set(F::ScratchBlockSize, log2(M.BlockBytes / HwordBytes));
  }

  void sampler() {
    surface();
    bool flush = M.Kind == MessageKind::SamplerCacheFlush;
    unsigned mode = flush ? unsigned(SamplerSimdMode::Simd32)
                          : M.SamplerSimdMode;
    set(F::SamplerMessageType,
        flush ? unsigned(SamplerOp::Ld2dmsNoMcs) : M.SamplerOp);
    set(F::SamplerIndex, M.SamplerIndex);
    unsigned lowBits = log2(fieldMax(F::SamplerSimdModeLow) + 1);
    set(F::SamplerSimdModeLow, mode);
    set(F::SamplerSimdModeHigh, mode >> lowBits);
    set(F::SamplerReturn16, M.SamplerReturn16);
  }

  void kindFields() {
    bool read = memoryAccess(M.Kind) == MemoryAccess::Read;
    switch (messageFamily(M.Kind)) {
    case MessageFamily::Block:
      return block(read);
    case MessageFamily::Scratch:
      return scratch();
    case MessageFamily::ByteScattered:
      return scattered(true, read);
    case MessageFamily::DwordScattered:
    case MessageFamily::QwordScattered:
      return scattered(false, read);
    case MessageFamily::Untyped:
      return untyped();
    case MessageFamily::Atomic:
      return atomic(false);
    case MessageFamily::FloatAtomic:
      return atomic(true);
    case MessageFamily::Typed:
      return typed();
    case MessageFamily::MediaBlock:
      surface();
      set(F::MediaBlockLineControl, M.MediaLineControl);
      return;
    case MessageFamily::Fence:
      surface();
      set(F::FenceCommit, M.FenceCommit);
      set(F::FenceFlushTargets, M.FenceFlushTargets);
      set(F::FenceFlushL1, M.FenceFlushL1);
      return;
    case MessageFamily::Sampler:
      return sampler();
    case MessageFamily::Gateway:
      // A barrier's row gives its opcode.
      if (M.Kind != MessageKind::Barrier)
        set(F::GatewayOpcode, M.GatewayOp);
      return;
    case MessageFamily::Spawner:
      set(F::SpawnerRequestType, M.SpawnerChildThread);
      set(F::SpawnerResourceSelect, M.SpawnerNoUrbDereference);
      return;
    case MessageFamily::MotionEstimation:
      surface();
      set(F::VmeStreamOut, M.StreamOut);
      set(F::VmeStreamIn, M.StreamIn);
      return;
    case MessageFamily::RenderTarget:
      surface();
      set(F::RenderTargetSubtype, M.RenderTargetSubtype);
      set(F::RenderTargetLast, M.RenderTargetLast);
      set(F::RenderTargetSlotGroup, M.RenderTargetHighSlots);
      return;
    case MessageFamily::None:
      return;
    }
  }

private:
  const MessageInfo &M;
  SendDescriptors &D;
};

} // namespace

SendDescriptors visa::gen::encodeMessage(const Product &product,
                                         const MessageInfo &m) {
  SendDescriptors d;
  d.SFID = m.SFID;
  d.EOT = m.EndOfThread;
  setField(F::MessageLength, m.Mlen, d);
  setField(F::ResponseLength, m.Rlen, d);
  setField(F::HeaderPresent, m.HasHeader, d);
  setField(F::ExMessageLength, m.ExMlen, d);
  if (product.Gen != Platform::Gen12) {
    setField(F::ExSharedFunction, unsigned(m.SFID), d);
    setField(F::ExEndOfThread, m.EndOfThread, d);
  }
  setField(F::ExFunctionControl, m.ExFunctionControl, d);
  // The message type: the kind's row, or (unknown kinds) the raw type code.
  MessageKind rowKind = m.Kind == MessageKind::SamplerCacheFlush
                            ? MessageKind::Sample
                            : m.Kind;
  const msgtable::MessageRow *row =
      msgtable::findRow(m.SFID, rowKind, m.AddrBits);
  MessageField type = msgtable::typeField(m.SFID);
  if (row && row->Selector != F::None)
    setField(row->Selector, row->Code, d);
  else if (!row && type != F::None)
    setField(type, m.TypeCode, d);
  if (row && row->SubtypeField != F::None)
    setField(row->SubtypeField, row->Subtype, d);
  Encoder(m, d).kindFields();
  return d;
}
