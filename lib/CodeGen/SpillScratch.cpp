//===- SpillScratch.cpp - GRF registers to the thread's scratch space -----===//
//
// Every spilled GRF register gets a slot of whole GRFs. Around each
// instruction that touches it, the GRFs it touches live in a temporary:
//
//   fill   (W) send (16|M0) tmp r0 <scratch block read, slot offset>
//   use    the instruction, its operands retargeted to tmp
//   store  (W) sends (16|M0) null r0 tmp <scratch block write>
//
// A kernel's slots follow its own scratch use (vISA's SpillMemOffset). The
// scratch block messages carry the slot's offset in a 12-bit field of
// HWords (r0 is the header, its scratch base in dword 5) and move 1, 2, 4
// or 8 GRFs; slots past the field's reach go through OWord block messages
// on the scratch surface (BTI 251, up to 128 bytes), whose offset is the
// header's dword 2, set before each one:
//
//   (W) mov (1) hdr.2 <slot offset in OWords>
//   (W) send (8|M0) tmp hdr <OWord block read>
//
// A function has no scratch of its own: its slots are in its frame on the
// thread's scratch stack, below the stack pointer (the frame register's
// dword 2) that gen-stack-frame moves past the frame at the entry, so each
// slot is a fixed distance below it wherever the function's code runs:
//
//   (W) add (1) abi.header.2 abi.frame.2 -<distance in OWords>
//
// The function's `spill_bytes` tells gen-stack-frame how large to make the
// frame. Products without split sends (BDW) need header and data in one
// payload, so a written temporary has a GRF in front for the header's copy.
//
// Scratch block writes are masked per dword channel
// (lib/Sim/SendDataPort.cpp), OWord block writes are not. A store is NoMask
// and writes the whole temporary, so a write that leaves bytes or channels
// alone is preceded by a fill; except that a write of one dword per channel
// filling its one or two GRFs (a SIMD8/16 :d destination) in divergent code
// is stored by a scratch block write under its own execution mask instead,
// as IGC does: only its channels reach scratch.
//
//===----------------------------------------------------------------------===//

#include "Spill.h"
#include "visa/Gen/GenMessageBuild.h"
#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace visa::gen;
using namespace visa::gen::ra;

namespace {

/// The largest block (1, 2, 4, 8 GRFs) that fits in `regs`.
unsigned blockRegs(unsigned regs) {
  return regs >= 8 ? 8 : regs >= 4 ? 4 : regs >= 2 ? 2 : 1;
}

/// The gen.vreg of the routine named `name`, if declared.
std::optional<uint32_t> namedVReg(const Model &m, StringRef name) {
  for (const VReg &v : m.VRegs)
    if (std::optional<StringRef> n = VRegOp(v.Decl).getName(); n && *n == name)
      return v.Id;
  return std::nullopt;
}

Operand scalarGrf(DataType type, bool isDst) {
  Operand o = regOperand(RegClass::GRF, type);
  o.Rgn = isDst ? visa::gen::Region{-1, -1, 1} : visa::gen::Region{0, 1, 0};
  return o;
}

class ScratchSpiller {
public:
  ScratchSpiller(Model &m, SpillState &state)
      : M(m), S(state), P(*m.Device), B(m.Func.getContext()),
        Split(P.Gen != Platform::Gen8), InFrame(!m.Func.getKernel()) {}

  LogicalResult run(ArrayRef<uint32_t> regs) {
    if (InFrame) {
      Frame = namedVReg(M, FrameRegisterName);
      S.OwordHeader = namedVReg(M, StackHeaderName);
      if (!Frame || !S.OwordHeader)
        return M.Func.emitOpError(
            "needs to spill, but the program has no stack-call frame");
    } else if (failed(findHeader())) {
      return failure();
    } else {
      keepHeaderCopiesFirst();
    }
    llvm::BitVector spilled(M.VRegs.size());
    bool far = false;
    for (uint32_t r : regs) {
      spilled.set(r);
      uint32_t bytes =
          (M.VRegs[r].Bytes + P.GRFBytes - 1) / P.GRFBytes * P.GRFBytes;
      if (InFrame) {
        // Slots go down from the stack pointer, the first right below it.
        S.ScratchBytes += bytes;
        SlotOf[r] = -int64_t(S.ScratchBytes);
      } else {
        SlotOf[r] = int64_t(S.ScratchBase) + S.ScratchBytes;
        S.ScratchBytes += bytes;
        far = far || !scratchBlockReaches(SlotOf[r] + bytes);
      }
    }
    if (far)
      findOwordHeader();
    S.SpilledToScratch += unsigned(regs.size());
    forEachSpillSite(M, spilled, [&](SpillSite &site) { spill(site); });
    for (uint32_t r : regs)
      M.VRegs[r].Decl.erase();
    return success();
  }

private:
  /// Whether the scratch block messages' offset field (4096 HWords) reaches
  /// slot bytes up to `end`.
  bool scratchBlockReaches(int64_t end) const {
    return !InFrame && end <= int64_t(4096) * P.GRFBytes;
  }

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
    S.Header = copyAtEntry(r0Id, "spill_header");
    return success();
  }

  /// A kernel's header for OWord block messages: the stack-call
  /// convention's when it has one (its dword 2 is set for every message),
  /// else a copy of r0's.
  void findOwordHeader() {
    if (S.OwordHeader)
      return;
    if ((S.OwordHeader = namedVReg(M, StackHeaderName)))
      return;
    S.OwordHeader = copyAtEntry(*S.Header, "spill_oword_header");
  }

  /// A new unspillable GRF holding `from`'s first GRF from the entry on.
  uint32_t copyAtEntry(uint32_t from, StringRef name) {
    uint32_t copy = declareVReg(M, RegClass::GRF, P.GRFBytes, P.GRFBytes, name);
    S.NoSpill.insert(copy);
    if (!atEntry())
      return copy;
    copyRegister(copy, 0, from, M.Func.getLoc());
    S.HeaderCopies.push_back(&*std::prev(B.getInsertionPoint()));
    return copy;
  }

  /// Points the builder at the entry of the code (after a leading join);
  /// false for a function without instructions.
  bool atEntry() {
    Operation *first = M.Instrs.empty() ? nullptr : M.Instrs.front().Op;
    if (!first)
      return false;
    if (getOpcode(first) == Opcode::Join)
      B.setInsertionPointAfter(first);
    else
      B.setInsertionPoint(first);
    return true;
  }

  /// Moves the header copies of earlier rounds back to the entry, ahead of
  /// what was put there since.
  void keepHeaderCopiesFirst() {
    if (S.HeaderCopies.empty() || !atEntry())
      return;
    for (Operation *copy : S.HeaderCopies)
      if (copy != &*B.getInsertionPoint())
        copy->moveBefore(B.getInsertionBlock(), B.getInsertionPoint());
      else
        B.setInsertionPointAfter(copy);
  }

  /// One block message moving `regs` GRFs between slot byte `at` and
  /// `data` (for a write without split sends, `data` starts with the GRF
  /// that takes the header's copy).
  void message(bool write, int64_t at, unsigned regs, VirtualRef data,
               const Inst *mask, Location loc) {
    bool oword = !scratchBlockReaches(at + regs * P.GRFBytes);
    uint32_t header = oword ? *S.OwordHeader : *S.Header;
    VirtualRef headerRef{header, 0};
    if (write && !Split) {
      copyRegister(data.Id, data.Offset, header, loc);
      headerRef = data;
    }
    SendDescriptors desc;
    if (oword) {
      pointHeader(headerRef, at, loc);
      BlockMessage block;
      block.Surface = MessageSurface::scratch();
      block.Bytes = regs * P.GRFBytes;
      desc = write ? buildOwordBlockWrite(P, block)
                   : buildOwordBlockRead(P, block);
    } else {
      desc = write ? buildScratchBlockWrite(P, uint32_t(at), regs)
                   : buildScratchBlockRead(P, uint32_t(at), regs);
    }
    MessageInfo msg = decodeMessage(P, desc);
    InstData d;
    d.I.Op = write && Split && P.Gen != Platform::Gen12 ? Opcode::Sends
                                                         : Opcode::Send;
    if (mask) {
      d.I.ExecSize = mask->ExecSize;
      d.I.ChanOffset = mask->ChanOffset;
    } else {
      d.I.ExecSize = regs >= 2 && !oword ? 16 : 8;
      d.I.NoMask = true;
    }
    d.I.Send.SFID = uint8_t(desc.SFID);
    d.I.Send.Desc = desc.Desc;
    d.I.Send.ExDesc = desc.ExDesc;
    d.I.NumSrcs = 2;
    d.I.Dst = write ? nullOperand() : regOperand(RegClass::GRF, DataType::UD);
    d.I.Src[0] = regOperand(RegClass::GRF, DataType::UD);
    d.I.Src[1] = nullOperand();
    d.Src[0] = headerRef;
    if (!write) {
      d.Dst = data;
    } else if (Split) {
      d.I.Src[1] = regOperand(RegClass::GRF, DataType::UD);
      d.Src[1] = data;
    }
    d.SrcLen[0] = uint8_t(msg.Mlen);
    d.SrcLen[1] = uint8_t(msg.ExMlen);
    d.DstLen = uint8_t(msg.Rlen);
    createInstOp(B, loc, d);
  }

  /// Sets the OWord offset of `header` to slot byte `at`: an absolute
  /// offset in a kernel, the stack pointer less a distance in a function.
  void pointHeader(VirtualRef header, int64_t at, Location loc) {
    InstData d;
    d.I.ExecSize = 1;
    d.I.NoMask = true;
    d.I.Dst = scalarGrf(DataType::UD, true);
    d.Dst = {header.Id, header.Offset + OwordOffsetByte};
    if (InFrame) {
      d.I.Op = Opcode::Add;
      d.I.NumSrcs = 2;
      d.I.Src[0] = scalarGrf(DataType::UD, false);
      d.Src[0] = {*Frame, StackPointerByte};
      d.I.Src[1] = immOperand(uint32_t(at / int64_t(OwordBytes)), DataType::D);
    } else {
      d.I.Op = Opcode::Mov;
      d.I.NumSrcs = 1;
      d.I.Src[0] = immOperand(uint32_t(at / int64_t(OwordBytes)), DataType::UD);
    }
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

  /// The GRFs of the next message from slot byte `at`, of `left`.
  unsigned nextBlock(int64_t at, unsigned left) const {
    unsigned n = blockRegs(left);
    if (!scratchBlockReaches(at + n * P.GRFBytes))
      n = blockRegs(std::min(left, 8 * OwordBytes / P.GRFBytes));
    return n;
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
    int64_t slot = SlotOf[site.Reg] + first;
    bool ownMask = scratchBlockReaches(slot + regs * grfBytes) &&
                   storesUnderOwnMask(site, first, regs);
    bool fill = site.Reads ||
                (site.Def && !ownMask && !site.defCovers(v, first, first + regs * grfBytes));
    bool headerInTemp = site.Def && !Split;
    uint32_t dataAt = headerInTemp ? grfBytes : 0;
    uint32_t temp = declareTemporary(
        M, S, site, RegClass::GRF, (regs + (headerInTemp ? 1 : 0)) * grfBytes,
        grfBytes);
    clearDependencyHints(op);

    if (fill) {
      B.setInsertionPoint(op);
      for (unsigned r = 0; r < regs;) {
        unsigned n = nextBlock(slot + r * grfBytes, regs - r);
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
    // Without split sends each block's header copy goes in the GRF before
    // its data (the previous block's last, already stored).
    for (unsigned r = 0; r < regs;) {
      unsigned n = nextBlock(slot + r * grfBytes, regs - r);
      message(true, slot + r * grfBytes, n, {temp, r * grfBytes}, mask, loc);
      r += n;
    }
  }

  Model &M;
  SpillState &S;
  const Product &P;
  OpBuilder B;
  bool Split;
  /// A function: slots in its frame on the scratch stack.
  bool InFrame;
  /// A function's frame register.
  std::optional<uint32_t> Frame;
  /// Each spilled register's slot: its byte in the kernel's scratch, or
  /// (a function) its offset from the stack pointer.
  llvm::DenseMap<uint32_t, int64_t> SlotOf;
};

} // namespace

LogicalResult ra::spillToScratch(Model &m, ArrayRef<uint32_t> regs,
                                 SpillState &state) {
  return ScratchSpiller(m, state).run(regs);
}
