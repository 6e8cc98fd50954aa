//===- RegAllocModel.cpp - Building the allocator's tables of a gen.func --===//
//
// See RegAllocModel.h.
//
//===----------------------------------------------------------------------===//

#include "RegAllocModel.h"
#include "visa/Gen/GenMessage.h"
#include <algorithm>

using namespace mlir;
using namespace visa::gen;
using namespace visa::gen::ra;

/// Address words an indirect operand `index` (0 = Dst) reads: one, or one
/// a row for a source of several (VxH).
static unsigned indirectAddresses(const Inst &I, unsigned index) {
  const Operand &o = index ? I.Src[index - 1] : I.Dst;
  if (index != 0 && o.Rgn.VStride < 0 && o.Rgn.Width > 0)
    return std::max(1u, unsigned(I.ExecSize) / unsigned(o.Rgn.Width));
  return 1;
}

/// Marks `bytes` bytes at `at` of file `c` as named physically.
static void reserve(llvm::BitVector &reserved, uint32_t at, uint32_t bytes) {
  uint32_t end = std::min<uint32_t>(at + bytes, reserved.size());
  if (at < end)
    reserved.set(at, end);
}

LogicalResult Model::collectVRegs(unsigned grfBudget) {
  const Product &p = *Device;
  FileShape &grf = Files[classIndex(RegClass::GRF)];
  grf.Bytes = p.NumGRF * p.GRFBytes;
  grf.Granule = p.GRFBytes;
  grf.Allocatable =
      grfBudget ? std::min(grfBudget, p.NumGRF) * p.GRFBytes : grf.Bytes;
  FileShape &flag = Files[classIndex(RegClass::Flag)];
  flag.Bytes = flag.Allocatable = p.NumFlagRegs * 4;
  flag.Granule = 4; // a 32-bit flag is a whole f0 or f1
  FileShape &addr = Files[classIndex(RegClass::Address)];
  addr.Bytes = addr.Allocatable = addr.Granule = p.NumAddrSubRegs * 2;
  for (unsigned c = 0; c < NumRegClasses; ++c)
    Reserved[c].resize(Files[c].Bytes);

  for (auto decl : Func.getBody().front().getOps<VRegOp>()) {
    VReg v;
    v.Id = decl.getId();
    v.Class = *parseRegClass(decl.getRegClass());
    v.Bytes = decl.getBytes();
    v.Align = std::max<uint32_t>(decl.getAlign(), 1);
    v.Decl = decl;
    const FileShape &file = Files[classIndex(v.Class)];
    if (std::optional<uint32_t> at = decl.getAt()) {
      if (*at + v.Bytes > file.Bytes)
        return decl.emitOpError("is pinned at byte ")
               << *at << ", outside the " << file.Bytes << "-byte "
               << regClassName(v.Class) << " file of " << p.Name;
      v.Pinned = int32_t(*at);
      // A register of the stack-call convention: nothing else goes on its
      // bytes anywhere in the routine, whether it is live there or not
      // (the caller's values stay in it across the routine).
      if (decl->hasAttr("reserved")) {
        reserve(Reserved[classIndex(v.Class)], *at, v.Bytes);
        v.ReservedPin = true;
      }
    } else if (v.Bytes > file.Allocatable) {
      return decl.emitOpError("needs ")
             << v.Bytes << " bytes; the " << regClassName(v.Class)
             << " file has " << file.Allocatable << " to allocate";
    }
    // vISA: a register of a granule or more starts one.
    if (v.Bytes >= file.Granule && v.Pinned < 0)
      v.Align = std::max(v.Align, file.Granule);
    NextId = std::max(NextId, v.Id + 1);
    IndexOfId[v.Id] = uint32_t(VRegs.size());
    VRegs.push_back(v);
  }
  // Pinned GRF registers other than r0 that overlap no other pinned one.
  std::vector<uint32_t> pinned;
  for (uint32_t r = 0; r < VRegs.size(); ++r)
    if (VRegs[r].Pinned >= 0 && VRegs[r].Class == RegClass::GRF)
      pinned.push_back(r);
  llvm::sort(pinned, [&](uint32_t a, uint32_t b) {
    return VRegs[a].Pinned < VRegs[b].Pinned;
  });
  for (size_t i = 0; i < pinned.size(); ++i) {
    VReg &v = VRegs[pinned[i]];
    uint32_t end = uint32_t(v.Pinned) + v.Bytes;
    bool overlaps =
        (i > 0 && uint32_t(VRegs[pinned[i - 1]].Pinned) +
                          VRegs[pinned[i - 1]].Bytes > uint32_t(v.Pinned)) ||
        (i + 1 < pinned.size() && uint32_t(VRegs[pinned[i + 1]].Pinned) < end);
    v.SplittablePin = v.Pinned != 0 && !overlaps && !v.ReservedPin;
  }
  return success();
}


/// Ids of the registers standing for physical flag and address words,
/// above any id a gen.vreg takes.
static constexpr uint32_t PhysicalIdBase = 0xFFFF0000u;

uint32_t Model::physicalWord(RegClass cls, uint32_t word) {
  uint32_t id = PhysicalIdBase + classIndex(cls) * 0x100 + word;
  auto [it, inserted] = IndexOfId.try_emplace(id, uint32_t(VRegs.size()));
  if (!inserted)
    return it->second;
  VReg v;
  v.Id = id;
  v.Class = cls;
  v.Bytes = v.Align = 2;
  v.Pinned = int32_t(word * 2);
  v.Unspillable = v.Physical = true;
  VRegs.push_back(v);
  return it->second;
}

std::string ra::physicalName(const VReg &v) {
  uint32_t word = uint32_t(v.Pinned) / 2;
  if (v.Class == RegClass::Flag)
    return "f" + std::to_string(word / 2) + "." + std::to_string(word % 2);
  return "a0." + std::to_string(word);
}

/// An access to [lo, hi) of the flag file (bits) or the address file
/// (bytes), as accesses to the words it touches.
void Model::addPhysical(RegClass cls, uint32_t lo, uint32_t hi, Slot where,
                        bool isDef, bool contiguous) {
  uint32_t unit = cls == RegClass::Flag ? 16 : 2; // bits or bytes a word
  hi = std::min(hi, Files[classIndex(cls)].Bytes * (unit / 2));
  for (uint32_t word = lo / unit; word * unit < hi; ++word) {
    uint32_t index = physicalWord(cls, word);
    Access a;
    a.VReg = index;
    a.Lo = std::max(lo, word * unit) - word * unit;
    a.Hi = std::min(hi, (word + 1) * unit) - word * unit;
    a.Where = where;
    a.IsDef = isDef;
    a.Contiguous = isDef && contiguous;
    Accesses.push_back(a);
    VReg &v = VRegs[index];
    v.UsedLo = std::min(v.UsedLo, a.Lo);
    v.UsedHi = std::max(v.UsedHi, a.Hi);
  }
}

void Model::addPhysicalAccesses(const InstData &d) {
  const Inst &I = d.I;
  llvm::BitVector &grf = Reserved[classIndex(RegClass::GRF)];
  bool send = isSend(I.Op);
  for (unsigned i = 0; i <= I.NumSrcs && i < 4; ++i) {
    const Operand &o = d.operand(i);
    if (o.K != Operand::Kind::Reg || d.ref(i).isVirtual())
      continue;
    Slot where = Slot(i);
    if (o.Mode == AddrMode::Indirect) {
      size_t first = Accesses.size();
      addPhysical(RegClass::Address, o.AddrSubReg * 2u,
                  o.AddrSubReg * 2u + 2 * indirectAddresses(I, i), where,
                  false, false);
      for (size_t a = first; a < Accesses.size(); ++a)
        Accesses[a].Indirect = true;
      HasIndirectGrf = true;
      continue;
    }
    Footprint f = regionFootprint(I, o, i == 0);
    if (o.File == RegFile::GRF) {
      uint32_t bytes = send ? sendRegisters(d, i) * grfBytes() : f.Hi;
      reserve(grf, o.RegNum * grfBytes() + o.SubRegByte, bytes);
    } else if (arfKindOf(o.RegNum) == ArfKind::Flag) {
      uint32_t at = (o.RegNum & 0xF) * 4u + o.SubRegByte;
      addPhysical(RegClass::Flag, (at + f.Lo) * 8, (at + f.Hi) * 8, where,
                  i == 0, f.Contiguous);
    } else if (arfKindOf(o.RegNum) == ArfKind::Address) {
      addPhysical(RegClass::Address, o.SubRegByte + f.Lo, o.SubRegByte + f.Hi,
                  where, i == 0, f.Contiguous);
    }
  }
  if (!d.Flag.isVirtual()) {
    Footprint f = flagFootprint(I, I.FlagReg * 4u + I.FlagSubReg * 2u);
    if (I.Pred != PredCtrl::None)
      addPhysical(RegClass::Flag, f.Lo, f.Hi, Slot::Flag, false, false);
    if (writesFlag(I))
      addPhysical(RegClass::Flag, f.Lo, f.Hi, Slot::Flag, true, true);
  }
  if (send && I.Send.DescIsReg)
    addPhysical(RegClass::Address, I.Send.Desc, I.Send.Desc + 4, Slot::Flag,
                false, false);
  if (send && I.Send.ExDescIsReg)
    addPhysical(RegClass::Address, I.Send.ExDesc * 4, I.Send.ExDesc * 4 + 4,
                Slot::Flag, false, false);
}

void Model::addAccesses(Instr &instr, InstData &d) {
  const Inst &I = d.I;
  bool send = isSend(I.Op);
  auto add = [&](uint32_t index, Slot where, uint32_t lo, uint32_t hi,
                 bool isDef, bool contiguous) {
    VReg &v = VRegs[index];
    uint32_t limit = v.Class == RegClass::Flag ? v.Bytes * 8 : v.Bytes;
    hi = std::min(hi, limit);
    lo = std::min(lo, hi);
    if (lo == hi)
      return;
    Access a;
    a.VReg = index;
    a.Lo = lo;
    a.Hi = hi;
    a.Where = where;
    a.IsDef = isDef;
    a.Contiguous = isDef && contiguous;
    Accesses.push_back(a);
    v.UsedLo = std::min(v.UsedLo, lo);
    v.UsedHi = std::max(v.UsedHi, hi);
  };
  for (unsigned i = 0; i <= I.NumSrcs && i < 4; ++i) {
    const Operand &o = d.operand(i);
    const VirtualRef &ref = d.ref(i);
    if (!ref.isVirtual())
      continue;
    uint32_t index = IndexOfId.lookup(ref.Id);
    VReg &v = VRegs[index];
    Slot where = Slot(i);
    if (o.K == Operand::Kind::Imm) {
      v.AddressTaken = v.Unspillable = true;
      instr.AddressesOf.push_back(index);
      continue;
    }
    if (o.K != Operand::Kind::Reg)
      continue;
    if (o.Mode == AddrMode::Indirect) {
      HasIndirectGrf = true;
      size_t first = Accesses.size();
      add(index, where, ref.Offset, ref.Offset + 2 * indirectAddresses(I, i),
          false, false);
      for (size_t a = first; a < Accesses.size(); ++a)
        Accesses[a].Indirect = true;
      continue;
    }
    if (send) {
      unsigned regs = sendRegisters(d, i);
      if (!regs)
        continue;
      // Payloads and responses are whole registers from a GRF boundary.
      v.Align = std::max(v.Align, grfBytes());
      if (i == 0) {
        v.Bytes = (v.Bytes + grfBytes() - 1) / grfBytes() * grfBytes();
        if (d.SrcLen[0] && !isSplitSend(Device->Gen, I))
          v.NotLastGrf = true;
      }
      add(index, where, ref.Offset, ref.Offset + regs * grfBytes(), i == 0,
          true);
      continue;
    }
    Footprint f = regionFootprint(I, o, i == 0);
    uint32_t scale = v.Class == RegClass::Flag ? 8 : 1;
    add(index, where, (ref.Offset + f.Lo) * scale, (ref.Offset + f.Hi) * scale,
        i == 0, f.Contiguous);
    if (i == 0 && isBranchForm(getForm(I.Op)))
      v.Unspillable = true; // a call's link register: nothing can follow it
  }
  if (d.Flag.isVirtual()) {
    uint32_t index = IndexOfId.lookup(d.Flag.Id);
    Footprint f = flagFootprint(I, d.Flag.Offset);
    if (I.Pred != PredCtrl::None)
      add(index, Slot::Flag, f.Lo, f.Hi, false, false);
    if (writesFlag(I))
      add(index, Slot::Flag, f.Lo, f.Hi, true, true);
  }
}

LogicalResult Model::collectInstructions() {
  for (Block &block : Func.getBody()) {
    BlockInfo info;
    info.B = &block;
    info.Begin = uint32_t(Instrs.size());
    for (Operation &op : block) {
      if (!isInstOp(&op))
        continue;
      Instr instr;
      instr.Op = &op;
      instr.Block = uint32_t(Blocks.size());
      instr.FirstAccess = uint32_t(Accesses.size());
      InstData &d = getInstData(&op);
      addAccesses(instr, d);
      addPhysicalAccesses(d);
      instr.EndAccess = uint32_t(Accesses.size());
      Instrs.push_back(instr);
    }
    info.End = uint32_t(Instrs.size());
    Blocks.push_back(info);
  }
  return success();
}

/// Whether `inst` copies its source's bytes unchanged to the same offset of
/// another register of the same size: after coalescing it does nothing.
static bool isExactCopy(const Model &m, const Instr &instr) {
  const InstData &d = getInstData(instr.Op);
  const Inst &I = d.I;
  if (I.Op != Opcode::Mov || I.Saturate || I.Cond != CondMod::None ||
      I.Pred != PredCtrl::None || I.Align16 || I.NumSrcs != 1)
    return false;
  const Operand &dst = I.Dst, &src = I.Src[0];
  if (!d.Dst.isVirtual() || !d.Src[0].isVirtual() ||
      dst.K != Operand::Kind::Reg || src.K != Operand::Kind::Reg ||
      dst.File != RegFile::GRF || src.File != RegFile::GRF ||
      dst.Mode != AddrMode::Direct || src.Mode != AddrMode::Direct ||
      src.Negate || src.Abs || d.Dst.Offset != d.Src[0].Offset)
    return false;
  bool sameBits = dst.Type == src.Type ||
                  (getTypeSize(dst.Type) == getTypeSize(src.Type) &&
                   dst.Type != DataType::F && src.Type != DataType::F &&
                   dst.Type != DataType::DF && src.Type != DataType::DF &&
                   dst.Type != DataType::HF && src.Type != DataType::HF);
  if (!sameBits)
    return false;
  unsigned exec = I.ExecSize;
  if (exec > 1) {
    if (dst.Rgn.HStride != 1)
      return false;
    int w = src.Rgn.Width;
    bool packed = src.Rgn.HStride == 1 &&
                  (unsigned(w) >= exec || src.Rgn.VStride == w);
    bool rowOnly = src.Rgn.HStride == 0 && w == 1 &&
                   src.Rgn.VStride == 1;
    if (!packed && !rowOnly)
      return false;
  }
  const VReg &a = m.VRegs[m.IndexOfId.lookup(d.Dst.Id)];
  const VReg &b = m.VRegs[m.IndexOfId.lookup(d.Src[0].Id)];
  if (&a == &b || a.Class != RegClass::GRF || b.Class != RegClass::GRF ||
      a.Bytes != b.Bytes || a.Pinned >= 0 || b.Pinned >= 0)
    return false;
  for (const Access &acc : m.accesses(instr))
    if (acc.IsDef && !acc.FullWrite)
      return false;
  return true;
}

FailureOr<Model> Model::build(FuncOp func, unsigned grfBudget) {
  Model m;
  m.Func = func;
  m.Device = &func.getDevice();
  if (failed(m.collectVRegs(grfBudget)) || failed(m.collectInstructions()))
    return failure();
  m.addIndirectTargets();
  buildFlowGraph(m);
  m.findBlockLocals();
  m.refineWrites();
  return m;
}

void Model::refineWrites() {
  // Local registers: the block of their last write seen.
  llvm::DenseMap<uint32_t, uint32_t> localWritten;
  for (Instr &instr : Instrs) {
    const Inst &I = getInstData(instr.Op).I;
    bool allChannels =
        (I.NoMask || !instr.Divergent) && !predicateMasksWrite(I);
    for (Access &a : accesses(instr)) {
      if (!a.IsDef)
        continue;
      bool first = false;
      if (VRegs[a.VReg].startsInBlock()) {
        auto [it, inserted] = localWritten.try_emplace(a.VReg, instr.Block);
        first = inserted || it->second != instr.Block;
        it->second = instr.Block;
      }
      // The first write of a register that starts in its block replaces
      // every byte and channel whose value can be read later, whatever
      // its region: the others hold nothing of the program's.
      a.FullWrite = (a.Contiguous && allChannels) || first;
    }
    instr.CopyDst = instr.CopySrc = -1;
    if (isExactCopy(*this, instr)) {
      const InstData &d = getInstData(instr.Op);
      instr.CopyDst = int32_t(IndexOfId.lookup(d.Dst.Id));
      instr.CopySrc = int32_t(IndexOfId.lookup(d.Src[0].Id));
    }
  }
}
