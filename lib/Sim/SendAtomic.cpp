//===- SendAtomic.cpp - Untyped atomic messages ---------------------------===//
//
// Untyped atomics of the data port: 32-bit integer operations on surfaces
// and SLM (A32, SIMD8 or SIMD16), 32- and 64-bit integer operations on flat
// memory (A64, SIMD8), and the float min/max/compare-exchange operations.
//
// Payload (after the optional header): the address plane, then the first
// source plane (for operations with an operand), then the second source
// plane (compare-exchange: src0 is the value compared against, src1 the
// value stored). When the descriptor asks for it (ReturnsData), the response
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

using gen::AtomicOp;

template <typename U> U applyInt(AtomicOp op, U old, U s0, U s1) {
  using S = std::make_signed_t<U>;
  switch (op) {
  case AtomicOp::And:
    return old & s0;
  case AtomicOp::Or:
    return old | s0;
  case AtomicOp::Xor:
    return old ^ s0;
  case AtomicOp::Mov:
    return s0;
  case AtomicOp::Inc:
    return old + 1;
  case AtomicOp::Dec:
  case AtomicOp::PreDec:
    return old - 1;
  case AtomicOp::Add:
    return old + s0;
  case AtomicOp::Sub:
    return old - s0;
  case AtomicOp::RevSub:
    return s0 - old;
  case AtomicOp::IMax:
    return S(old) > S(s0) ? old : s0;
  case AtomicOp::IMin:
    return S(old) < S(s0) ? old : s0;
  case AtomicOp::UMax:
    return old > s0 ? old : s0;
  case AtomicOp::UMin:
    return old < s0 ? old : s0;
  case AtomicOp::Cmpwr:
    return old == s0 ? s1 : old;
  default:
    return old;
  }
}

uint32_t applyFloat(AtomicOp op, uint32_t oldBits, uint32_t s0Bits,
                    uint32_t s1Bits) {
  float old, s0;
  std::memcpy(&old, &oldBits, 4);
  std::memcpy(&s0, &s0Bits, 4);
  float r;
  switch (op) {
  case AtomicOp::FMax:
    r = std::fmax(old, s0);
    break;
  case AtomicOp::FMin:
    r = std::fmin(old, s0);
    break;
  case AtomicOp::FCmpwr:
    return old == s0 ? s1Bits : oldBits;
  default:
    return oldBits;
  }
  uint32_t bits;
  std::memcpy(&bits, &r, 4);
  return bits;
}

} // namespace

llvm::Error sendimpl::executeAtomic(Message &m) {
  const gen::MessageInfo &info = m.Info;
  bool isFloat = info.Kind == gen::MessageKind::UntypedAtomicFloat;
  if (isFloat && !m.Device.HasFloatAtomics)
    return unsupported(m, "float atomics need Gen9 or later");
  bool a64 = info.isA64();
  unsigned simd = info.Simd;
  AtomicOp op = info.Atomic;
  int sources = gen::atomicOpSources(op);
  if (sources < 0)
    return unsupported(m, "atomic operation");
  bool returns = info.ReturnsData;
  unsigned dataBytes = info.ElementBytes;

  uint64_t base;
  llvm::Expected<AddressSpace> space = resolveAddressSpace(m, base);
  if (!space)
    return space.takeError();

  unsigned addrStart = m.dataStart();
  unsigned planeBytes = simd * dataBytes;
  unsigned src0Start = addrStart + simd * (m.Info.AddrBits / 8);
  unsigned src1Start = src0Start + planeBytes;
  unsigned needed = src0Start + sources * planeBytes;
  if (needed > m.payloadBytes())
    return messageError(m, "payload of " +
                               llvm::Twine(m.Info.Mlen + m.Info.ExMlen) +
                               " registers is too short for the operands");
  if (returns && planeBytes > m.responseBytes())
    return messageError(m, "response length " + llvm::Twine(m.Info.Rlen) +
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
    if (dataBytes == 8) {
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
      uint32_t v = isFloat ? applyFloat(op, old, s0, s1)
                           : applyInt<uint32_t>(op, old, s0, s1);
      std::memcpy(*p, &v, 4);
    }
    if (returns)
      m.respond(regOff, old);
  }
  return llvm::Error::success();
}
