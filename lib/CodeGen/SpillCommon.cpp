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
      if (!spilled.test(a.VReg))
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
