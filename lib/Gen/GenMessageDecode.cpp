//===- GenMessageDecode.cpp - Send descriptors to a MessageInfo -----------===//
//
// Finds the message kind in the GEN_MESSAGE rows, then reads the fields
// that kind's layout has (GenMessageFields.def) into a MessageInfo.
// GenMessageEncode.cpp writes the same fields back, kind by kind.
//
//===----------------------------------------------------------------------===//

#include "GenMessageTable.h"

using namespace visa::gen;
using F = visa::gen::MessageField;

namespace {

/// Bytes of an OWord block size code (0-4), 0 for a reserved one.
unsigned owordBlockBytes(unsigned code) {
  switch (code) {
  case 0:
  case 1:
    return 16;
  case 2:
    return 32;
  case 3:
    return 64;
  case 4:
    return 128;
  default:
    return 0;
  }
}

/// Lanes of an untyped surface SIMD mode (MDC_SM3): 0 for SIMD4x2.
unsigned untypedLanes(unsigned mode) {
  return mode == 1 ? 16 : mode == 2 ? 8 : 0;
}

/// The atomic operations by their code (AtomicIntOp or AtomicFloatOp);
/// Cmpwr8B stands for the codes no operation has.
struct AtomicOpsByCode {
  AtomicOp Ops[16] = {};
  constexpr explicit AtomicOpsByCode(bool isFloat) {
#define GEN_ATOMIC_OP(Enum, IsFloat, Code, Sources, Name)                      \
  if (IsFloat == isFloat)                                                      \
    Ops[Code] = AtomicOp::Enum;
#include "visa/Gen/GenMessages.def"
  }
};
constexpr AtomicOpsByCode IntAtomicOps(false), FloatAtomicOps(true);

class Decoder {
public:
  Decoder(const SendDescriptors &d, MessageInfo &m) : D(d), M(m) {}

  unsigned get(MessageField f) const { return getField(f, D); }

  void surface() {
    M.Bti = uint8_t(get(F::BindingTableIndex));
    M.Space = msgtable::spaceOfBti(M.Bti);
  }

  void block(bool read) {
    surface();
    unsigned code = get(F::BlockSize);
    bool hword =
        M.isA64() && (M.Kind == MessageKind::HwordBlockRead ||
                      M.Kind == MessageKind::HwordBlockWrite);
    M.BlockBytes = uint16_t(hword ? 32u << code : owordBlockBytes(code));
    M.BlockHighHalf = !hword && code == 1;
    if (read && (M.isA64() || M.SFID == Sfid::ConstCache))
      M.InvalidateAfterRead = get(F::InvalidateAfterRead);
  }

  void scattered(unsigned elementBytes, bool read) {
    surface();
    M.InvalidateAfterRead = read && get(F::InvalidateAfterRead);
    unsigned size = get(F::ScatteredDataSize);
    if (M.isA64()) {
      M.Simd = get(F::A64ScatteredSimd16) ? 16 : 8;
      // Bytes: 1, 2, 4 or 8 bytes per lane; dwords and qwords: 1, 2, 4 or 8
      // elements per address.
      M.ElementBytes = uint8_t(elementBytes ? elementBytes : 1u << size);
      M.ElementsPerAddr = uint8_t(elementBytes ? 1u << size : 1);
      return;
    }
    M.Simd = get(F::ScatteredSimd16) ? 16 : 8;
    if (elementBytes) {
      M.ElementBytes = uint8_t(elementBytes);
      M.ElementsPerAddr = uint8_t(1u << size);
      M.LegacySimdMode = get(F::LegacySimdMode);
    } else {
      M.ElementBytes = uint8_t(1u << size);
      M.ElementsPerAddr = 1;
    }
  }

  void untyped() {
    surface();
    M.Simd = uint8_t(untypedLanes(get(F::SimdMode)));
    M.ChannelMask = uint8_t(~get(F::ChannelDisableMask) & 0xF);
    M.ElementBytes = 4;
  }

  void atomic(bool isFloat) {
    surface();
    M.ReturnsData = get(F::AtomicReturnData);
    unsigned code = get(isFloat ? F::AtomicFloatOp : F::AtomicIntOp);
    M.Atomic = (isFloat ? FloatAtomicOps : IntAtomicOps).Ops[code];
    M.ElementBytes = 4;
    if (M.Kind == MessageKind::TypedAtomic) {
      M.Simd = 8;
      M.SlotGroup = get(F::AtomicSimd8) ? 2 : 1;
    } else if (!M.isA64()) {
      M.Simd = get(F::AtomicSimd8) ? 8 : 16;
    } else if (isFloat) {
      M.Simd = get(F::A64FloatAtomicSimd16) ? 16 : 8;
    } else {
      M.Simd = 8;
      M.ElementBytes = get(F::A64AtomicData64) ? 8 : 4;
    }
  }

  void typed() {
    surface();
    M.SlotGroup = uint8_t(get(F::SimdMode));
    M.Simd = M.SlotGroup == 1 || M.SlotGroup == 2 ? 8 : 0;
    M.ChannelMask = uint8_t(~get(F::ChannelDisableMask) & 0xF);
    M.ElementBytes = 4;
  }

  void scratch() {
    M.Space = AddressSpace::Scratch;
    M.ScratchOffset = uint16_t(get(F::ScratchOffset));
    M.ScratchDwordMode = get(F::ScratchDwordMode);
    M.ScratchInvalidate = get(F::ScratchInvalidate);
    M.BlockBytes = uint16_t(32u << get(F::ScratchBlockSize));
  }

  void sampler() {
    surface();
    M.SamplerOp = uint8_t(get(F::SamplerMessageType));
    M.SamplerIndex = uint8_t(get(F::SamplerIndex));
    M.SamplerSimdMode = uint8_t(get(F::SamplerSimdModeLow) |
                                get(F::SamplerSimdModeHigh) << 2);
    M.SamplerReturn16 = get(F::SamplerReturn16);
    SamplerSimdMode mode = SamplerSimdMode(M.SamplerSimdMode);
    M.Simd = mode == SamplerSimdMode::Simd8    ? 8
             : mode == SamplerSimdMode::Simd16 ? 16
                                               : 0;
    if (mode == SamplerSimdMode::Simd32 &&
        M.SamplerOp == uint8_t(SamplerOp::Ld2dmsNoMcs))
      M.Kind = MessageKind::SamplerCacheFlush;
  }

  void kindFields() {
    bool read = memoryAccess(M.Kind) == MemoryAccess::Read;
    switch (messageFamily(M.Kind)) {
    case MessageFamily::Block:
      return block(read);
    case MessageFamily::Scratch:
      return scratch();
    case MessageFamily::ByteScattered:
      return scattered(0, read);
    case MessageFamily::DwordScattered:
      return scattered(4, read);
    case MessageFamily::QwordScattered:
      return scattered(8, read);
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
      M.MediaLineControl = uint8_t(get(F::MediaBlockLineControl));
      return;
    case MessageFamily::Fence:
      // A fence addresses nothing; its BTI says whether it orders SLM.
      M.Bti = uint8_t(get(F::BindingTableIndex));
      if (msgtable::spaceOfBti(M.Bti) == AddressSpace::Slm)
        M.Space = AddressSpace::Slm;
      M.FenceCommit = get(F::FenceCommit);
      M.FenceFlushTargets = uint8_t(get(F::FenceFlushTargets));
      M.FenceFlushL1 = get(F::FenceFlushL1);
      return;
    case MessageFamily::Sampler:
      return sampler();
    case MessageFamily::Gateway:
      M.GatewayOp = uint8_t(get(F::GatewayOpcode));
      return;
    case MessageFamily::Spawner:
      M.SpawnerChildThread = get(F::SpawnerRequestType);
      M.SpawnerNoUrbDereference = get(F::SpawnerResourceSelect);
      return;
    case MessageFamily::MotionEstimation:
      surface();
      M.StreamOut = get(F::VmeStreamOut);
      M.StreamIn = get(F::VmeStreamIn);
      return;
    case MessageFamily::RenderTarget:
      surface();
      M.RenderTargetSubtype = uint8_t(get(F::RenderTargetSubtype));
      M.RenderTargetLast = get(F::RenderTargetLast);
      M.RenderTargetHighSlots = get(F::RenderTargetSlotGroup);
      return;
    case MessageFamily::None:
      return;
    }
  }

private:
  const SendDescriptors &D;
  MessageInfo &M;
};

} // namespace

MessageInfo visa::gen::decodeMessage(const Product &product, Sfid sfid,
                                     uint32_t desc, uint32_t exDesc) {
  SendDescriptors d{sfid, desc, exDesc};
  MessageInfo m;
  m.SFID = sfid;
  m.Mlen = getField(F::MessageLength, d);
  m.Rlen = getField(F::ResponseLength, d);
  m.HasHeader = getField(F::HeaderPresent, d);
  m.ExMlen = getField(F::ExMessageLength, d);
  if (product.Gen != Platform::Gen12)
    m.EndOfThread = getField(F::ExEndOfThread, d);
  m.ExFunctionControl = getField(F::ExFunctionControl, d);
  MessageField type = msgtable::typeField(sfid);
  if (type != F::None)
    m.TypeCode = uint8_t(getField(type, d));
  if (const msgtable::MessageRow *row = msgtable::findRow(d)) {
    m.Kind = row->Kind;
    m.AddrBits = row->AddrBits;
  }
  Decoder(d, m).kindFields();
  return m;
}

MessageInfo visa::gen::decodeMessage(const Product &product,
                                     const SendDescriptors &d) {
  MessageInfo m = decodeMessage(product, d.SFID, d.Desc, d.ExDesc);
  m.EndOfThread = d.EOT;
  return m;
}

bool visa::gen::isSplitSend(Platform p, const Inst &inst) {
  return inst.Op == Opcode::Sends || inst.Op == Opcode::Sendsc ||
         p == Platform::Gen12;
}

SendDescriptors visa::gen::sendDescriptors(const Product &product,
                                          const Inst &inst,
                                          const uint16_t *a0) {
  auto a0Dword = [&](unsigned byteOffset) -> uint32_t {
    if (!a0)
      return 0;
    unsigned words = product.NumAddrSubRegs;
    unsigned w = (byteOffset / 2) % words;
    return uint32_t(a0[w]) | uint32_t(a0[(w + 1) % words]) << 16;
  };
  SendDescriptors d;
  d.SFID = Sfid(inst.Send.SFID);
  const SendDesc &sd = inst.Send;
  bool split = isSplitSend(product.Gen, inst);
  d.Desc = sd.DescIsReg ? a0Dword(split ? 0 : sd.Desc) : sd.Desc;
  d.ExDesc = sd.ExDescIsReg ? a0Dword(sd.ExDesc * 4) : sd.ExDesc;
  d.EOT = sd.EOT;
  return d;
}

MessageInfo visa::gen::decodeSend(const Product &product, const Inst &inst,
                                  uint32_t desc, uint32_t exDesc) {
  Sfid sfid = Sfid(inst.Send.SFID);
  if (inst.Send.ExDescIsReg && product.Gen != Platform::Gen12)
    sfid = Sfid(getField(F::ExSharedFunction, {Sfid::Null, desc, exDesc}));
  MessageInfo m = decodeMessage(product, sfid, desc, exDesc);
  if (!isSplitSend(product.Gen, inst))
    m.ExMlen = 0;
  m.EndOfThread = inst.Send.EOT;
  return m;
}

MessageInfo visa::gen::decodeSend(const Product &product, const Inst &inst,
                                  const uint16_t *a0) {
  SendDescriptors d = sendDescriptors(product, inst, a0);
  return decodeSend(product, inst, d.Desc, d.ExDesc);
}
