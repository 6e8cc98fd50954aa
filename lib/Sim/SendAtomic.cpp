//===- SendAtomic.cpp - Untyped atomic messages ---------------------------===//
//
// Untyped atomics of the data port: 32-bit integer operations on surfaces
// and SLM (A32, SIMD8 or SIMD16), 32- and 64-bit integer operations on flat
// memory (A64, SIMD8), and the float min/max/compare-exchange operations.
//
// Payload (after the optional header): the address plane, then the first
// source plane (for operations with an operand), then the second source
// plane (compare-exchange: src0 is the value compared against, src1 the
// value stored). When the descriptor asks for it (bit 13), the response
// holds each lane's value from before the operation. Lanes are applied in
// order, so a message with colliding addresses behaves as if its lanes ran
// one after the other.
//
//===----------------------------------------------------------------------===//

#include "SendImpl.h"
#include <cmath>

using namespace visa;
using namespace visa::sim;
using namespace visa::sim::sendimpl;

namespace {

enum IntOp : unsigned {
  OpAnd = 0x1,
  OpOr = 0x2,
  OpXor = 0x3,
  OpMov = 0x4,
  OpInc = 0x5,
  OpDec = 0x6,
  OpAdd = 0x7,
  OpSub = 0x8,
  OpRevSub = 0x9,
  OpIMax = 0xA,
  OpIMin = 0xB,
  OpUMax = 0xC,
  OpUMin = 0xD,
  OpCmpWr = 0xE,
  OpPreDec = 0xF,
};

enum FloatOp : unsigned { OpFMax = 0x1, OpFMin = 0x2, OpFCmpWr = 0x3 };

/// Number of source operands of an integer (or float) operation, or -1
/// if the operation is not modelled.
int intSources(unsigned op) {
  switch (op) {
  case OpInc:
  case OpDec:
  case OpPreDec:
    return 0;
  case OpCmpWr:
    return 2;
  case 0x0: // 64-bit compare-exchange inside the 32-bit message
    return -1;
  default:
    return 1;
  }
}

int floatSources(unsigned op) {
  switch (op) {
  case OpFMax:
  case OpFMin:
    return 1;
  case OpFCmpWr:
    return 2;
  default:
    return -1;
  }
}

template <typename U> U applyInt(unsigned op, U old, U s0, U s1) {
  using S = std::make_signed_t<U>;
  switch (op) {
  case OpAnd:
    return old & s0;
  case OpOr:
    return old | s0;
  case OpXor:
    return old ^ s0;
  case OpMov:
    return s0;
  case OpInc:
    return old + 1;
  case OpDec:
  case OpPreDec:
    return old - 1;
  case OpAdd:
    return old + s0;
  case OpSub:
    return old - s0;
  case OpRevSub:
    return s0 - old;
  case OpIMax:
    return S(old) > S(s0) ? old : s0;
  case OpIMin:
    return S(old) < S(s0) ? old : s0;
  case OpUMax:
    return old > s0 ? old : s0;
  case OpUMin:
    return old < s0 ? old : s0;
  case OpCmpWr:
    return old == s0 ? s1 : old;
  default:
    return old;
  }
}

uint32_t applyFloat(unsigned op, uint32_t oldBits, uint32_t s0Bits,
                    uint32_t s1Bits) {
  float old, s0;
  std::memcpy(&old, &oldBits, 4);
  std::memcpy(&s0, &s0Bits, 4);
  float r;
  switch (op) {
  case OpFMax:
    r = std::fmax(old, s0);
    break;
  case OpFMin:
    r = std::fmin(old, s0);
    break;
  case OpFCmpWr:
    return old == s0 ? s1Bits : oldBits;
  default:
    return oldBits;
  }
  uint32_t bits;
  std::memcpy(&bits, &r, 4);
  return bits;
}

} // namespace

llvm::Error sendimpl::executeAtomic(Message &m, AtomicKind kind, bool a64) {
  if (kind == AtomicKind::Float && !m.Device.HasFloatAtomics)
    return unsupported(m, "float atomics need Gen9 or later");
  unsigned simd;
  if (kind == AtomicKind::Float)
    simd = a64 ? (m.descBits(12, 1) ? 16 : 8) : (m.descBits(12, 1) ? 8 : 16);
  else
    simd = a64 ? 8 : (m.descBits(12, 1) ? 8 : 16);
  unsigned op = kind == AtomicKind::Float ? m.descBits(8, 3) : m.descBits(8, 4);
  int sources = kind == AtomicKind::Float ? floatSources(op) : intSources(op);
  if (sources < 0)
    return unsupported(m, "atomic operation");
  bool returns = m.descBits(13, 1);
  unsigned dataBytes = kind == AtomicKind::Int64 ? 8 : 4;

  uint64_t base;
  llvm::Expected<AddressSpace> space =
      resolveAddressSpace(m, m.descBits(0, 8), a64, base);
  if (!space)
    return space.takeError();

  unsigned addrStart = m.dataStart();
  unsigned planeBytes = simd * dataBytes;
  unsigned src0Start = addrStart + simd * (a64 ? 8 : 4);
  unsigned src1Start = src0Start + planeBytes;
  unsigned needed = src0Start + sources * planeBytes;
  if (needed > m.payloadBytes())
    return messageError(m, "payload of " + llvm::Twine(m.Mlen + m.ExMlen) +
                               " registers is too short for the operands");
  if (returns && planeBytes > m.responseBytes())
    return messageError(m, "response length " + llvm::Twine(m.Rlen) +
                               " is too short for the returned values");

  for (unsigned lane = 0; lane < simd; ++lane) {
    if (!m.laneOn(lane))
      continue;
    uint64_t addr = a64 ? m.payload<uint64_t>(addrStart + lane * 8)
                        : base + m.payload<uint32_t>(addrStart + lane * 4);
    llvm::Expected<uint8_t *> p = space->locate(addr, dataBytes, true);
    if (!p)
      return p.takeError();
    unsigned regOff = lane * dataBytes;
    if (kind == AtomicKind::Int64) {
      uint64_t s0 = m.payload<uint64_t>(src0Start + regOff);
      uint64_t s1 = m.payload<uint64_t>(src1Start + regOff);
      uint64_t old = 0;
      if (*p) {
        std::memcpy(&old, *p, 8);
        uint64_t v = applyInt<uint64_t>(op, old, s0, s1);
        std::memcpy(*p, &v, 8);
      }
      if (returns)
        m.respond(regOff, old);
      continue;
    }
    uint32_t s0 = m.payload<uint32_t>(src0Start + regOff);
    uint32_t s1 = m.payload<uint32_t>(src1Start + regOff);
    uint32_t old = 0;
    if (*p) {
      std::memcpy(&old, *p, 4);
      uint32_t v = kind == AtomicKind::Float
                       ? applyFloat(op, old, s0, s1)
                       : applyInt<uint32_t>(op, old, s0, s1);
      std::memcpy(*p, &v, 4);
    }
    if (returns)
      m.respond(regOff, old);
  }
  return llvm::Error::success();
}
