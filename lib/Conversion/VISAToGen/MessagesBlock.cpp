//===- MessagesBlock.cpp - OWord block reads and writes -------------------===//
//
// oword_ld, oword_ld_unaligned and oword_st: the data cache's OWord block
// messages (DC0) on a surface, SLM or stateless memory; the header holds
// the offset in dword 2 (in OWords, in bytes for the unaligned read).
// svm_block_ld/svm_block_st: the A64 OWord block messages (DC1), the
// address in the header's first qword. Block messages ignore the
// execution mask: the send is NoMask, 4, 8 or 16 channels wide as the
// block size asks, and every byte of the block is read or written.
//
//===----------------------------------------------------------------------===//

#include "MessageHelpers.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

namespace {

/// OWords of a block size code (0-4: 1, 2, 4, 8, 16).
unsigned owordsOf(unsigned sizeCode) { return 1u << (sizeCode & 7); }

/// The execution size of a block message of `owords` OWords: a channel
/// per dword up to 16 (IGC's choice; a write takes at least 8).
unsigned blockExecSize(unsigned owords, bool write) {
  unsigned n = owords > 2 ? 16 : owords * 4;
  return write ? std::max(n, 8u) : n;
}

InstData blockControls(Lowering &L, unsigned owords, bool write) {
  return L.inst(Opcode::Send, blockExecSize(owords, write), 0,
                /*noMask=*/true);
}

/// The registers `owords` OWords take.
unsigned blockRegs(Lowering &L, unsigned owords) {
  return (owords * gen::OwordBytes + L.grfBytes() - 1) / L.grfBytes();
}

/// A block read into `dst` of `owords` OWords.
LogicalResult readBlock(Lowering &L, const gen::SendDescriptors &desc,
                        const Opnd &header, const RawOperand &dst,
                        unsigned owords, const RuntimeDescriptors &runtime,
                        Operation *op) {
  FailureOr<WholeResponse> r =
      wholeResponse(L, dst, owords * gen::OwordBytes, op);
  if (failed(r))
    return failure();
  PayloadPiece payload[] = {PayloadPiece::whole(header, 1)};
  if (failed(emitWholeSend(L, blockControls(L, owords, false), desc, payload,
                           r->Regs, runtime, op)))
    return failure();
  r->finish(L);
  return success();
}

/// A block write of `owords` OWords from `src`.
LogicalResult writeBlock(Lowering &L, const gen::SendDescriptors &desc,
                         const Opnd &header, const RawOperand &src,
                         unsigned owords, const RuntimeDescriptors &runtime,
                         Operation *op) {
  FailureOr<Opnd> data = L.raw(src, DataType::UD, op);
  FailureOr<VarPlace> place = L.place(src.Var, op);
  if (failed(data) || failed(place))
    return failure();
  // A variable smaller than the block (IGC's -O0 code stores an 8-byte %fp
  // with a one-OWord write) gives the bytes it has; the rest of the block
  // is whatever the payload register holds, as with IGC's binaries.
  unsigned bytes = owords * gen::OwordBytes;
  if (place->Bytes > src.Offset)
    bytes = std::min(bytes, place->Bytes - src.Offset);
  PayloadPiece payload[] = {
      PayloadPiece::whole(header, 1),
      PayloadPiece::whole(*data, blockRegs(L, owords), bytes)};
  return emitWholeSend(L, blockControls(L, owords, true), desc, payload,
                       Opnd::null(), runtime, op);
}

/// The header of an A32 block message: zeros and the offset in dword 2.
FailureOr<Opnd> offsetHeader(Lowering &L, const VecOperand &offset,
                             Operation *op) {
  FailureOr<Opnd> value = L.src(offset, op);
  if (failed(value))
    return failure();
  Opnd header = newHeader(L, /*fromR0=*/false);
  setHeaderDword(L, header, 2, *value);
  return header;
}

/// The header of an A64 block message: zeros and the address in dwords
/// 0-1.
FailureOr<Opnd> addressHeader(Lowering &L, const VecOperand &address,
                              Operation *op) {
  FailureOr<Opnd> value = L.src(address, op);
  if (failed(value))
    return failure();
  Opnd header = newHeader(L, /*fromR0=*/false);
  if (value->isImm()) {
    setHeaderDword(L, header, 0, Opnd::imm(uint32_t(value->O.Imm), DataType::UD));
    setHeaderDword(L, header, 1,
                   Opnd::imm(uint32_t(value->O.Imm >> 32), DataType::UD));
  } else {
    setHeaderDword(L, header, 0, *value);
    setHeaderDword(L, header, 1, value->plusBytes(4));
  }
  return header;
}

/// The OWords of an A32 block, its target and its header.
struct A32Block {
  unsigned Owords = 1;
  MessageTarget Target;
  Opnd Header;
};

template <typename OpT>
FailureOr<A32Block> a32Block(Lowering &L, OpT m, Operation *op) {
  A32Block b;
  b.Owords = owordsOf(m.getSize());
  FailureOr<MessageTarget> target = messageTarget(L, m.getSurface(), op);
  if (failed(target))
    return failure();
  b.Target = *target;
  FailureOr<Opnd> header = offsetHeader(L, m.getOffset(), op);
  if (failed(header))
    return failure();
  b.Header = *header;
  return b;
}

/// oword_ld (Unaligned false), oword_ld_unaligned, oword_st.
template <bool IsWrite, bool Unaligned, typename OpT>
LogicalResult lowerOwordBlock(Lowering &L, Operation *op) {
  auto m = cast<OpT>(op);
  FailureOr<A32Block> b = a32Block(L, m, op);
  if (failed(b))
    return failure();
  gen::BlockMessage bm;
  bm.Surface = b->Target.Surface;
  bm.Bytes = b->Owords * gen::OwordBytes;
  bm.Unaligned = Unaligned;
  if (IsWrite)
    return writeBlock(L, gen::buildOwordBlockWrite(L.device(), bm), b->Header,
                      dataOperand<IsWrite>(m), b->Owords, b->Target.runtime(),
                      op);
  return readBlock(L, gen::buildOwordBlockRead(L.device(), bm), b->Header,
                   dataOperand<IsWrite>(m), b->Owords, b->Target.runtime(), op);
}

/// SVM block properties: bits 2-0 the size code, bit 3 "dword aligned".
constexpr unsigned SvmBlockUnalignedBit = 1u << 3;

/// svm_block_ld, svm_block_st (IGC writes with the unaligned message).
template <bool IsWrite, typename OpT>
LogicalResult lowerSvmBlock(Lowering &L, Operation *op) {
  auto m = cast<OpT>(op);
  unsigned owords = owordsOf(m.getPropertiesField());
  FailureOr<Opnd> header = addressHeader(L, m.getAddress(), op);
  if (failed(header))
    return failure();
  gen::BlockMessage bm;
  bm.Surface = gen::MessageSurface::stateless();
  bm.AddrBits = 64;
  bm.Bytes = owords * gen::OwordBytes;
  bm.Unaligned = IsWrite || (m.getPropertiesField() & SvmBlockUnalignedBit);
  if (IsWrite)
    return writeBlock(L, gen::buildOwordBlockWrite(L.device(), bm), *header,
                      dataOperand<IsWrite>(m), owords, {}, op);
  return readBlock(L, gen::buildOwordBlockRead(L.device(), bm), *header,
                   dataOperand<IsWrite>(m), owords, {}, op);
}

} // namespace

void togen::addBlockLowerings(LoweringTable &t) {
  t.add<OWORD_LDOp>(lowerOwordBlock<false, false, OWORD_LDOp>);
  t.add<OWORD_LD_UNALIGNEDOp>(
      lowerOwordBlock<false, true, OWORD_LD_UNALIGNEDOp>);
  t.add<OWORD_STOp>(lowerOwordBlock<true, false, OWORD_STOp>);
  t.add<SVM_BLOCK_LDOp>(lowerSvmBlock<false, SVM_BLOCK_LDOp>);
  t.add<SVM_BLOCK_STOp>(lowerSvmBlock<true, SVM_BLOCK_STOp>);
}
