//===- SpillCommon.cpp - What both kinds of spilling share ----------------===//
//
// Declaring temporaries, finding the instructions that access spilled
// registers, retargeting their operands. See Spill.h.
//
//===----------------------------------------------------------------------===//

#include "Spill.h"
#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace visa::gen;
using namespace visa::gen::ra;

uint32_t ra::declareVReg(Model &m, RegClass cls, uint32_t bytes,
                         uint32_t align, StringRef name) {
  Block &entry = m.Func.getBody().front();
  OpBuilder b(entry.getTerminator());
  uint32_t id = m.NextId++;
  VRegOp::create(b, m.Func.getLoc(), b.getI32IntegerAttr(int32_t(id)),
                   b.getStringAttr(regClassName(cls)),
                   b.getI32IntegerAttr(int32_t(bytes)),
                   b.getI32IntegerAttr(int32_t(align)), IntegerAttr(),
                   b.getStringAttr(name));
  return id;
}

std::string ra::describe(const VReg &v) {
  if (v.Physical)
    return physicalName(v);
  std::string s = "v" + std::to_string(v.Id);
  VRegOp decl = v.Decl;
  if (std::optional<StringRef> name = decl.getName())
    s += " (" + name->str() + ")";
  return s;
}

uint32_t ra::declareTemporary(Model &m, SpillState &state,
                              const SpillSite &site, RegClass cls,
                              uint32_t bytes, uint32_t align) {
  const VReg &v = m.VRegs[site.Reg];
  VRegOp decl = v.Decl;
  std::string name = (decl.getName() ? decl.getName()->str()
                                     : "v" + std::to_string(v.Id)) +
                     ".spill";
  uint32_t id = declareVReg(m, cls, bytes, align, name);
  state.Temporaries.insert(id);
  state.Origins[id] = {site.At->Op, describe(v)};
  return id;
}

Operand ra::regOperand(RegClass cls, DataType type) {
  Operand o;
  o.K = Operand::Kind::Reg;
  o.Type = type;
  if (cls == RegClass::GRF) {
    o.File = RegFile::GRF;
  } else {
    o.File = RegFile::ARF;
    o.RegNum = arfRegNum(
        cls == RegClass::Flag ? ArfKind::Flag : ArfKind::Address, 0);
  }
  return o;
}

Operand ra::nullOperand() {
  Operand o;
  o.K = Operand::Kind::Reg;
  o.File = RegFile::ARF;
  o.RegNum = arfRegNum(ArfKind::Null, 0);
  o.Type = DataType::UD;
  return o;
}

Operand ra::immOperand(uint32_t value, DataType type) {
  Operand o;
  o.K = Operand::Kind::Imm;
  o.Imm = value;
  o.Type = type;
  return o;
}

void ra::emitNoMaskCopy(OpBuilder &b, Location loc, RegClass toCls,
                        VirtualRef to, RegClass fromCls, VirtualRef from,
                        uint32_t bytes, DataType type, uint32_t maxPiece) {
  unsigned size = getTypeSize(type);
  uint32_t limit = std::min<uint32_t>(maxPiece, 16 * size);
  for (uint32_t done = 0; done < bytes;) {
    unsigned n = 1;
    while (2 * n * size <= std::min(bytes - done, limit))
      n *= 2;
    InstData d;
    d.I.Op = Opcode::Mov;
    d.I.ExecSize = uint8_t(n);
    d.I.NoMask = true;
    d.I.NumSrcs = 1;
    d.I.Dst = regOperand(toCls, type);
    d.I.Dst.Rgn = {-1, -1, 1};
    d.Dst = {to.Id, to.Offset + done};
    d.I.Src[0] = regOperand(fromCls, type);
    d.I.Src[0].Rgn = n == 1 ? visa::gen::Region{0, 1, 0}
                            : visa::gen::Region{int8_t(n), int8_t(n), 1};
    d.Src[0] = {from.Id, from.Offset + done};
    createInstOp(b, loc, d);
    done += n * size;
  }
}

bool SpillSite::defCovers(const VReg &v, uint32_t lo, uint32_t hi) const {
  if (!Def || !Def->FullWrite)
    return false;
  lo = std::max(lo, v.UsedLo);
  hi = std::min(hi, v.UsedHi);
  return Def->Lo <= lo && hi <= Def->Hi;
}

void ra::forEachSpillSite(Model &m, const llvm::BitVector &spilled,
                          function_ref<void(SpillSite &)> visit) {
  for (Instr &instr : m.Instrs) {
    llvm::SmallVector<SpillSite, 2> sites;
    for (Access &a : m.accesses(instr)) {
      if (!spilled.test(a.VReg) || a.Through)
        continue;
      SpillSite *site = nullptr;
      for (SpillSite &s : sites)
        if (s.Reg == a.VReg)
          site = &s;
      if (!site) {
        sites.emplace_back();
        site = &sites.back();
        site->At = &instr;
        site->Reg = a.VReg;
      }
      site->Accesses.push_back(&a);
      if (a.IsDef)
        site->Def = &a;
      if (!a.IsDef)
        site->Reads = true;
    }
    for (SpillSite &s : sites)
      visit(s);
  }
}

void ra::setRef(InstData &d, Slot slot, VirtualRef ref) {
  if (slot == Slot::Flag)
    d.Flag = ref;
  else
    d.ref(slotOperand(slot)) = ref;
}

VirtualRef ra::getRef(const InstData &d, Slot slot) {
  return slot == Slot::Flag ? d.Flag : d.ref(slotOperand(slot));
}

void ra::clearDependencyHints(Operation *op) {
  InstData &d = getInstData(op);
  d.I.NoDDClr = d.I.NoDDChk = false;
  for (Operation *prev = op->getPrevNode(); prev; prev = prev->getPrevNode())
    if (isInstOp(prev)) {
      getInstData(prev).I.NoDDClr = false;
      break;
    }
  for (Operation *next = op->getNextNode(); next; next = next->getNextNode())
    if (isInstOp(next)) {
      getInstData(next).I.NoDDChk = false;
      break;
    }
}
