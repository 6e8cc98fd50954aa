//===- GenMessageBuild.h - Send descriptors from message parameters ------===//
//
// The encode side of GenMessage.h for the compiler: one named builder per
// message family, from the parameters a lowering knows (surface, SIMD
// width, channels, block size, atomic operation, ...) to the shared
// function and descriptors of the send. The builders work out the payload
// and response lengths the message needs (addresses, header, data planes);
// PayloadSplit says which part of the payload goes to the second source
// of a split send. The bits come from encodeMessage, so a built
// descriptor decodes (decodeMessage) to what was asked for.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_GEN_GENMESSAGEBUILD_H
#define VISA_GEN_GENMESSAGEBUILD_H

#include "visa/Gen/GenMessage.h"
#include <optional>

namespace visa::gen {

/// What a data-port message addresses.
struct MessageSurface {
  AddressSpace Space = AddressSpace::Surface;
  uint8_t Bti = 0;
  /// Bindless: the surface state offset (its low 12 bits zero).
  uint32_t SurfaceStateOffset = 0;

  /// Binding-table surface `bti` (0-250).
  static MessageSurface surface(unsigned bti);
  /// The work-group's shared local memory.
  static MessageSurface slm();
  /// Flat memory (A64, or A32 general state), coherent or not.
  static MessageSurface stateless(bool coherent = true);
  /// The surface state at `surfaceStateOffset`.
  static MessageSurface bindless(uint32_t surfaceStateOffset);
  /// The scratch surface (BTI 251): A32 addresses into the thread's
  /// scratch space.
  static MessageSurface scratch();
};

/// Where a payload splits between src0 and src1 of a split send.
struct PayloadSplit {
  /// Registers of src1; -1: the builder's default (on products with split
  /// sends, the data after the header and addresses; none otherwise).
  int Src1Regs = -1;
};

/// A SIMD data-port message: one address per lane.
struct LaneMessage {
  MessageSurface Surface;
  unsigned AddrBits = 32; ///< 64: A64 (stateless surfaces only)
  unsigned Simd = 16;     ///< 8 or 16 lanes
  bool Header = false;
  PayloadSplit Split;
};

/// Untyped surface read/write of the RGBA channels in `channelMask`.
SendDescriptors buildUntypedSurfaceRead(const Product &p,
                                        const LaneMessage &m,
                                        unsigned channelMask);
SendDescriptors buildUntypedSurfaceWrite(const Product &p,
                                         const LaneMessage &m,
                                         unsigned channelMask);
/// Byte scattered read/write of 1, 2 or 4 bytes per lane (A64 also 8),
/// each in a dword (a qword for 8) of its data plane.
SendDescriptors buildByteScatteredRead(const Product &p,
                                       const LaneMessage &m,
                                       unsigned elementBytes);
SendDescriptors buildByteScatteredWrite(const Product &p,
                                        const LaneMessage &m,
                                        unsigned elementBytes);
/// Dword/qword scattered read/write; `elements` per address (1, 2, 4 or 8
/// for A64, 1 for A32).
SendDescriptors buildDwordScatteredRead(const Product &p,
                                        const LaneMessage &m,
                                        unsigned elements = 1);
SendDescriptors buildDwordScatteredWrite(const Product &p,
                                         const LaneMessage &m,
                                         unsigned elements = 1);
SendDescriptors buildQwordScatteredRead(const Product &p,
                                        const LaneMessage &m,
                                        unsigned elements = 1);
SendDescriptors buildQwordScatteredWrite(const Product &p,
                                         const LaneMessage &m,
                                         unsigned elements = 1);
/// Untyped atomic `op` (integer or float) on `dataBytes` (4, or 8 for A64
/// integer operations) per lane; `returnOld` asks for the old values.
SendDescriptors buildUntypedAtomic(const Product &p, const LaneMessage &m,
                                   AtomicOp op, unsigned dataBytes = 4,
                                   bool returnOld = false);

/// A block message: header plus data, `bytes` contiguous bytes.
struct BlockMessage {
  MessageSurface Surface;
  unsigned AddrBits = 32; ///< 64: A64, the address in the header
  unsigned Bytes = 16;    ///< OWords: 16, 32, 64, 128; A64 HWords: 32-256
  /// A32: the header's offset is in bytes (the "unaligned" OWord read);
  /// A64: the address need not be OWord aligned.
  bool Unaligned = false;
  /// A single OWord in the high half of its register.
  bool HighHalf = false;
  PayloadSplit Split;
};
SendDescriptors buildOwordBlockRead(const Product &p, const BlockMessage &m);
SendDescriptors buildOwordBlockWrite(const Product &p, const BlockMessage &m);
/// A64 HWord (32-byte) block read/write.
SendDescriptors buildHwordBlockRead(const Product &p, const BlockMessage &m);
SendDescriptors buildHwordBlockWrite(const Product &p, const BlockMessage &m);

/// Scratch block read/write of `regs` registers (1, 2, 4, 8) at
/// `offsetBytes` (a multiple of 32) from the thread's scratch base; writes
/// are masked per dword channel (IGC's spill form).
SendDescriptors buildScratchBlockRead(const Product &p, unsigned offsetBytes,
                                      unsigned regs);
SendDescriptors buildScratchBlockWrite(const Product &p, unsigned offsetBytes,
                                       unsigned regs,
                                       PayloadSplit split = {});

/// Typed surface read/write (SIMD8 slots `slotGroup` 1: 0-7, 2: 8-15) with
/// `coordinates` planes (u, v, r, lod).
struct TypedMessage {
  MessageSurface Surface;
  unsigned Coordinates = 2;
  unsigned ChannelMask = 0xF;
  unsigned SlotGroup = 1;
  bool Header = false;
  PayloadSplit Split;
};
SendDescriptors buildTypedSurfaceRead(const Product &p, const TypedMessage &m);
SendDescriptors buildTypedSurfaceWrite(const Product &p,
                                       const TypedMessage &m);
/// Typed atomic `op` on 32-bit texels.
SendDescriptors buildTypedAtomic(const Product &p, const TypedMessage &m,
                                 AtomicOp op, bool returnOld = false);

/// Media block read/write of `rows` rows of `widthBytes` bytes.
SendDescriptors buildMediaBlockRead(const Product &p, MessageSurface surface,
                                    unsigned widthBytes, unsigned rows);
SendDescriptors buildMediaBlockWrite(const Product &p, MessageSurface surface,
                                     unsigned widthBytes, unsigned rows,
                                     PayloadSplit split = {});

/// A sampler message: `parameters` planes of Simd lanes (u, v, lod, ...),
/// `channels` RGBA channels returned (the header's mask when there is one).
struct SampleMessage {
  SamplerOp Op = SamplerOp::Sample;
  unsigned Simd = 16;
  MessageSurface Surface;
  unsigned SamplerIndex = 0;
  unsigned Parameters = 2;
  unsigned Channels = 4;
  bool Header = false;
  bool Return16Bit = false;
  PayloadSplit Split;
};
SendDescriptors buildSample(const Product &p, const SampleMessage &m);
SendDescriptors buildSamplerCacheFlush(const Product &p);

/// A memory fence of SLM or of global memory; `commit` waits for it and
/// returns a register.
struct FenceMessage {
  bool Slm = false;
  bool Commit = true;
  unsigned FlushTargets = 0; ///< Gen12 L3 flush targets
  bool FlushL1 = false;
};
SendDescriptors buildMemoryFence(const Product &p, const FenceMessage &m);
/// The gateway's work-group barrier signal.
SendDescriptors buildBarrier(const Product &p);
/// End of thread (the thread spawner), payload r0's copy.
SendDescriptors buildEndOfThread(const Product &p);

/// The named builder's descriptors for the message `m` describes, called
/// with the parameters `m` states (its payload split included), or none
/// for kinds without a builder. For typed, sampler and media block messages
/// the parameters the descriptor does not state come from `m`'s lengths.
std::optional<SendDescriptors> rebuildMessage(const Product &p,
                                              const MessageInfo &m);

} // namespace visa::gen

#endif // VISA_GEN_GENMESSAGEBUILD_H
