//===- SplitPinned.cpp - Pinned inputs handing their values on ------------===//
//
// A kernel's inputs arrive in fixed registers and are live from the entry
// to their last use, where nothing can be moved out of their way. When the
// registers that must be placed (spill temporaries) find no room, such an
// input gives its value to an ordinary register at the entry:
//
//   (W) mov (8|M0) v40.0<1>:ud v7.0<8;8,1>:ud     // v7 pinned at r3
//
// and every later access names the copy, which the next round places
// anywhere or spills like any register.
//
//===----------------------------------------------------------------------===//

#include "Spill.h"
#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace visa::gen;
using namespace visa::gen::ra;

namespace {

/// NoMask movs of `bytes` bytes from `from` (at byte `fromAt` of the file)
/// to `to`, in pieces of a GRF when `from` is GRF aligned, else of 16
/// bytes: a piece never spans more than two GRFs on either side.
void copyBytes(OpBuilder &b, Location loc, uint32_t to, uint32_t from,
               uint32_t bytes, uint32_t fromAt, uint32_t grfBytes) {
  uint32_t piece = fromAt % grfBytes == 0 ? grfBytes : 16;
  DataType type = fromAt % 4 == 0 && bytes % 4 == 0   ? DataType::UD
                  : fromAt % 2 == 0 && bytes % 2 == 0 ? DataType::UW
                                                      : DataType::UB;
  emitNoMaskCopy(b, loc, RegClass::GRF, {to, 0}, RegClass::GRF, {from, 0},
                 bytes, type, piece);
}

} // namespace

void ra::splitPinned(Model &m, ArrayRef<uint32_t> regs, SpillState &state) {
  if (m.Instrs.empty())
    return;
  Operation *first = m.Instrs.front().Op;
  OpBuilder b(m.Func.getContext());
  if (getOpcode(first) == Opcode::Join)
    b.setInsertionPointAfter(first);
  else
    b.setInsertionPoint(first);
  llvm::DenseMap<uint32_t, uint32_t> copyOf;
  for (uint32_t r : regs) {
    const VReg &v = m.VRegs[r];
    uint32_t copy = declareVReg(m, RegClass::GRF, v.Bytes,
                                std::max<uint32_t>(v.Align, 4), "input");
    copyBytes(b, first->getLoc(), copy, v.Id, v.Bytes, uint32_t(v.Pinned),
              m.grfBytes());
    copyOf[r] = copy;
    state.NoSpill.insert(v.Id);
    ++state.SplitPins;
  }
  for (Instr &instr : m.Instrs)
    for (Access &a : m.accesses(instr)) {
      auto it = copyOf.find(a.VReg);
      if (it == copyOf.end() || a.Through)
        continue;
      InstData &d = getInstData(instr.Op);
      setRef(d, a.Where, {it->second, getRef(d, a.Where).Offset});
    }
}
