//===- MessagesTyped.cpp - Typed surface reads, writes and atomics --------===//
//
// gather4_typed/scatter4_typed: the typed surface messages of DC1 (SIMD8,
// the low slot group of the send's channels), one dword per enabled RGBA
// channel per lane; typed_atomic: the typed atomics. The payload is the
// coordinates (u, then v, r and the LOD as the instruction has them; v
// and r are sent, with anything in them, when a later coordinate is), the
// data or the atomic's operands after them. BDW's typed reads and writes
// carry a header (zeros, pixel mask 0xFFFF).
//
//===----------------------------------------------------------------------===//

#include "MessageHelpers.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

namespace {

/// Adds the coordinates of typed op `m` to `s`; returns how many.
template <typename OpT>
FailureOr<unsigned> typedCoordinates(Lowering &L, OpT m, LaneSend &s,
                                     Operation *op) {
  RawOperand coords[] = {m.getU(), m.getV(), m.getR(), m.getLOD()};
  SmallVector<LaneData, 4> planes;
  for (const RawOperand &c : coords) {
    FailureOr<LaneData> d = laneData(L, c, s.Exec.Size, 4, 1, op);
    if (failed(d))
      return failure();
    planes.push_back(*d);
  }
  if (planes[0].isNull())
    return op->emitError("visa-to-gen: a typed message without u");
  // The last coordinate given decides how many are sent.
  unsigned count = 1;
  for (unsigned i = 1; i < planes.size(); ++i)
    if (!planes[i].isNull())
      count = i + 1;
  for (unsigned i = 0; i < count; ++i)
    s.Payload.push_back(PayloadPiece::lanes(planes[i]));
  return count;
}

/// Starts `s` for typed op `m`: SIMD8 sends to its surface.
template <typename OpT>
FailureOr<MessageTarget> typedSend(Lowering &L, OpT m, LaneSend &s,
                                   Operation *op) {
  s.Exec = m.getExecSize();
  s.Pred = m.getPred();
  s.MaxSimd = 8;
  FailureOr<MessageTarget> target = messageTarget(L, m.getSurface(), op);
  if (succeeded(target))
    s.Runtime = target->runtime();
  return target;
}

template <bool IsWrite, typename OpT>
LogicalResult lowerTyped(Lowering &L, Operation *op) {
  auto m = cast<OpT>(op);
  unsigned mask = m.getChannels() & 0xF;
  if (!mask)
    return op->emitError("visa-to-gen: no channel enabled");
  LaneSend s;
  FailureOr<MessageTarget> target = typedSend(L, m, s, op);
  if (failed(target))
    return failure();
  bool header = L.device().TypedMessageHeader;
  if (header) {
    Opnd h = newHeader(L, /*fromR0=*/false);
    setHeaderDword(L, h, 7, Opnd::imm(0xFFFF, DataType::UD));
    s.Payload.push_back(PayloadPiece::whole(h, 1));
  }
  FailureOr<unsigned> coordinates = typedCoordinates(L, m, s, op);
  if (failed(coordinates) ||
      failed(addLaneData(L, s, IsWrite, dataOperand<IsWrite>(m), 4,
                         llvm::popcount(mask), op)))
    return failure();
  auto build = [&](const MessagePart &) {
    gen::TypedMessage t;
    t.Surface = target->Surface;
    t.Coordinates = *coordinates;
    t.ChannelMask = mask;
    t.Header = header;
    return IsWrite ? gen::buildTypedSurfaceWrite(L.device(), t)
                   : gen::buildTypedSurfaceRead(L.device(), t);
  };
  s.Descriptors = build;
  return emitLaneSend(L, s, op);
}

/// TYPED_ATOMIC bit 5: a 16-bit operation.
constexpr unsigned TypedAtomic16Bit = 1u << 5;

LogicalResult lowerTypedAtomic(Lowering &L, Operation *op) {
  auto m = cast<TYPED_ATOMICOp>(op);
  if (m.getOp() & TypedAtomic16Bit)
    return op->emitError("visa-to-gen: 16-bit atomics are not supported on ")
           << L.device().Name;
  LaneSend s;
  FailureOr<MessageTarget> target = typedSend(L, m, s, op);
  if (failed(target))
    return failure();
  FailureOr<unsigned> coordinates = typedCoordinates(L, m, s, op);
  if (failed(coordinates))
    return failure();
  FailureOr<AtomicMessage> a = atomicOperands(
      L, m.getOp(), 4, m.getSrc0(), m.getSrc1(), m.getDst(), s, op);
  if (failed(a))
    return failure();
  if (gen::isFloatAtomic(a->Op))
    return op->emitError("visa-to-gen: typed float atomics");
  auto build = [&](const MessagePart &) {
    gen::TypedMessage t;
    t.Surface = target->Surface;
    t.Coordinates = *coordinates;
    return gen::buildTypedAtomic(L.device(), t, a->Op, a->ReturnOld);
  };
  s.Descriptors = build;
  return emitLaneSend(L, s, op);
}

} // namespace

void togen::addTypedLowerings(LoweringTable &t) {
  t.add<TYPED_ATOMICOp>(lowerTypedAtomic);
  t.add<GATHER4_TYPEDOp>(lowerTyped<false, GATHER4_TYPEDOp>);
  t.add<SCATTER4_TYPEDOp>(lowerTyped<true, SCATTER4_TYPEDOp>);
}
