//===- SendDataPort.cpp - Data port (HDC) read and write messages ---------===//
//
// The legacy data-port messages of Gen8 to Gen12 (SFIDs DC0, DC1 and the
// read-only constant cache): untyped surface reads/writes with channel
// masks, byte/dword/qword scattered reads/writes with 32- and 64-bit
// addresses, oword/hword block reads/writes (A32 with the offset in the
// header, A64 with the address in the header), scratch block messages and
// memory fences. Atomics, typed surface and media block messages dispatch
// to SendAtomic.cpp and SendImage.cpp.
//
// Payload layout of the SIMD messages (after the optional header register):
// one address plane (SIMD8: one register of dwords or two of qwords, SIMD16:
// twice that), then the data planes, each holding one element per lane.
//
//===----------------------------------------------------------------------===//

#include "SendImpl.h"

using namespace visa;
using namespace visa::sim;
using namespace visa::sim::sendimpl;

namespace {

/// Checks that the payload holds `bytes` and the response `respBytes`.
llvm::Error checkLengths(const Message &m, unsigned bytes, unsigned respBytes) {
  if (bytes > m.payloadBytes())
    return messageError(m, "payload of " +
                               llvm::Twine(m.Info.Mlen + m.Info.ExMlen) +
                               " registers is shorter than the " +
                               llvm::Twine((bytes + GrfBytes - 1) / GrfBytes) +
                               " the message needs");
  if (respBytes > m.responseBytes())
    return messageError(
        m, "response length " + llvm::Twine(m.Info.Rlen) +
               " is shorter than the " +
               llvm::Twine((respBytes + GrfBytes - 1) / GrfBytes) +
               " registers the message returns");
  return llvm::Error::success();
}

/// Lane `lane`'s address from the address plane at `start`.
uint64_t laneAddress(const Message &m, unsigned start, unsigned lane,
                     bool a64) {
  return a64 ? m.payload<uint64_t>(start + lane * 8)
             : m.payload<uint32_t>(start + lane * 4);
}

/// Address arithmetic of A32 messages wraps at 32 bits.
uint64_t offsetAddress(uint64_t base, uint64_t addr, uint64_t delta, bool a64) {
  if (a64)
    return addr + delta;
  return base + uint32_t(addr + delta);
}

/// Fills `offsets[lane]` with the window offset of each lane of `lanes`
/// (its address with element offset 0) and returns true when every lane's
/// `span` bytes lie in the window of `space`, so the message can move its
/// elements straight from or to `space.windowBytes()`. False when some
/// lane's bytes do not, or its A32 address arithmetic would wrap: the
/// per-element path then decides each access. Writes grow a scratch space
/// to hold them all first.
bool laneWindowOffsets(const Message &m, AddressSpace &space, uint64_t base,
                       unsigned addrStart, uint32_t lanes, unsigned span,
                       bool isWrite, uint64_t *offsets) {
  const uint8_t *plane = m.Payload + addrStart;
  uint64_t maxOff = 0;
  if (m.Info.isA64()) {
    uint64_t addr;
    std::memcpy(&addr, plane + 8 * unsigned(__builtin_ctz(lanes)), 8);
    space.aimWindow(addr);
    for (uint32_t l = lanes; l; l &= l - 1) {
      unsigned lane = unsigned(__builtin_ctz(l));
      std::memcpy(&addr, plane + 8 * lane, 8);
      uint64_t off = space.windowOffset(addr);
      offsets[lane] = off;
      maxOff = std::max(maxOff, off);
    }
    return space.windowHolds(maxOff, span);
  }
  uint32_t maxAddr = 0;
  for (uint32_t l = lanes; l; l &= l - 1) {
    unsigned lane = unsigned(__builtin_ctz(l));
    uint32_t addr;
    std::memcpy(&addr, plane + 4 * lane, 4);
    uint64_t off = space.windowOffset(base + addr);
    offsets[lane] = off;
    maxOff = std::max(maxOff, off);
    maxAddr = std::max(maxAddr, addr);
  }
  if (uint64_t(maxAddr) + span > uint64_t(UINT32_MAX) + 1)
    return false;
  return space.windowHolds(maxOff, span) ||
         (isWrite && space.growScratchTo(maxOff + span));
}

/// Copies an element of `n` (1, 2, 4 or 8) bytes.
void copyElement(uint8_t *dst, const uint8_t *src, unsigned n) {
  switch (n) {
  case 1:
    *dst = *src;
    return;
  case 2:
    std::memcpy(dst, src, 2);
    return;
  case 4:
    std::memcpy(dst, src, 4);
    return;
  default:
    std::memcpy(dst, src, 8);
    return;
  }
}

/// A scattered (gather/scatter) message: ElementsPerAddr elements per
/// address, ElementBytes each in memory, `regBytes` each in a data plane.
llvm::Error scattered(Message &m, unsigned regBytes, bool isWrite) {
  const gen::MessageInfo &info = m.Info;
  bool a64 = info.isA64();
  unsigned simd = info.Simd, memBytes = info.ElementBytes;
  unsigned elems = info.ElementsPerAddr;
  uint64_t base;
  llvm::Expected<AddressSpace> space = resolveAddressSpace(m, base);
  if (!space)
    return space.takeError();
  unsigned addrStart = m.dataStart();
  unsigned dataStart = addrStart + simd * (m.Info.AddrBits / 8);
  unsigned planeBytes = simd * regBytes;
  if (auto err = checkLengths(m, dataStart + (isWrite ? elems * planeBytes : 0),
                              isWrite ? 0 : elems * planeBytes))
    return err;
  // The lengths are checked: when every access lies in the window, lanes
  // read and write the payload, the response and memory directly.
  uint32_t lanes = m.LaneMask & gen::execSizeMask(simd);
  uint64_t offsets[32];
  if (lanes && memBytes <= regBytes &&
      laneWindowOffsets(m, *space, base, addrStart, lanes, elems * memBytes,
                        isWrite, offsets)) {
    uint8_t *window = space->windowBytes();
    for (unsigned e = 0; e < elems; ++e) {
      for (uint32_t l = lanes; l; l &= l - 1) {
        unsigned lane = unsigned(__builtin_ctz(l));
        uint8_t *mem = window + offsets[lane] + e * memBytes;
        unsigned regOff = e * planeBytes + lane * regBytes;
        if (isWrite) {
          copyElement(mem, m.Payload + dataStart + regOff, memBytes);
        } else {
          // Bytes above the element read 0.
          std::memset(m.Response + regOff, 0, regBytes);
          copyElement(m.Response + regOff, mem, memBytes);
        }
      }
    }
    return llvm::Error::success();
  }
  for (unsigned e = 0; e < elems; ++e) {
    for (unsigned lane = 0; lane < simd; ++lane) {
      if (!m.laneOn(lane))
        continue;
      uint64_t addr = offsetAddress(base, laneAddress(m, addrStart, lane, a64),
                                    uint64_t(e) * memBytes, a64);
      unsigned regOff = e * planeBytes + lane * regBytes;
      uint8_t buf[8] = {0};
      if (isWrite) {
        std::memcpy(buf, m.Payload + dataStart + regOff, regBytes);
        if (auto err = space->write(addr, memBytes, buf))
          return err;
      } else {
        if (auto err = space->read(addr, memBytes, buf))
          return err;
        m.respondBytes(regOff, buf, regBytes);
      }
    }
  }
  return llvm::Error::success();
}

/// Untyped surface read/write: one data plane per enabled RGBA channel,
/// channel c at byte offset 4*c.
llvm::Error untypedSurface(Message &m, bool isWrite) {
  unsigned simd = m.Info.Simd;
  if (!simd)
    return unsupported(m, "SIMD4x2 mode");
  bool a64 = m.Info.isA64();
  unsigned enabled = m.Info.ChannelMask;
  uint64_t base;
  llvm::Expected<AddressSpace> space = resolveAddressSpace(m, base);
  if (!space)
    return space.takeError();
  unsigned channels = __builtin_popcount(enabled);
  unsigned addrStart = m.dataStart();
  unsigned dataStart = addrStart + simd * (m.Info.AddrBits / 8);
  unsigned planeBytes = simd * 4;
  if (auto err =
          checkLengths(m, dataStart + (isWrite ? channels * planeBytes : 0),
                       isWrite ? 0 : channels * planeBytes))
    return err;
  // The lengths are checked: lanes read and write the payload and the
  // response directly.
  uint32_t lanes = m.LaneMask & gen::execSizeMask(simd);
  if (!lanes || !enabled)
    return llvm::Error::success();
  // Channel c of a lane is at byte 4*c of its address.
  unsigned span = 4 * (32 - unsigned(__builtin_clz(enabled)));
  uint64_t offsets[32];
  if (laneWindowOffsets(m, *space, base, addrStart, lanes, span, isWrite,
                        offsets)) {
    uint8_t *window = space->windowBytes();
    unsigned plane = 0;
    for (unsigned c = 0; c < 4; ++c) {
      if (!((enabled >> c) & 1))
        continue;
      uint8_t *reg = (isWrite ? m.Payload + dataStart : m.Response) +
                     plane * planeBytes;
      for (uint32_t l = lanes; l; l &= l - 1) {
        unsigned lane = unsigned(__builtin_ctz(l));
        uint8_t *mem = window + offsets[lane] + 4 * c;
        if (isWrite)
          std::memcpy(mem, reg + lane * 4, 4);
        else
          std::memcpy(reg + lane * 4, mem, 4);
      }
      ++plane;
    }
    return llvm::Error::success();
  }
  unsigned plane = 0;
  for (unsigned c = 0; c < 4; ++c) {
    if (!((enabled >> c) & 1))
      continue;
    for (uint32_t l = lanes; l; l &= l - 1) {
      unsigned lane = unsigned(__builtin_ctz(l));
      uint64_t addr =
          offsetAddress(base, laneAddress(m, addrStart, lane, a64), 4 * c, a64);
      unsigned regOff = plane * planeBytes + lane * 4;
      if (isWrite) {
        if (auto err = space->write(addr, 4, m.Payload + dataStart + regOff))
          return err;
      } else {
        if (auto err = space->read(addr, 4, m.Response + regOff))
          return err;
      }
    }
    ++plane;
  }
  return llvm::Error::success();
}

/// Reads or writes `bytes` contiguous bytes at `addr`; register data starts
/// at `regOff` of the response (reads) or of the payload (writes). Bounds
/// are checked per dword.
llvm::Error block(Message &m, AddressSpace &space, uint64_t addr,
                  unsigned bytes, unsigned regOff, bool isWrite,
                  bool dwordPerLane = false) {
  if (auto err = checkLengths(m, isWrite ? regOff + bytes : 0,
                              isWrite ? 0 : regOff + bytes))
    return err;
  for (unsigned i = 0; i < bytes; i += 4) {
    uint8_t buf[4];
    if (dwordPerLane && !m.laneOn(i / 4))
      continue;
    if (isWrite) {
      std::memcpy(buf, m.Payload + regOff + i, 4);
      if (auto err = space.write(addr + i, 4, buf))
        return err;
    } else {
      if (auto err = space.read(addr + i, 4, buf))
        return err;
      m.respondBytes(regOff + i, buf, 4);
    }
  }
  return llvm::Error::success();
}

/// A32 oword block read/write: header M0.2 holds the offset, in owords
/// (`owordUnits`) or bytes.
llvm::Error a32OwordBlock(Message &m, bool isWrite, bool owordUnits) {
  if (!m.Info.HasHeader)
    return messageError(m, "block message without a header");
  unsigned bytes = m.Info.BlockBytes;
  if (!bytes)
    return unsupported(m, "block size");
  uint64_t base;
  llvm::Expected<AddressSpace> space = resolveAddressSpace(m, base);
  if (!space)
    return space.takeError();
  uint32_t offset = m.payload<uint32_t>(2 * 4);
  if (owordUnits)
    offset *= gen::OwordBytes;
  unsigned regOff =
      (m.Info.BlockHighHalf ? gen::OwordBytes : 0) + (isWrite ? GrfBytes : 0);
  return block(m, *space, base + offset, bytes, regOff, isWrite);
}

/// Scratch block read/write: the offset in hwords is in the descriptor
/// (from the scratch base in header dword 5, bits 31:10), and so is the
/// number of hwords (1, 2, 4 or 8), which the data the message carries (the
/// payload after the header, or the response) must match.
llvm::Error scratchBlock(Message &m, bool isWrite) {
  if (!m.Info.HasHeader)
    return messageError(m, "scratch block message without a header");
  uint64_t base = m.payload<uint32_t>(5 * 4) & ~0x3FFu;
  uint64_t addr = base + uint64_t(m.Info.ScratchOffset) * gen::HwordBytes;
  unsigned regs = m.Info.BlockBytes / gen::HwordBytes;
  unsigned carried = isWrite ? m.Info.Mlen - 1 + m.Info.ExMlen : m.Info.Rlen;
  if (carried != regs)
    return messageError(m, llvm::Twine(isWrite ? "payload" : "response") +
                               " of " + llvm::Twine(carried) +
                               " data registers for a block of " +
                               llvm::Twine(regs) + " hwords");
  AddressSpace space = AddressSpace::scratch(m.T.Scratch);
  // Writes are masked per dword: dword i is written only if channel i is
  // enabled. That is the DWord channel mode (bit 16) where the product has
  // the mode bit, and every scratch write where it has none
  // (ScratchChannelMode); OWord mode writes whole owords. IGC spills inside
  // divergent code with the spilled instruction's mask and no pre-fill
  // (SpillManagerGMRF: spillSendOption = the instruction's mask option when
  // the block is not all-lanes-active), so the disabled channels must keep
  // their earlier values: random kernels spilling in loops whose trip
  // counts differ per work-item match PoCL only this way.
  bool dwordPerLane =
      isWrite && (m.Info.ScratchDwordMode || !m.Device.ScratchChannelMode);
  if (dwordPerLane) {
    uint32_t all = gen::execSizeMask(m.ExecSize);
    if (m.LaneMask == all)
      dwordPerLane = false;
    else if (regs * GrfBytes / 4 > m.ExecSize)
      return unsupported(m, "dword channel mode with more dwords than "
                            "channels and some channels disabled");
  }
  return block(m, space, addr, regs * GrfBytes, isWrite ? GrfBytes : 0,
               isWrite, dwordPerLane);
}

/// A64 oword/hword block read/write: header M0.0 holds the address.
llvm::Error a64Block(Message &m, bool isWrite) {
  if (!m.Info.HasHeader)
    return messageError(m, "block message without a header");
  unsigned bytes = m.Info.BlockBytes;
  constexpr unsigned MaxHwordBlockRegs = 8;
  if (!bytes || bytes > MaxHwordBlockRegs * GrfBytes)
    return unsupported(m, "block size");
  uint64_t base;
  llvm::Expected<AddressSpace> space = resolveAddressSpace(m, base);
  if (!space)
    return space.takeError();
  uint64_t addr = m.payload<uint64_t>(0);
  unsigned regOff =
      (m.Info.BlockHighHalf ? gen::OwordBytes : 0) + (isWrite ? GrfBytes : 0);
  return block(m, *space, addr, bytes, regOff, isWrite);
}

/// Memory fences: a sequential simulator has nothing to order; the
/// response register (when requested) is written with zeros.
llvm::Error fence(Message &m) {
  std::memset(m.Response, 0, m.responseBytes());
  return llvm::Error::success();
}

/// A32 and A64 block messages.
llvm::Error blockMessage(Message &m, bool isWrite, bool owordUnits) {
  if (m.Info.isA64())
    return a64Block(m, isWrite);
  return a32OwordBlock(m, isWrite, owordUnits);
}

/// Byte scattered messages move 1, 2 or 4 bytes per lane in the low part
/// of a dword, or (A64) 8 bytes in a qword (IGA: MDC_A64_DS = DE8; IGC's
/// 8-byte svm gather/scatter, payload "MDP_QW").
llvm::Error byteScattered(Message &m, bool isWrite) {
  if (m.Info.ElementBytes == 8) {
    if (!m.Info.isA64())
      return unsupported(m, "data size");
    return scattered(m, 8, isWrite);
  }
  return scattered(m, 4, isWrite);
}

/// Dword and qword scattered messages; A32 ones move one element per lane.
llvm::Error elementScattered(Message &m, bool isWrite) {
  if (!m.Info.isA64() && m.Info.ElementsPerAddr != 1)
    return unsupported(m, "block size");
  return scattered(m, m.Info.ElementBytes, isWrite);
}

} // namespace

llvm::Error sendimpl::executeDataPort(Message &m) {
  using gen::MessageKind;
  switch (m.Info.Kind) {
  case MessageKind::OwordBlockRead:
    return blockMessage(m, false, true);
  case MessageKind::OwordBlockReadUnaligned:
  case MessageKind::HwordBlockRead:
    return blockMessage(m, false, false);
  case MessageKind::OwordBlockWrite:
    return blockMessage(m, true, true);
  case MessageKind::OwordBlockWriteUnaligned:
    return blockMessage(m, true, false);
  case MessageKind::HwordBlockWrite:
    if (!m.Info.isA64())
      return unsupported(m);
    return a64Block(m, true);
  case MessageKind::OwordDualBlockRead:
  case MessageKind::OwordDualBlockWrite:
    return unsupported(m, "dual block");
  case MessageKind::ScratchBlockRead:
    return scratchBlock(m, false);
  case MessageKind::ScratchBlockWrite:
    return scratchBlock(m, true);
  case MessageKind::ByteScatteredRead:
    return byteScattered(m, false);
  case MessageKind::ByteScatteredWrite:
    return byteScattered(m, true);
  case MessageKind::DwordScatteredRead:
  case MessageKind::QwordScatteredRead:
    return elementScattered(m, false);
  case MessageKind::DwordScatteredWrite:
  case MessageKind::QwordScatteredWrite:
    return elementScattered(m, true);
  case MessageKind::UntypedSurfaceRead:
    return untypedSurface(m, false);
  case MessageKind::UntypedSurfaceWrite:
    return untypedSurface(m, true);
  case MessageKind::UntypedAtomic:
  case MessageKind::UntypedAtomicFloat:
    return executeAtomic(m);
  case MessageKind::MediaBlockRead:
    return executeMediaBlock(m, false);
  case MessageKind::MediaBlockWrite:
    return executeMediaBlock(m, true);
  case MessageKind::TypedSurfaceRead:
    return executeTypedSurface(m, false);
  case MessageKind::TypedSurfaceWrite:
    return executeTypedSurface(m, true);
  case MessageKind::MemoryFence:
    return fence(m);
  default:
    return unsupported(m);
  }
}
