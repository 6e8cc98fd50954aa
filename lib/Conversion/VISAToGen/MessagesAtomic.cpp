//===- MessagesAtomic.cpp - Atomic operations on memory -------------------===//
//
// dword_atomic: the untyped atomic messages of DC1 (integer, and float
// from Gen9) on a surface, SLM or stateless memory with 32-bit offsets;
// svm_atomic: the A64 untyped atomics, 32- or 64-bit data. The payload is
// the addresses, then the operands the operation takes (none for inc,
// dec and predec; two for the compare-exchanges); the old values come
// back when the instruction has a destination. vISA's cmpxchg writes src0
// where the value equals src1; the message compares with its first
// operand, so the two are swapped. BDW's stateless A32 atomics carry a
// header, as its untyped messages do.
//
//===----------------------------------------------------------------------===//

#include "MessageHelpers.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

namespace {

/// vISA atomic operation codes (DWORD_ATOMIC.md, SVM_ATOMIC.md bits 4-0).
enum VisaAtomic : unsigned {
  VisaAdd = 0x0, VisaSub, VisaInc, VisaDec, VisaMin, VisaMax, VisaXchg,
  VisaCmpxchg, VisaAnd, VisaOr, VisaXor, VisaIMin, VisaIMax, VisaPreDec,
  VisaFMax = 0x10, VisaFMin, VisaFCmpwr,
};

/// The message's operation for vISA atomic `code`.
std::optional<gen::AtomicOp> messageAtomic(unsigned code) {
  using gen::AtomicOp;
  switch (code) {
  case VisaAdd: return AtomicOp::Add;
  case VisaSub: return AtomicOp::Sub;
  case VisaInc: return AtomicOp::Inc;
  case VisaDec: return AtomicOp::Dec;
  case VisaMin: return AtomicOp::UMin;
  case VisaMax: return AtomicOp::UMax;
  case VisaXchg: return AtomicOp::Mov;
  case VisaCmpxchg: return AtomicOp::Cmpwr;
  case VisaAnd: return AtomicOp::And;
  case VisaOr: return AtomicOp::Or;
  case VisaXor: return AtomicOp::Xor;
  case VisaIMin: return AtomicOp::IMin;
  case VisaIMax: return AtomicOp::IMax;
  case VisaPreDec: return AtomicOp::PreDec;
  case VisaFMax: return AtomicOp::FMax;
  case VisaFMin: return AtomicOp::FMin;
  case VisaFCmpwr: return AtomicOp::FCmpwr;
  default: return std::nullopt;
  }
}

} // namespace

FailureOr<AtomicMessage> togen::atomicOperands(Lowering &L, unsigned code,
                                               unsigned bytes, RawOperand src0,
                                               RawOperand src1,
                                               const RawOperand &dst,
                                               LaneSend &s, Operation *op) {
  code &= 0x1F; // bits 5-6: the data width, which the caller knows
  std::optional<gen::AtomicOp> gop = messageAtomic(code);
  if (!gop)
    return op->emitError("visa-to-gen: atomic operation ")
           << code << " is not supported on " << L.device().Name;
  AtomicMessage a{*gop, bytes, false};
  if (gen::isFloatAtomic(a.Op) && !L.device().HasFloatAtomics)
    return op->emitError("visa-to-gen: ") << L.device().Name
                                          << " has no float atomics";
  if (gen::isFloatAtomic(a.Op) && bytes != 4)
    return op->emitError("visa-to-gen: float atomics of ")
           << 8 * bytes << "-bit data";
  unsigned sources = unsigned(gen::atomicOpSources(a.Op));
  if (code == VisaCmpxchg)
    std::swap(src0, src1);
  RawOperand srcs[2] = {src0, src1};
  for (unsigned i = 0; i < sources; ++i) {
    FailureOr<LaneData> d = laneData(L, srcs[i], s.Exec.Size, bytes, 1, op);
    if (failed(d))
      return failure();
    if (d->isNull())
      return op->emitError("visa-to-gen: the atomic operation takes ")
             << sources << " operands; operand " << i << " is %null";
    s.Payload.push_back(PayloadPiece::lanes(*d));
  }
  FailureOr<LaneData> old = laneData(L, dst, s.Exec.Size, bytes, 1, op);
  if (failed(old))
    return failure();
  s.Response = *old;
  a.ReturnOld = !old->isNull();
  return a;
}

namespace {

/// DWORD_ATOMIC bit 5: a 16-bit operation.
constexpr unsigned DwordAtomic16Bit = 1u << 5;

LogicalResult lowerDwordAtomic(Lowering &L, Operation *op) {
  auto m = cast<DWORD_ATOMICOp>(op);
  if (m.getOp() & DwordAtomic16Bit)
    return op->emitError("visa-to-gen: 16-bit atomics are not supported on ")
           << L.device().Name;
  LaneSend s;
  s.Exec = m.getExecSize();
  s.Pred = m.getPred();
  FailureOr<MessageTarget> target = messageTarget(L, m.getSurface(), op);
  if (failed(target))
    return failure();
  s.Runtime = target->runtime();
  // BDW: stateless A32 atomics take a header (zeros, pixel mask 0xFFFF).
  bool header = L.device().A32MessageHeader && target->isStateless();
  if (header) {
    Opnd h = newHeader(L, /*fromR0=*/false);
    setHeaderDword(L, h, 7, Opnd::imm(0xFFFF, DataType::UD));
    s.Payload.push_back(PayloadPiece::whole(h, 1));
  }
  FailureOr<LaneData> addr =
      laneData(L, m.getElementOffset(), s.Exec.Size, 4, 1, op);
  if (failed(addr))
    return failure();
  s.Payload.push_back(PayloadPiece::lanes(*addr));
  FailureOr<AtomicMessage> a = atomicOperands(
      L, m.getOp(), 4, m.getSrc0(), m.getSrc1(), m.getDst(), s, op);
  if (failed(a))
    return failure();
  auto build = [&](const MessagePart &p) {
    return gen::buildUntypedAtomic(L.device(),
                                   laneMessage(target->Surface, p, 32, header),
                                   a->Op, a->Bytes, a->ReturnOld);
  };
  s.Descriptors = build;
  return emitLaneSend(L, s, op);
}

/// SVM_ATOMIC bits 6-5: the data width (0 32-bit, 1 16-bit, 2 64-bit).
constexpr unsigned SvmAtomicWidthShift = 5;

LogicalResult lowerSvmAtomic(Lowering &L, Operation *op) {
  auto m = cast<SVM_ATOMICOp>(op);
  unsigned width = (m.getOp() >> SvmAtomicWidthShift) & 3;
  if (width != 0 && width != 2)
    return op->emitError("visa-to-gen: 16-bit atomics are not supported on ")
           << L.device().Name;
  LaneSend s;
  s.Exec = m.getExecSize();
  s.Pred = m.getPred();
  s.MaxSimd = 8; // the A64 atomic messages are SIMD8
  FailureOr<LaneData> addr = laneData(L, m.getAddresses(), s.Exec.Size, 8, 1, op);
  if (failed(addr))
    return failure();
  s.Payload.push_back(PayloadPiece::lanes(*addr));
  FailureOr<AtomicMessage> a =
      atomicOperands(L, m.getOp(), width == 2 ? 8 : 4, m.getSrc0(),
                     m.getSrc1(), m.getDst(), s, op);
  if (failed(a))
    return failure();
  auto build = [&](const MessagePart &p) {
    return gen::buildUntypedAtomic(
        L.device(), laneMessage(gen::MessageSurface::stateless(), p, 64),
        a->Op, a->Bytes, a->ReturnOld);
  };
  s.Descriptors = build;
  return emitLaneSend(L, s, op);
}

} // namespace

void togen::addAtomicLowerings(LoweringTable &t) {
  t.add<DWORD_ATOMICOp>(lowerDwordAtomic);
  t.add<SVM_ATOMICOp>(lowerSvmAtomic);
}
