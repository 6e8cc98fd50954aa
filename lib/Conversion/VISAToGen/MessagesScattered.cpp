//===- MessagesScattered.cpp - Scaled surface gathers and scatters --------===//
//
// gather_scaled/scatter_scaled: the byte scattered messages of the data
// cache (DC0), 1, 2 or 4 bytes per lane, each in a dword of the data
// plane. gather4_scaled/scatter4_scaled: the untyped surface messages
// (DC1), one dword per enabled RGBA channel per lane. Both take byte
// addresses: the element offsets plus the global offset, added as the
// payload is assembled. On SLM, surfaces, stateless memory (%scratch, T5)
// and bindless surfaces (%bss); BDW's A32 messages carry a header where
// the device table says so.
//
//===----------------------------------------------------------------------===//

#include "MessageHelpers.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

namespace {

/// Byte scattered (Untyped false) or untyped surface messages.
template <bool IsWrite, bool Untyped, typename OpT>
LogicalResult lowerScaled(Lowering &L, Operation *op) {
  auto m = cast<OpT>(op);
  // Untyped: the enabled channels, one plane each; byte scattered: the
  // bytes per lane, in one plane.
  unsigned channelMask = 0, bytes = 0, planes = 1;
  if constexpr (Untyped) {
    channelMask = m.getChannels() & 0xF;
    if (!channelMask)
      return op->emitError("visa-to-gen: no channel enabled");
    planes = llvm::popcount(channelMask);
  } else {
    bytes = 1u << (m.getNumBlocks() & 3);
    if (bytes > 4)
      return op->emitError("visa-to-gen: byte scattered access of ")
             << bytes << " bytes per lane";
  }

  LaneSend s;
  s.Exec = m.getExecSize();
  s.Pred = m.getPred();
  FailureOr<MessageTarget> target = messageTarget(L, m.getSurface(), op);
  FailureOr<Opnd> global = L.src(m.getOffset(), op);
  if (failed(target) || failed(global))
    return failure();
  FailureOr<LaneData> addr =
      offsetLanes(L, s.Exec.Size, m.getElementOffset(), *global, op);
  if (failed(addr))
    return failure();
  s.Runtime = target->runtime();
  // BDW: byte scattered messages to anything but SLM, untyped ones to
  // stateless memory take a header (zeros; untyped: pixel mask 0xFFFF).
  bool header = L.device().A32MessageHeader &&
                (Untyped ? target->isStateless() : !target->isSlm());
  if (header) {
    Opnd h = newHeader(L, /*fromR0=*/false);
    if (Untyped)
      setHeaderDword(L, h, 7, Opnd::imm(0xFFFF, DataType::UD));
    s.Payload.push_back(PayloadPiece::whole(h, 1));
  }
  s.Payload.push_back(PayloadPiece::lanes(*addr));
  if (failed(addLaneData(L, s, IsWrite, dataOperand<IsWrite>(m), 4, planes,
                         op)))
    return failure();

  auto build = [&](const MessagePart &p) {
    gen::LaneMessage lm = laneMessage(target->Surface, p, 32, header);
    const gen::Product &dev = L.device();
    if (Untyped)
      return IsWrite ? gen::buildUntypedSurfaceWrite(dev, lm, channelMask)
                     : gen::buildUntypedSurfaceRead(dev, lm, channelMask);
    return IsWrite ? gen::buildByteScatteredWrite(dev, lm, bytes)
                   : gen::buildByteScatteredRead(dev, lm, bytes);
  };
  s.Descriptors = build;
  return emitLaneSend(L, s, op);
}

} // namespace

void togen::addScatteredLowerings(LoweringTable &t) {
  t.add<GATHER_SCALEDOp>(lowerScaled<false, false, GATHER_SCALEDOp>);
  t.add<SCATTER_SCALEDOp>(lowerScaled<true, false, SCATTER_SCALEDOp>);
  t.add<GATHER4_SCALEDOp>(lowerScaled<false, true, GATHER4_SCALEDOp>);
  t.add<SCATTER4_SCALEDOp>(lowerScaled<true, true, SCATTER4_SCALEDOp>);
}
