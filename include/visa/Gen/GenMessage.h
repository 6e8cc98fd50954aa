//===- GenMessage.h - What a send's descriptors ask for -------------------===//
//
// One decode step for send messages, shared by the simulator, the SWSB
// checker, the printers and the compiler: from the product, the shared
// function and the two descriptors, a MessageInfo says which message it is
// (MessageKind, GenMessages.def), what it addresses (surface, SLM,
// stateless, scratch, bindless; 32- or 64-bit addresses), how many lanes
// it has, what data it moves (element size, channels, block size, atomic
// operation, sampler message) and its payload and response lengths.
// encodeMessage (GenMessageEncode.cpp) turns a MessageInfo back into the
// same descriptor bits; GenMessageBuild.h builds messages from parameters.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_GEN_GENMESSAGE_H
#define VISA_GEN_GENMESSAGE_H

#include "visa/Gen/GenInst.h"
#include "visa/Gen/GenMessageFields.h"
#include "visa/Gen/GenPlatform.h"
#include <cstdint>
#include <string>

namespace visa::gen {

/// What a message does (GenMessages.def).
enum class MessageKind : uint8_t {
#define GEN_MESSAGE_KIND(Enum, Family, Access, Name) Enum,
#include "visa/Gen/GenMessages.def"
};

/// Message kinds whose descriptors have one layout.
enum class MessageFamily : uint8_t {
  None,
  Block,
  Scratch,
  ByteScattered,
  DwordScattered,
  QwordScattered,
  Untyped,
  Atomic,
  FloatAtomic,
  Typed,
  MediaBlock,
  Fence,
  Sampler,
  Gateway,
  Spawner,
  MotionEstimation,
  RenderTarget,
};
/// What a message does to memory (atomics: read and write).
enum class MemoryAccess : uint8_t { None, Read, Write, Atomic };

/// The family and memory access of `kind` (GenMessages.def).
MessageFamily messageFamily(MessageKind kind);
MemoryAccess memoryAccess(MessageKind kind);

/// Binding-table indices with a meaning of their own (GenMessages.def).
enum class SpecialSurface : uint8_t {
#define GEN_SPECIAL_SURFACE(Enum, Bti, Name) Enum = Bti,
#include "visa/Gen/GenMessages.def"
};

/// Atomic operations, integer and float (GenMessages.def).
enum class AtomicOp : uint8_t {
#define GEN_ATOMIC_OP(Enum, IsFloat, Code, Sources, Name) Enum,
#include "visa/Gen/GenMessages.def"
};

/// Sampler message types (GenMessages.def).
enum class SamplerOp : uint8_t {
#define GEN_SAMPLER_OP(Enum, Code, Name) Enum = Code,
#include "visa/Gen/GenMessages.def"
};

/// Sampler SIMD modes (SamplerSimdModeLow/High). In SIMD32/64 mode,
/// message type Ld2dmsNoMcs is the sampler cache flush.
enum class SamplerSimdMode : uint8_t { Simd4x2, Simd8, Simd16, Simd32 };

/// The memory a message's addresses refer to.
enum class AddressSpace : uint8_t {
  None,      ///< no memory address (fence, gateway, media block coordinates)
  Surface,   ///< binding-table surface Bti (0-250)
  Bindless,  ///< the surface state at ExFunctionControl (BTI 252)
  Slm,       ///< the work-group's shared local memory (BTI 254)
  Stateless, ///< flat memory (BTI 255, or 253 non-coherent)
  Scratch,   ///< the thread's scratch space (scratch blocks, BTI 251)
};

/// A decoded send message. Fields a message kind does not use stay zero.
struct MessageInfo {
  Sfid SFID = Sfid::Null;
  MessageKind Kind = MessageKind::Unknown;
  /// The value of the selector field the kind came from (the data-port or
  /// sampler message type, the gateway opcode, ...): names unknown ones.
  uint8_t TypeCode = 0;

  /// Payload registers of src0 and src1 (ExMlen: split sends only), and
  /// response registers.
  unsigned Mlen = 0, ExMlen = 0, Rlen = 0;
  bool HasHeader = false;
  bool EndOfThread = false;

  /// Addressing: bits per address (32, 64; 0 without addresses), the
  /// address space, the binding-table index and the extended function
  /// control (the bindless surface state offset).
  uint8_t AddrBits = 0;
  AddressSpace Space = AddressSpace::None;
  uint8_t Bti = 0;
  uint32_t ExFunctionControl = 0;

  /// Lanes of a message with one address (or sample) per lane: 8 or 16; 0
  /// for block, SIMD4x2 and other messages.
  uint8_t Simd = 0;
  /// Bytes of one element in memory (scattered, untyped, atomics).
  uint8_t ElementBytes = 0;
  /// Elements per address (A64 dword/qword scattered, DC0 dword scattered).
  uint8_t ElementsPerAddr = 0;
  /// RGBA channels accessed, bit c for channel c (untyped and typed).
  uint8_t ChannelMask = 0;
  /// Bytes of a block message (OWord, HWord and scratch blocks).
  uint16_t BlockBytes = 0;
  /// A single OWord block in the high half of its register.
  bool BlockHighHalf = false;
  /// DC0 dword/qword scattered: the legacy SIMD mode bit.
  bool LegacySimdMode = false;
  bool InvalidateAfterRead = false;

  /// Atomics: operation and whether the old values come back.
  AtomicOp Atomic = AtomicOp::Cmpwr8B;
  bool ReturnsData = false;
  /// Typed surface messages: slot group (1 low 8, 2 high 8; 0 SIMD4x2).
  uint8_t SlotGroup = 0;

  /// Scratch blocks: offset in HWords, DWord channel mode, invalidate.
  uint16_t ScratchOffset = 0;
  bool ScratchDwordMode = false;
  bool ScratchInvalidate = false;

  /// Memory fence: commit, L3 flush targets, L1 flush.
  bool FenceCommit = false;
  uint8_t FenceFlushTargets = 0;
  bool FenceFlushL1 = false;

  /// Media block line control (desc[10:8]).
  uint8_t MediaLineControl = 0;

  /// Sampler: message type, sampler state index, 3-bit SIMD mode, 16-bit
  /// return format.
  uint8_t SamplerOp = 0, SamplerIndex = 0, SamplerSimdMode = 0;
  bool SamplerReturn16 = false;

  /// Gateway opcode; thread spawner request type and resource select.
  uint8_t GatewayOp = 0;
  bool SpawnerChildThread = false, SpawnerNoUrbDereference = false;

  /// VME/CRE stream out and in.
  bool StreamOut = false, StreamIn = false;

  /// Render target: subtype, last render target, high slot group.
  uint8_t RenderTargetSubtype = 0;
  bool RenderTargetLast = false, RenderTargetHighSlots = false;

  /// The bindless surface state offset (the extended descriptor's bits of
  /// ExFunctionControl).
  uint32_t surfaceStateOffset() const {
    return ExFunctionControl << fieldLo(MessageField::ExFunctionControl);
  }
  bool isA64() const { return AddrBits == 64; }
  bool isSlm() const { return Space == AddressSpace::Slm; }
  /// The payload (after any header) starts with one address per lane.
  bool hasLaneAddresses() const { return Simd && AddrBits && !HasHeader; }
  /// Whether the message writes memory.
  bool writesMemory() const {
    MemoryAccess a = memoryAccess(Kind);
    return a == MemoryAccess::Write || a == MemoryAccess::Atomic;
  }
};

/// Decodes the message of shared function `sfid` with descriptors `desc`
/// and `exDesc` on `product`. Never fails: what no table describes is
/// MessageKind::Unknown (with TypeCode and the generic fields set).
MessageInfo decodeMessage(const Product &product, Sfid sfid, uint32_t desc,
                          uint32_t exDesc);

/// Decodes the message `d` describes, its end-of-thread bit included.
MessageInfo decodeMessage(const Product &product, const SendDescriptors &d);

/// Decodes the message of send instruction `inst` whose descriptors (the
/// immediates, or what a0 holds) are `desc` and `exDesc`: the SFID comes
/// from the extended descriptor when that is in a0 (before Gen12), EOT from
/// the instruction, and src1's length exists only for split sends.
MessageInfo decodeSend(const Product &product, const Inst &inst,
                       uint32_t desc, uint32_t exDesc);

/// decodeSend of the descriptors sendDescriptors reads (`a0` null: a
/// descriptor in a0 reads as 0).
MessageInfo decodeSend(const Product &product, const Inst &inst,
                       const uint16_t *a0);

/// The descriptors of message `m` on `product`: the inverse of
/// decodeMessage for every message it describes.
SendDescriptors encodeMessage(const Product &product, const MessageInfo &m);

/// Whether `inst` (a send-family instruction) has a second payload source:
/// sends/sendsc, and every send on Gen12.
bool isSplitSend(Platform p, const Inst &inst);

/// The descriptor values of send `inst`: its immediates, or the a0 dwords
/// it names (a0.0-a0.15 as words in `a0`): Gen8-11 sends name the
/// descriptor by its byte subregister, split sends use a0.0; the extended
/// descriptor is named by its dword subregister. A descriptor in a0 reads
/// as 0 when `a0` is null.
SendDescriptors sendDescriptors(const Product &product, const Inst &inst,
                                const uint16_t *a0);

/// The units of block messages.
constexpr unsigned OwordBytes = 16, HwordBytes = 32;

/// Bytes between the rows of a media block in its registers: the block's
/// width rounded up to a power of two, at least a dword.
constexpr unsigned mediaBlockPitch(unsigned widthBytes) {
  unsigned pitch = 4;
  while (pitch < widthBytes)
    pitch *= 2;
  return pitch;
}

/// The largest payload (src0 + src1) and response lengths in registers.
constexpr unsigned MaxPayloadRegs = fieldMax(MessageField::MessageLength) +
                                    fieldMax(MessageField::ExMessageLength);
constexpr unsigned MaxResponseRegs = fieldMax(MessageField::ResponseLength);

/// IGA's name of the message kind ("untyped surface read").
const char *messageKindName(MessageKind kind);
/// The name of an atomic operation ("add", "fmax").
const char *atomicOpName(AtomicOp op);
/// Operands an atomic operation takes from the payload; -1 when the
/// operation is not modelled.
int atomicOpSources(AtomicOp op);
/// Whether `op` is a float atomic operation.
bool isFloatAtomic(AtomicOp op);
/// The name of sampler message type `op`, or null.
const char *samplerOpName(unsigned op);

/// A short name of the message in the spirit of IGA's decoder ("hdc.dc1
/// untyped surface read", "sampler sample gather4"), for diagnostics.
std::string describeMessage(const MessageInfo &m);
/// describeMessage with the message's parameters, for listings:
/// "hdc.dc1 untyped surface read: bti 0, a32, simd16, channels x, mlen 2,
/// rlen 2".
std::string formatMessage(const MessageInfo &m);

} // namespace visa::gen

#endif // VISA_GEN_GENMESSAGE_H
