//===- MessagesSvm.cpp - A64 (SVM) gathers and scatters -------------------===//
//
// svm_gather/svm_scatter: the A64 scattered messages of DC1, one 64-bit
// address per lane: 1, 2, 4 or 8 bytes per lane (byte scattered: one
// dword, or a qword for 8, per lane), or 1-8 dwords or qwords per lane
// (dword/qword scattered: one data plane per block). svm_gather4scaled/
// svm_scatter4scaled: the A64 untyped surface messages, one dword per
// enabled channel per lane, at the 64-bit element offsets (IGC's base
// address is always 0).
//
//===----------------------------------------------------------------------===//

#include "MessageHelpers.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

namespace {

/// vISA SVM block sizes (Block_size field): 1, 4 or 8 bytes.
enum SvmBlock : unsigned { SvmByte = 0, SvmDword = 1, SvmQword = 2 };

/// Scattered (Untyped false) or untyped A64 messages.
template <bool IsWrite, bool Untyped, typename OpT>
LogicalResult lowerSvm(Lowering &L, Operation *op) {
  auto m = cast<OpT>(op);
  LaneSend s;
  s.Exec = m.getExecSize();
  s.Pred = m.getPred();
  // The data: planes of laneBytes per lane.
  unsigned blockSize = 0, blocks = 0, channelMask = 0;
  unsigned planes = 1, laneBytes = 4;
  RawOperand addresses;
  if constexpr (Untyped) {
    channelMask = m.getChannels() & 0xF;
    if (!channelMask)
      return op->emitError("visa-to-gen: no channel enabled");
    planes = llvm::popcount(channelMask);
    FailureOr<Opnd> base = L.src(m.getAddress(), op);
    if (failed(base))
      return failure();
    if (!base->isImm() || base->O.Imm != 0)
      return op->emitError("visa-to-gen: an SVM base address other than 0 "
                           "is not supported");
    addresses = m.getElementOffset();
  } else {
    blockSize = m.getBlockSize();
    blocks = 1u << (m.getNumBlocks() & 3);
    switch (blockSize) {
    case SvmByte: // a lane's bytes in a dword of the plane (a qword for 8)
      laneBytes = blocks == 8 ? 8 : 4;
      break;
    case SvmDword:
      planes = blocks;
      break;
    case SvmQword:
      planes = blocks;
      laneBytes = 8;
      break;
    default:
      return op->emitError("visa-to-gen: reserved SVM block size ")
             << blockSize;
    }
    addresses = m.getAddresses();
  }
  FailureOr<LaneData> addr = laneData(L, addresses, s.Exec.Size, 8, 1, op);
  if (failed(addr))
    return failure();
  s.Payload.push_back(PayloadPiece::lanes(*addr));
  if (failed(addLaneData(L, s, IsWrite, dataOperand<IsWrite>(m), laneBytes,
                         planes, op)))
    return failure();

  auto build = [&](const MessagePart &p) {
    gen::LaneMessage lm =
        laneMessage(gen::MessageSurface::stateless(), p, /*addrBits=*/64);
    const gen::Product &dev = L.device();
    if (Untyped)
      return IsWrite ? gen::buildUntypedSurfaceWrite(dev, lm, channelMask)
                     : gen::buildUntypedSurfaceRead(dev, lm, channelMask);
    switch (blockSize) {
    case SvmByte:
      return IsWrite ? gen::buildByteScatteredWrite(dev, lm, blocks)
                     : gen::buildByteScatteredRead(dev, lm, blocks);
    case SvmDword:
      return IsWrite ? gen::buildDwordScatteredWrite(dev, lm, blocks)
                     : gen::buildDwordScatteredRead(dev, lm, blocks);
    default:
      return IsWrite ? gen::buildQwordScatteredWrite(dev, lm, blocks)
                     : gen::buildQwordScatteredRead(dev, lm, blocks);
    }
  };
  s.Descriptors = build;
  return emitLaneSend(L, s, op);
}

} // namespace

void togen::addSvmLowerings(LoweringTable &t) {
  t.add<SVM_GATHEROp>(lowerSvm<false, false, SVM_GATHEROp>);
  t.add<SVM_SCATTEROp>(lowerSvm<true, false, SVM_SCATTEROp>);
  t.add<SVM_GATHER4_SCALEDOp>(lowerSvm<false, true, SVM_GATHER4_SCALEDOp>);
  t.add<SVM_SCATTER4_SCALEDOp>(lowerSvm<true, true, SVM_SCATTER4_SCALEDOp>);
}
