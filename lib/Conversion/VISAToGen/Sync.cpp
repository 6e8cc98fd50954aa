//===- Sync.cpp - Barriers, split barriers, fences, cache flushes ---------===//
//
// barrier: the gateway's barrier message (payload: r0.2 masked as the
// device table says) then the wait for the other threads (`wait n0.0`
// before Gen12, `sync.bar` on Gen12); sbarrier.signal/.wait are the two
// halves. fence: the data cache's memory fence (global or, from Gen11,
// SLM), its commit read back by a NoMask move so that what follows waits
// for it; fence_sw (bit 7) only orders the compiler's code: nothing to
// emit. sampler_cache_flush: the sampler's cache flush message, read back
// the same way.
//
//===----------------------------------------------------------------------===//

#include "MessageHelpers.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

namespace {

/// The sync function of `sync.bar` (IGA's SyncFC: bar = 0xE).
constexpr uint8_t SyncBarFunction = 0xE;

/// FENCE mask bits (FENCE.md).
enum FenceBits : unsigned {
  FenceCommit = 1u << 0,
  FenceFlushFirst = 1, ///< bits 1-4: instruction, sampler, constant, r/w
  FenceLocal = 1u << 5,
  FenceFlushL1 = 1u << 6,
  FenceSoftware = 1u << 7,
};

/// Reads the first register of a response NoMask, so that the
/// instructions after it wait for the message to complete.
void readBack(Lowering &L, const Opnd &response) {
  unsigned dwords = L.grfBytes() / 4;
  InstData d = L.inst(Opcode::Mov, dwords, 0, /*noMask=*/true);
  Lowering::setDst(d, Opnd::null(DataType::UD).dstRegion());
  Lowering::addSrc(d, response.as(DataType::UD).packedSrc(dwords));
  L.emit(d);
}

/// The gateway's barrier message.
void signalBarrier(Lowering &L) {
  L.noteBarrier();
  unsigned dwords = L.grfBytes() / 4;
  Opnd payload = L.newTemp(DataType::UD, dwords, "barrier");
  InstData d = L.inst(Opcode::And, dwords, 0, /*noMask=*/true);
  Lowering::setDst(d, payload);
  Lowering::addSrc(d, Opnd::vreg(L.r0Register(), 8, DataType::UD).scalarSrc());
  Lowering::addSrc(d, Opnd::imm(L.device().BarrierPayloadMask, DataType::UD));
  L.emit(d);
  emitSend(L, L.inst(Opcode::Send, 1, 0, /*noMask=*/true),
           gen::buildBarrier(L.device()), Opnd::null(), payload, Opnd::null());
}

/// Waits until every thread of the group has signalled the barrier.
void waitBarrier(Lowering &L) {
  L.noteBarrier();
  if (L.platform() == gen::Platform::Gen12) {
    InstData d = L.inst(Opcode::Sync, 1, 0, /*noMask=*/true);
    d.I.MathFn = SyncBarFunction;
    Lowering::addSrc(d, Opnd::null(DataType::UD).scalarSrc());
    L.emit(d);
    return;
  }
  Opnd n0 = Opnd::arf(gen::ArfKind::Notification, 0, 0, DataType::UD);
  InstData d = L.inst(Opcode::Wait, 1, 0, /*noMask=*/true);
  Lowering::setDst(d, n0.dstRegion());
  Lowering::addSrc(d, n0.scalarSrc());
  L.emit(d);
}

LogicalResult lowerBarrier(Lowering &L, Operation *) {
  signalBarrier(L);
  waitBarrier(L);
  return success();
}

LogicalResult lowerSplitBarrier(Lowering &L, Operation *op) {
  if (cast<SBARRIEROp>(op).getMode() & 1)
    signalBarrier(L);
  else
    waitBarrier(L);
  return success();
}

LogicalResult lowerFence(Lowering &L, Operation *op) {
  unsigned mask = cast<FENCEOp>(op).getMask();
  if (mask & FenceSoftware)
    return success();
  const gen::Product &dev = L.device();
  gen::FenceMessage f;
  f.Slm = dev.HasSlmFence && (mask & FenceLocal);
  f.Commit = mask & FenceCommit;
  f.FlushTargets = (mask >> FenceFlushFirst) & 0xF;
  f.FlushL1 = (mask & FenceFlushL1) && !f.Slm;
  Opnd response =
      f.Commit ? L.newTemp(DataType::UD, L.grfBytes() / 4, "commit")
               : Opnd::null();
  emitSend(L, L.inst(Opcode::Send, 8, 0, /*noMask=*/true),
           gen::buildMemoryFence(dev, f), response,
           Opnd::vreg(L.r0Register(), 0, DataType::UD), Opnd::null());
  if (f.Commit)
    readBack(L, response);
  return success();
}

LogicalResult lowerSamplerCacheFlush(Lowering &L, Operation *) {
  Opnd response = L.newTemp(DataType::UD, L.grfBytes() / 4, "flush");
  emitSend(L, L.inst(Opcode::Send, 8, 0, /*noMask=*/true),
           gen::buildSamplerCacheFlush(L.device()), response,
           Opnd::vreg(L.r0Register(), 0, DataType::UD), Opnd::null());
  readBack(L, response);
  return success();
}

} // namespace

void togen::addSyncLowerings(LoweringTable &t) {
  t.add<BARRIEROp>(lowerBarrier);
  t.add<SBARRIEROp>(lowerSplitBarrier);
  t.add<FENCEOp>(lowerFence);
  t.add<CACHE_FLUSHOp>(lowerSamplerCacheFlush);
}
