//===- SpillScratch.cpp - GRF registers to the thread's scratch space -----===//
//
// Every spilled GRF register gets a slot of whole GRFs after the kernel's
// own scratch use (vISA's SpillMemOffset). Around each instruction that
// touches it, the GRFs it touches live in a temporary:
//
//   fill   (W) send (16|M0) tmp r0 <scratch block read, slot offset>
//   use    the instruction, its operands retargeted to tmp
//   store  (W) sends (16|M0) null r0 tmp <scratch block write>
//
// The header is r0 (its scratch base in dword 5); products without split
// sends (BDW) need header and data in one payload, so a written temporary
// has a GRF in front for r0's copy. Block messages move 1, 2, 4 or 8 GRFs.
//
// Writes are masked per dword channel (lib/Sim/SendDataPort.cpp). A store
// is NoMask and writes the whole temporary, so a write that leaves bytes or
// channels alone is preceded by a fill; except that a write of one dword
// per channel filling its one or two GRFs (a SIMD8/16 :d destination) in
// divergent code is stored under its own execution mask instead, as IGC
// does: only its channels reach scratch.
//
//===----------------------------------------------------------------------===//

#include "Spill.h"
#include "visa/Gen/GenMessageBuild.h"
#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace visa::gen;
using namespace visa::gen::ra;

namespace {

/// The largest scratch block (1, 2, 4, 8 GRFs) that fits in `regs`.
unsigned blockRegs(unsigned regs) {
  return regs >= 8 ? 8 : regs >= 4 ? 4 : regs >= 2 ? 2 : 1;
}

class ScratchSpiller {
public:
  ScratchSpiller(Model &m, SpillState &state)
      : M(m), S(state), P(*m.Device), B(m.Func.getContext()),
        Split(P.Gen != Platform::Gen8) {}

  LogicalResult run(ArrayRef<uint32_t> regs) {
    if (!M.Func.getKernel())
      return M.Func.emitOpError(
          "needs to spill, which functions cannot do yet (no scratch header)");
    if (failed(findHeader()))
      return failure();
    llvm::BitVector spilled(M.VRegs.size());
    for (uint32_t r : regs) {
      spilled.set(r);
      SlotOf[r] = S.ScratchBase + S.ScratchBytes;
      S.ScratchBytes += (M.VRegs[r].Bytes + P.GRFBytes - 1) / P.GRFBytes *
                        P.GRFBytes;
    }
    // The scratch block messages' offset field counts 4096 GRFs.
    if (S.ScratchBase + S.ScratchBytes > 4096 * P.GRFBytes)
      return M.Func.emitOpError("needs ")
             << S.ScratchBytes << " bytes of spill space past byte "
             << S.ScratchBase << "; scratch block messages reach "
             << 4096 * P.GRFBytes;
    S.SpilledToScratch += unsigned(regs.size());
    forEachSpillSite(M, spilled, [&](SpillSite &site) { spill(site); });
    for (uint32_t r : regs)
      M.VRegs[r].Decl.erase();
    return success();
  }

private:
  /// r0 as the header: the register pinned at r0, or its copy at the entry
  /// when the kernel writes its scratch base.
  LogicalResult findHeader() {
    if (S.Header)
      return success();
    int32_t r0 = -1;
    for (uint32_t r = 0; r < M.VRegs.size() && r0 < 0; ++r)
      if (M.VRegs[r].Class == RegClass::GRF && M.VRegs[r].Pinned == 0 &&
          M.VRegs[r].Bytes >= P.GRFBytes)
        r0 = int32_t(r);
    uint32_t r0Id;
    if (r0 < 0) {
      r0Id = declareVReg(M, RegClass::GRF, P.GRFBytes, P.GRFBytes, "%r0");
      for (auto decl : M.Func.getBody().front().getOps<VRegOp>())
        if (decl.getId() == r0Id)
          decl.setAt(0);
      S.Header = r0Id;
      return success();
    }
    r0Id = M.VRegs[r0].Id;
    bool written = false;
    for (const Access &a : M.Accesses)
      if (a.VReg == uint32_t(r0) && a.IsDef && a.Lo < 24 && a.Hi > 20)
        written = true;
    if (!written) {
      S.Header = r0Id;
      return success();
    }
    uint32_t copy = declareVReg(M, RegClass::GRF, P.GRFBytes, P.GRFBytes,
                                "spill_header");
    S.NoSpill.insert(copy);
    Operation *first = M.Instrs.empty() ? nullptr : M.Instrs.front().Op;
    if (!first)
      return success();
    if (getOpcode(first) == Opcode::Join)
      B.setInsertionPointAfter(first);
    else
      B.setInsertionPoint(first);
    copyRegister(copy, 0, r0Id, first->getLoc());
    S.Header = copy;
    return success();
  }

  /// One scratch block message moving `regs` GRFs between slot byte
  /// `slotOffset` and `data` (for a write without split sends, `data`
  /// starts with the header GRF).
  void message(bool write, uint32_t slotOffset, unsigned regs,
               VirtualRef data, const Inst *mask, Location loc) {
    SendDescriptors desc = write
                               ? buildScratchBlockWrite(P, slotOffset, regs)
                               : buildScratchBlockRead(P, slotOffset, regs);
    MessageInfo msg = decodeMessage(P, desc);
    InstData d;
    d.I.Op = write && Split && P.Gen != Platform::Gen12 ? Opcode::Sends
                                                         : Opcode::Send;
    if (mask) {
      d.I.ExecSize = mask->ExecSize;
      d.I.ChanOffset = mask->ChanOffset;
    } else {
      d.I.ExecSize = regs >= 2 ? 16 : 8;
      d.I.NoMask = true;
    }
    d.I.Send.SFID = uint8_t(desc.SFID);
    d.I.Send.Desc = desc.Desc;
    d.I.Send.ExDesc = desc.ExDesc;
    d.I.NumSrcs = 2;
    d.I.Dst = write ? nullOperand() : regOperand(RegClass::GRF, DataType::UD);
    d.I.Src[0] = regOperand(RegClass::GRF, DataType::UD);
    d.I.Src[1] = nullOperand();
    if (!write) {
      d.Dst = data;
      d.Src[0] = {*S.Header, 0};
    } else if (Split) {
      d.Src[0] = {*S.Header, 0};
      d.I.Src[1] = regOperand(RegClass::GRF, DataType::UD);
      d.Src[1] = data;
    } else {
      d.Src[0] = data;
    }
    d.SrcLen[0] = uint8_t(msg.Mlen);
    d.SrcLen[1] = uint8_t(msg.ExMlen);
    d.DstLen = uint8_t(msg.Rlen);
    createInstOp(B, loc, d);
  }

  /// (W) mov (8) of the GRF of `from` to the GRF of `to` at byte `at`:
  /// r0's copy, as a header.
  void copyRegister(uint32_t to, uint32_t at, uint32_t from, Location loc) {
    emitNoMaskCopy(B, loc, RegClass::GRF, {to, at}, RegClass::GRF, {from, 0},
                   P.GRFBytes, DataType::UD, P.GRFBytes);
  }

  /// A write of one dword per channel, filling the temporary's `regs`
  /// GRFs exactly: its own execution mask can store it.
  bool storesUnderOwnMask(const SpillSite &site, uint32_t first,
                          unsigned regs) const {
    const Inst &I = getInstData(site.At->Op).I;
    if (!site.Def || site.Reads || isSend(I.Op) || I.NoMask ||
        predicateMasksWrite(I) || I.Align16 || site.Def->Where != Slot::Dst)
      return false;
    const Access &d = *site.Def;
    return getTypeSize(I.Dst.Type) == 4 && I.Dst.Rgn.HStride == 1 &&
           I.ExecSize * 4u == regs * P.GRFBytes && d.Lo == first &&
           d.Hi == first + regs * P.GRFBytes;
  }

  void spill(SpillSite &site) {
    const VReg &v = M.VRegs[site.Reg];
    Operation *op = site.At->Op;
    Location loc = op->getLoc();
    unsigned grfBytes = P.GRFBytes;
    uint32_t lo = ~0u, hi = 0;
    for (const Access *a : site.Accesses) {
      lo = std::min(lo, a->Lo);
      hi = std::max(hi, a->Hi);
    }
    uint32_t first = lo / grfBytes * grfBytes;
    unsigned regs = (hi - first + grfBytes - 1) / grfBytes;
    bool ownMask = storesUnderOwnMask(site, first, regs);
    bool fill = site.Reads ||
                (site.Def && !ownMask && !site.defCovers(v, first, first + regs * grfBytes));
    bool headerInTemp = site.Def && !Split;
    uint32_t dataAt = headerInTemp ? grfBytes : 0;
    uint32_t temp = declareTemporary(
        M, S, site, RegClass::GRF, (regs + (headerInTemp ? 1 : 0)) * grfBytes,
        grfBytes);
    uint32_t slot = SlotOf[site.Reg] + first;
    clearDependencyHints(op);

    if (fill) {
      B.setInsertionPoint(op);
      for (unsigned r = 0; r < regs;) {
        unsigned n = blockRegs(regs - r);
        message(false, slot + r * grfBytes, n,
                {temp, dataAt + r * grfBytes}, nullptr, loc);
        r += n;
      }
    }
    InstData &d = getInstData(op);
    for (const Access *a : site.Accesses) {
      VirtualRef ref = getRef(d, a->Where);
      setRef(d, a->Where, {temp, ref.Offset - first + dataAt});
    }
    if (!site.Def)
      return;
    B.setInsertionPointAfter(op);
    const Inst *mask = ownMask ? &d.I : nullptr;
    for (unsigned r = 0; r < regs;) {
      unsigned n = blockRegs(regs - r);
      if (headerInTemp)
        copyRegister(temp, r * grfBytes, *S.Header, loc);
      message(true, slot + r * grfBytes, n,
              {temp, r * grfBytes}, mask, loc);
      r += n;
    }
  }

  Model &M;
  SpillState &S;
  const Product &P;
  OpBuilder B;
  bool Split;
  llvm::DenseMap<uint32_t, uint32_t> SlotOf;
};

} // namespace

LogicalResult ra::spillToScratch(Model &m, ArrayRef<uint32_t> regs,
                                 SpillState &state) {
  return ScratchSpiller(m, state).run(regs);
}
