//===- LegalizeRegisters.cpp - Virtual registers and canonical placements -===//
//
// The register table gen-legalize keeps while it rewrites (alignments it
// raises, temporaries it adds) and the canonical placements it validates
// instructions under (PlacementContract.h).
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"
#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace visa::gen;
using namespace visa::gen::legalize;

//===----------------------------------------------------------------------===//
// The contract
//===----------------------------------------------------------------------===//

bool visa::gen::placementKeepsContract(const Product &product,
                                       const VRegDesc &reg, uint32_t at) {
  if (reg.Pinned >= 0)
    return at == uint32_t(reg.Pinned);
  if (at % std::max<uint32_t>(reg.Align, 1))
    return false;
  uint32_t last = at + reg.Bytes - 1;
  switch (reg.Class) {
  case RegClass::GRF: {
    unsigned grf = product.GRFBytes;
    if (last >= product.NumGRF * grf)
      return false;
    return reg.Bytes <= grf ? at / grf == last / grf : at % grf == 0;
  }
  case RegClass::Flag: // one flag register: two 16-bit subregisters
    return last < product.NumFlagRegs * 4 && at / 4 == last / 4;
  case RegClass::Address:
    return last < product.NumAddrSubRegs * 2;
  }
  return false;
}

void visa::gen::placeOperand(Operand &op, RegClass cls, uint32_t at,
                             const Product &product) {
  switch (cls) {
  case RegClass::GRF:
    op.File = RegFile::GRF;
    op.RegNum = uint8_t(at / product.GRFBytes);
    // Gen11's Align1 madm keeps a math-macro register in the subregister
    // field (normalizeWrittenForm): whole registers, the field added to the
    // placement's offset of 0.
    op.SubRegByte = uint8_t(at % product.GRFBytes +
                            (op.MathMacro >= 0 ? op.SubRegByte : 0));
    break;
  case RegClass::Flag:
    op.File = RegFile::ARF;
    op.RegNum = arfRegNum(ArfKind::Flag, at / 4);
    op.SubRegByte = uint8_t(at % 4);
    break;
  case RegClass::Address:
    op.File = RegFile::ARF;
    op.RegNum = arfRegNum(ArfKind::Address, 0);
    op.SubRegByte = uint8_t(at);
    break;
  }
}

uint32_t visa::gen::canonicalGrfOffset(const Product &product,
                                       const VRegDesc &reg, PlacementKind kind,
                                       bool isDst) {
  unsigned grf = product.GRFBytes;
  if (reg.Pinned >= 0)
    return uint32_t(reg.Pinned) % grf;
  uint32_t align = std::max<uint32_t>(reg.Align, 1);
  // Fixed by the contract: GRF-aligned or larger than a GRF.
  if (align >= grf || reg.Bytes > grf)
    return 0;
  // The worst-aligned legal offset: a multiple of the alignment and of
  // nothing larger, if the register still fits in the GRF there.
  uint32_t worst = align + reg.Bytes <= grf ? align : 0;
  switch (kind) {
  case PlacementKind::WorstAligned:
    return worst;
  case PlacementKind::SourcesAtZero:
    return isDst ? worst : 0;
  case PlacementKind::DestinationAtZero:
    return isDst ? 0 : worst;
  }
  return worst;
}

//===----------------------------------------------------------------------===//
// VRegTable
//===----------------------------------------------------------------------===//

VRegTable::VRegTable(FuncOp func, const Product &product)
    : Func(func), P(product) {
  for (VRegOp decl : func.getBody().front().getOps<VRegOp>()) {
    VRegDesc d;
    d.Class = *parseRegClass(decl.getRegClass());
    d.Bytes = decl.getBytes();
    d.Align = decl.getAlign();
    d.Pinned = decl.getAt() ? int32_t(*decl.getAt()) : -1;
    Regs[decl.getId()] = d;
    Decls[decl.getId()] = decl;
    NextId = std::max(NextId, decl.getId() + 1);
  }
}

const VRegDesc *VRegTable::lookup(uint32_t id) const {
  auto it = Regs.find(id);
  return it == Regs.end() ? nullptr : &it->second;
}

uint32_t VRegTable::addTemp(uint32_t bytes, uint32_t align) {
  VRegDesc d;
  d.Class = RegClass::GRF;
  d.Bytes = bytes;
  d.Align = align;
  uint32_t id = NextId++;
  Regs[id] = d;
  return id;
}

void VRegTable::declare(uint32_t temp) {
  const VRegDesc &d = Regs[temp];
  Block &entry = Func.getBody().front();
  OpBuilder b(Func.getContext());
  b.setInsertionPoint(entry.getTerminator());
  Decls[temp] = VRegOp::create(
      b, Func.getLoc(), b.getI32IntegerAttr(temp),
      b.getStringAttr(regClassName(d.Class)), b.getI32IntegerAttr(d.Bytes),
      b.getI32IntegerAttr(d.Align), IntegerAttr(), StringAttr());
}

void VRegTable::setAlign(uint32_t id, uint32_t align) {
  auto it = Regs.find(id);
  if (it != Regs.end())
    it->second.Align = align;
}

void VRegTable::persistAlign(uint32_t id) {
  auto it = Decls.find(id);
  if (it != Decls.end())
    it->second.setAlign(Regs[id].Align);
}

//===----------------------------------------------------------------------===//
// Canonical placements
//===----------------------------------------------------------------------===//

namespace {

/// Gives each register of one instruction its place under one kind.
class Placer {
public:
  Placer(const InstData &d, const VRegTable &regs, PlacementKind kind)
      : D(d), Regs(regs), P(regs.product()), Kind(kind) {
    DstId = d.I.Dst.K == Operand::Kind::Reg && d.Dst.isVirtual() &&
                    d.I.Dst.Mode == AddrMode::Direct &&
                    d.I.Dst.File == RegFile::GRF
                ? d.Dst.Id
                : VirtualRef::None;
    // Registers pinned by the instruction's own operands are taken first,
    // so that the others never overlap them.
    for (unsigned i = 0; i < 4; ++i) {
      const VirtualRef &ref = d.ref(i);
      const VRegDesc *reg = ref.isVirtual() ? Regs.lookup(ref.Id) : nullptr;
      if (reg && reg->Class == RegClass::GRF && reg->Pinned >= 0)
        takeGrfs(uint32_t(reg->Pinned), reg->Bytes);
      else if (reg && reg->Pinned >= 0)
        Places[ref.Id] = uint32_t(reg->Pinned);
    }
    if (d.Flag.isVirtual())
      if (const VRegDesc *reg = Regs.lookup(d.Flag.Id))
        if (reg->Pinned >= 0)
          Places[d.Flag.Id] = uint32_t(reg->Pinned);
  }

  /// The byte place of register `id` in its file.
  uint32_t place(uint32_t id) {
    auto it = Places.find(id);
    if (it != Places.end())
      return it->second;
    const VRegDesc *reg = Regs.lookup(id);
    uint32_t at = 0;
    if (!reg) {
      at = 0;
    } else if (reg->Pinned >= 0) {
      at = uint32_t(reg->Pinned);
    } else if (reg->Class == RegClass::GRF) {
      unsigned grf = P.GRFBytes;
      uint32_t offset = canonicalGrfOffset(P, *reg, Kind, id == DstId);
      unsigned count = (offset + reg->Bytes + grf - 1) / grf;
      unsigned first = freeGrfs(count, reg->Align >= 2 * grf ? reg->Align / grf : 1);
      takeGrfs(first * grf, count * grf);
      at = first * grf + offset;
    } else if (reg->Class == RegClass::Flag) {
      at = NextFlag;
      NextFlag += 4; // f0, then f1
    } else {
      NextAddr = (NextAddr + reg->Align - 1) / std::max<uint32_t>(reg->Align, 1) *
                 std::max<uint32_t>(reg->Align, 1);
      at = NextAddr;
      NextAddr += reg->Bytes;
    }
    Places[id] = at;
    return at;
  }

  RegClass classOf(uint32_t id) const {
    const VRegDesc *reg = Regs.lookup(id);
    return reg ? reg->Class : RegClass::GRF;
  }

private:
  void takeGrfs(uint32_t at, uint32_t bytes) {
    unsigned grf = P.GRFBytes;
    for (uint32_t r = at / grf; r <= (at + bytes - 1) / grf && r < Used.size(); ++r)
      Used[r] = true;
  }

  /// The first of `count` free registers, starting at a multiple of
  /// `step`. r0 stays free for the instruction's own physical operands.
  unsigned freeGrfs(unsigned count, unsigned step) {
    for (unsigned r = step; r + count <= Used.size(); r += step) {
      bool free = true;
      for (unsigned k = r; k < r + count && free; ++k)
        free = !Used[k];
      if (free)
        return r;
    }
    return 1;
  }

  const InstData &D;
  const VRegTable &Regs;
  const Product &P;
  PlacementKind Kind;
  uint32_t DstId;
  llvm::DenseMap<uint32_t, uint32_t> Places;
  std::vector<bool> Used = std::vector<bool>(256, false);
  uint32_t NextFlag = 0, NextAddr = 0;
};

} // namespace

Inst visa::gen::legalize::placeInst(const InstData &d, const VRegTable &regs,
                                    PlacementKind kind) {
  Placer placer(d, regs, kind);
  const Product &P = regs.product();
  Inst inst = d.I;
  for (unsigned i = 0; i < 4; ++i) {
    const VirtualRef &ref = d.ref(i);
    Operand &o = i == 0 ? inst.Dst : inst.Src[i - 1];
    if (!ref.isVirtual() || o.K != Operand::Kind::Reg)
      continue;
    uint32_t at = placer.place(ref.Id) + ref.Offset;
    if (o.Mode == AddrMode::Indirect) {
      o.AddrSubReg = uint8_t(at / 2);
      continue;
    }
    placeOperand(o, placer.classOf(ref.Id), at, P);
  }
  if (d.Flag.isVirtual()) {
    uint32_t at = placer.place(d.Flag.Id) + d.Flag.Offset;
    inst.FlagReg = uint8_t(at / 4);
    inst.FlagSubReg = uint8_t((at % 4) / 2);
  }
  return inst;
}
