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
    return messageError(m, "payload of " + llvm::Twine(m.Mlen + m.ExMlen) +
                               " registers is shorter than the " +
                               llvm::Twine((bytes + GrfBytes - 1) / GrfBytes) +
                               " the message needs");
  if (respBytes > m.responseBytes())
    return messageError(
        m, "response length " + llvm::Twine(m.Rlen) + " is shorter than the " +
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

/// A scattered (gather/scatter) message: `elems` elements per address,
/// `memBytes` each in memory, `regBytes` each in a data plane.
llvm::Error scattered(Message &m, unsigned bti, bool a64, unsigned simd,
                      unsigned memBytes, unsigned regBytes, unsigned elems,
                      bool isWrite) {
  uint64_t base;
  llvm::Expected<AddressSpace> space = resolveAddressSpace(m, bti, a64, base);
  if (!space)
    return space.takeError();
  unsigned addrStart = m.dataStart();
  unsigned dataStart = addrStart + simd * (a64 ? 8 : 4);
  unsigned planeBytes = simd * regBytes;
  if (auto err = checkLengths(m, dataStart + (isWrite ? elems * planeBytes : 0),
                              isWrite ? 0 : elems * planeBytes))
    return err;
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

/// Untyped surface read/write: one data plane per enabled channel of the
/// RGBA channel-disable mask, channel c at byte offset 4*c.
llvm::Error untypedSurface(Message &m, bool isWrite, bool a64) {
  unsigned mode = m.descBits(12, 2);
  unsigned simd = mode == 1 ? 16 : mode == 2 ? 8 : 0;
  if (!simd)
    return unsupported(m, "SIMD4x2 mode");
  unsigned disabled = m.descBits(8, 4);
  unsigned bti = m.descBits(0, 8);
  uint64_t base;
  llvm::Expected<AddressSpace> space = resolveAddressSpace(m, bti, a64, base);
  if (!space)
    return space.takeError();
  unsigned channels = 4 - __builtin_popcount(disabled);
  unsigned addrStart = m.dataStart();
  unsigned dataStart = addrStart + simd * (a64 ? 8 : 4);
  unsigned planeBytes = simd * 4;
  if (auto err =
          checkLengths(m, dataStart + (isWrite ? channels * planeBytes : 0),
                       isWrite ? 0 : channels * planeBytes))
    return err;
  unsigned plane = 0;
  for (unsigned c = 0; c < 4; ++c) {
    if ((disabled >> c) & 1)
      continue;
    for (unsigned lane = 0; lane < simd; ++lane) {
      if (!m.laneOn(lane))
        continue;
      uint64_t addr =
          offsetAddress(base, laneAddress(m, addrStart, lane, a64), 4 * c, a64);
      unsigned regOff = plane * planeBytes + lane * 4;
      uint8_t buf[4];
      if (isWrite) {
        std::memcpy(buf, m.Payload + dataStart + regOff, 4);
        if (auto err = space->write(addr, 4, buf))
          return err;
      } else {
        if (auto err = space->read(addr, 4, buf))
          return err;
        m.respondBytes(regOff, buf, 4);
      }
    }
    ++plane;
  }
  return llvm::Error::success();
}

/// Oword block size field (bits 10:8): bytes, and whether a single oword
/// uses the high half of its register.
bool owordBlockSize(const Message &m, unsigned &bytes, bool &high) {
  high = false;
  switch (m.descBits(8, 3)) {
  case 0:
    bytes = 16;
    return true;
  case 1:
    bytes = 16;
    high = true;
    return true;
  case 2:
    bytes = 32;
    return true;
  case 3:
    bytes = 64;
    return true;
  case 4:
    bytes = 128;
    return true;
  default:
    return false;
  }
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
  if (!m.HasHeader)
    return messageError(m, "block message without a header");
  unsigned bytes;
  bool high;
  if (!owordBlockSize(m, bytes, high))
    return unsupported(m, "block size");
  uint64_t base;
  llvm::Expected<AddressSpace> space =
      resolveAddressSpace(m, m.descBits(0, 8), false, base);
  if (!space)
    return space.takeError();
  uint32_t offset = m.payload<uint32_t>(2 * 4);
  if (owordUnits)
    offset *= 16;
  unsigned regOff = (high ? 16 : 0) + (isWrite ? GrfBytes : 0);
  return block(m, *space, base + offset, bytes, regOff, isWrite);
}

/// Scratch block read/write (DC0 message types with bit 18 set): the
/// offset in hwords is in the descriptor (bits 11:0, from the scratch base
/// in header dword 5, bits 31:10), and so is the number of hwords (bits
/// 13:12: 1, 2, 4 or 8), which the data the message carries (the payload
/// after the header, or the response) must match.
llvm::Error scratchBlock(Message &m) {
  if (!m.HasHeader)
    return messageError(m, "scratch block message without a header");
  bool isWrite = m.descBits(17, 1);
  uint64_t base = m.payload<uint32_t>(5 * 4) & ~0x3FFu;
  uint64_t addr = base + uint64_t(m.descBits(0, 12)) * 32;
  unsigned regs = 1u << m.descBits(12, 2);
  unsigned carried = isWrite ? m.Mlen - 1 + m.ExMlen : m.Rlen;
  if (carried != regs)
    return messageError(m, llvm::Twine(isWrite ? "payload" : "response") +
                               " of " + llvm::Twine(carried) +
                               " data registers for a block of " +
                               llvm::Twine(regs) + " hwords");
  AddressSpace space = AddressSpace::scratch(m.T.Scratch);
  // Writes are masked per dword: dword i is written only if channel i is
  // enabled. On Gen8/9 this is the DWord channel mode (bit 16; IGA decodes
  // ChannelMode only before Gen10, OWord mode writes whole owords). Gen11
  // and Gen12 have no channel mode field and IGC still spills inside
  // divergent code with the spilled instruction's mask and no pre-fill
  // (SpillManagerGMRF: spillSendOption = the instruction's mask option when
  // the block is not all-lanes-active), so the disabled channels must keep
  // their earlier values there too: random kernels spilling in loops whose
  // trip counts differ per work-item match PoCL only this way.
  bool dwordPerLane =
      isWrite && (m.descBits(16, 1) || m.P == gen::Platform::Gen11 ||
                  m.P == gen::Platform::Gen12);
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
  if (!m.HasHeader)
    return messageError(m, "block message without a header");
  unsigned subtype = m.descBits(11, 2);
  unsigned bytes;
  bool high = false;
  if (subtype == 3) {
    bytes = 32u << m.descBits(8, 3);
    if (bytes > 8 * GrfBytes)
      return unsupported(m, "block size");
  } else if (subtype == 2) {
    return unsupported(m, "dual block");
  } else if (!owordBlockSize(m, bytes, high)) {
    return unsupported(m, "block size");
  }
  uint64_t base;
  llvm::Expected<AddressSpace> space =
      resolveAddressSpace(m, m.descBits(0, 8), true, base);
  if (!space)
    return space.takeError();
  uint64_t addr = m.payload<uint64_t>(0);
  unsigned regOff = (high ? 16 : 0) + (isWrite ? GrfBytes : 0);
  return block(m, *space, addr, bytes, regOff, isWrite);
}

/// Memory fences: a sequential simulator has nothing to order; the
/// response register (when requested) is written with zeros.
llvm::Error fence(Message &m) {
  std::memset(m.Response, 0, m.responseBytes());
  return llvm::Error::success();
}

} // namespace

llvm::Error sendimpl::executeDataPort0(Message &m) {
  unsigned type = m.descBits(14, 5);
  if (type & 0x10)
    return scratchBlock(m);
  unsigned bti = m.descBits(0, 8);
  switch (type) {
  case 0x00: // oword block read, offset in owords
    return a32OwordBlock(m, false, true);
  case 0x01: // "aligned" (IGA) / unaligned (vISA) oword block read, bytes
    return a32OwordBlock(m, false, false);
  case 0x08: // oword block write, offset in owords
    return a32OwordBlock(m, true, true);
  case 0x04:
  case 0x0C: { // byte scattered read/write
    unsigned size = m.descBits(10, 2);
    if (size == 3)
      return unsupported(m, "data size");
    unsigned simd = m.descBits(8, 1) ? 16 : 8;
    return scattered(m, bti, false, simd, 1u << size, 4, 1, type == 0x0C);
  }
  case 0x03:
  case 0x0B: { // dword scattered read/write
    if (m.descBits(10, 2) != 0)
      return unsupported(m, "block size");
    unsigned simd = m.descBits(8, 1) ? 16 : 8;
    return scattered(m, bti, false, simd, 4, 4, 1, type == 0x0B);
  }
  case 0x05:
  case 0x0D: { // qword scattered read/write
    if (m.descBits(10, 2) != 0)
      return unsupported(m, "block size");
    unsigned simd = m.descBits(8, 1) ? 16 : 8;
    return scattered(m, bti, false, simd, 8, 8, 1, type == 0x0D);
  }
  case 0x07:
    return fence(m);
  default:
    return unsupported(m);
  }
}

llvm::Error sendimpl::executeDataPort1(Message &m) {
  unsigned type = m.descBits(14, 5);
  unsigned bti = m.descBits(0, 8);
  switch (type) {
  case 0x01:
    return untypedSurface(m, false, false);
  case 0x09:
    return untypedSurface(m, true, false);
  case 0x11:
    return untypedSurface(m, false, true);
  case 0x19:
    return untypedSurface(m, true, true);
  case 0x10:
  case 0x1A: { // A64 byte/dword/qword scattered
    bool isWrite = type == 0x1A;
    unsigned simd = m.descBits(12, 1) ? 16 : 8;
    unsigned sizeBits = m.descBits(10, 2);
    switch (m.descBits(8, 2)) {
    case 0: // byte: 1, 2 or 4 bytes in the low part of a dword per lane,
            // or 8 bytes in a qword per lane (IGA: MDC_A64_DS = DE8; IGC's
            // 8-byte svm gather/scatter, payload "MDP_QW")
      if (sizeBits == 3)
        return scattered(m, bti, true, simd, 8, 8, 1, isWrite);
      return scattered(m, bti, true, simd, 1u << sizeBits, 4, 1, isWrite);
    case 1: // dword: 1, 2, 4 or 8 elements per address
      return scattered(m, bti, true, simd, 4, 4, 1u << sizeBits, isWrite);
    case 2: // qword
      return scattered(m, bti, true, simd, 8, 8, 1u << sizeBits, isWrite);
    default:
      return unsupported(m);
    }
  }
  case 0x14:
    return a64Block(m, false);
  case 0x15:
    return a64Block(m, true);
  case 0x02:
    return executeAtomic(m, AtomicKind::Int32, false);
  case 0x12:
    return executeAtomic(
        m, m.descBits(12, 1) ? AtomicKind::Int64 : AtomicKind::Int32, true);
  case 0x1B:
    return executeAtomic(m, AtomicKind::Float, false);
  case 0x1D:
    return executeAtomic(m, AtomicKind::Float, true);
  case 0x04:
    return executeMediaBlock(m, false);
  case 0x0A:
    return executeMediaBlock(m, true);
  case 0x05:
    return executeTypedSurface(m, false);
  case 0x0D:
    return executeTypedSurface(m, true);
  default:
    return unsupported(m);
  }
}

llvm::Error sendimpl::executeConstantCache(Message &m) {
  switch (m.descBits(14, 5)) {
  case 0x00:
    return a32OwordBlock(m, false, true);
  case 0x01:
    return a32OwordBlock(m, false, false);
  case 0x03: {
    if (m.descBits(10, 2) != 0)
      return unsupported(m, "block size");
    unsigned simd = m.descBits(8, 1) ? 16 : 8;
    return scattered(m, m.descBits(0, 8), false, simd, 4, 4, 1, false);
  }
  default:
    return unsupported(m);
  }
}
