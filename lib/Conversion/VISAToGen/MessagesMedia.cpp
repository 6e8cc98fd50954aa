//===- MessagesMedia.cpp - Media block reads and writes -------------------===//
//
// media_ld/media_st: the media block messages of DC1 on a 2D surface. The
// header is r0's copy with the block's x (bytes) and y (rows) offsets in
// dwords 0 and 1 and its size in dword 2 (height - 1 in bits 21:16, width
// - 1 in bits 9:0), as IGC builds it; the data is rows of the register
// pitch (the width rounded up to a power of two, at least 4 bytes), the
// layout vISA gives the operand. Block messages ignore the execution mask:
// the send is NoMask SIMD8. Blocks wider than 32 bytes (two messages),
// planes other than 0 and the field modifiers are not supported yet.
//
//===----------------------------------------------------------------------===//

#include "MessageHelpers.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

namespace {

/// The widest block one message moves.
constexpr unsigned MaxMediaBlockWidth = 32;
/// Header dword 2: the block height - 1 starts at bit 16.
constexpr unsigned MediaBlockHeightShift = 16;

/// The header of a media block message of `width` bytes by `height` rows
/// at the offsets `x`, `y`; the checks vISA's fields need first.
template <typename OpT>
FailureOr<Opnd> mediaHeader(Lowering &L, OpT m, Operation *op) {
  unsigned width = m.getBlockWidth(), height = m.getBlockHeight();
  if (m.getModifiers() != 0 || m.getPlane() != 0)
    return op->emitError("visa-to-gen: media blocks with modifiers or a "
                         "plane other than 0 are not supported yet");
  if (width == 0 || height == 0 || width > MaxMediaBlockWidth ||
      gen::mediaBlockPitch(width) * height > MaxMediaBlockWidth * 8)
    return op->emitError("visa-to-gen: a media block of ")
           << width << "x" << height << " bytes is not supported yet";
  FailureOr<Opnd> x = L.src(m.getXOffset(), op);
  FailureOr<Opnd> y = L.src(m.getYOffset(), op);
  if (failed(x) || failed(y))
    return failure();
  Opnd header = newHeader(L, /*fromR0=*/true, "media_header");
  setHeaderDword(L, header, 0, *x);
  setHeaderDword(L, header, 1, *y);
  uint32_t size = (height - 1) << MediaBlockHeightShift | (width - 1);
  setHeaderDword(L, header, 2, Opnd::imm(size, DataType::UD));
  return header;
}

/// The surface of a media block message and its header.
struct MediaBlock {
  MessageTarget Target;
  Opnd Header;
};

template <typename OpT>
FailureOr<MediaBlock> mediaBlock(Lowering &L, OpT m, Operation *op) {
  FailureOr<MessageTarget> target = messageTarget(L, m.getSurface(), op);
  if (failed(target))
    return failure();
  FailureOr<Opnd> header = mediaHeader(L, m, op);
  if (failed(header))
    return failure();
  return MediaBlock{*target, *header};
}

template <typename OpT>
unsigned mediaBytes(OpT m) {
  return gen::mediaBlockPitch(m.getBlockWidth()) * m.getBlockHeight();
}

LogicalResult lowerMediaLoad(Lowering &L, Operation *op) {
  auto m = cast<MEDIA_LDOp>(op);
  FailureOr<MediaBlock> b = mediaBlock(L, m, op);
  if (failed(b))
    return failure();
  FailureOr<WholeResponse> r = wholeResponse(L, m.getDst(), mediaBytes(m), op);
  if (failed(r))
    return failure();
  gen::SendDescriptors desc = gen::buildMediaBlockRead(
      L.device(), b->Target.Surface, m.getBlockWidth(), m.getBlockHeight());
  PayloadPiece payload[] = {PayloadPiece::whole(b->Header, 1)};
  if (failed(emitWholeSend(L, L.inst(Opcode::Send, 8, 0, /*noMask=*/true),
                           desc, payload, r->Regs, b->Target.runtime(), op)))
    return failure();
  r->finish(L);
  return success();
}

LogicalResult lowerMediaStore(Lowering &L, Operation *op) {
  auto m = cast<MEDIA_STOp>(op);
  FailureOr<MediaBlock> b = mediaBlock(L, m, op);
  if (failed(b))
    return failure();
  FailureOr<Opnd> data = L.raw(m.getSrcField(), DataType::UD, op);
  if (failed(data))
    return failure();
  unsigned bytes = mediaBytes(m);
  unsigned regs = (bytes + L.grfBytes() - 1) / L.grfBytes();
  gen::SendDescriptors desc = gen::buildMediaBlockWrite(
      L.device(), b->Target.Surface, m.getBlockWidth(), m.getBlockHeight());
  PayloadPiece payload[] = {PayloadPiece::whole(b->Header, 1),
                            PayloadPiece::whole(*data, regs, bytes)};
  return emitWholeSend(L, L.inst(Opcode::Send, 8, 0, /*noMask=*/true), desc,
                       payload, Opnd::null(), b->Target.runtime(), op);
}

} // namespace

void togen::addMediaLowerings(LoweringTable &t) {
  t.add<MEDIA_LDOp>(lowerMediaLoad);
  t.add<MEDIA_STOp>(lowerMediaStore);
}
