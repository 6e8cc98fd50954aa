//===- SpillToGrf.cpp - Flag and address registers to GRF homes -----------===//
//
// There are four 16-bit flag registers (f0.0-f1.1) and sixteen address
// words (a0.0-a0.15). A flag or address register that finds no place gets
// a home: a GRF register of its size. Around each instruction that uses it,
// a temporary of its class holds it:
//
//   fill   (W) mov (1|M0) tmp:uw home:uw        (a0: one word per lane)
//   use    the instruction, its predicate/condition/operand on tmp
//   store  (W) mov (1|M0) home:uw tmp:uw
//
// A condition modifier that does not write every bit in use (fewer
// channels, a predicate, a masked write in divergent code) is preceded by a
// fill, so the other bits survive. The homes take part in GRF allocation
// like any register and may themselves go to scratch.
//
//===----------------------------------------------------------------------===//

#include "Spill.h"
#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace visa::gen;
using namespace visa::gen::ra;

namespace {

class GrfSpiller {
public:
  GrfSpiller(Model &m, SpillState &state)
      : M(m), S(state), B(m.Func.getContext()) {}

  void run(ArrayRef<uint32_t> regs) {
    llvm::BitVector spilled(M.VRegs.size());
    for (uint32_t r : regs) {
      spilled.set(r);
      const VReg &v = M.VRegs[r];
      Home[r] = declareVReg(M, RegClass::GRF, v.Bytes, std::max(v.Bytes, 4u),
                            "home");
    }
    S.SpilledToGrf += unsigned(regs.size());
    forEachSpillSite(M, spilled, [&](SpillSite &site) { spill(site); });
    for (uint32_t r : regs)
      M.VRegs[r].Decl.erase();
  }

private:
  /// (W) movs of the register's words (a 32-bit flag's dword) from `from`
  /// (class `fromCls`) to `to`.
  void copy(const VReg &v, RegClass toCls, uint32_t to, RegClass fromCls,
            uint32_t from, Location loc) {
    bool dword = v.Class == RegClass::Flag && v.Bytes == 4;
    emitNoMaskCopy(B, loc, toCls, {to, 0}, fromCls, {from, 0}, v.Bytes,
                   dword ? DataType::UD : DataType::UW, v.Bytes);
  }

  void spill(SpillSite &site) {
    const VReg &v = M.VRegs[site.Reg];
    Operation *op = site.At->Op;
    Location loc = op->getLoc();
    uint32_t temp = declareTemporary(M, S, site, v.Class, v.Bytes, v.Align);
    uint32_t home = Home[site.Reg];
    clearDependencyHints(op);
    uint32_t limit = v.Class == RegClass::Flag ? v.Bytes * 8 : v.Bytes;
    if (site.Reads || !site.defCovers(v, 0, limit)) {
      B.setInsertionPoint(op);
      copy(v, v.Class, temp, RegClass::GRF, home, loc);
    }
    InstData &d = getInstData(op);
    for (const Access *a : site.Accesses)
      setRef(d, a->Where, {temp, getRef(d, a->Where).Offset});
    if (site.Def) {
      B.setInsertionPointAfter(op);
      copy(v, RegClass::GRF, home, v.Class, temp, loc);
    }
  }

  Model &M;
  SpillState &S;
  OpBuilder B;
  llvm::DenseMap<uint32_t, uint32_t> Home;
};

} // namespace

void ra::spillToGrf(Model &m, ArrayRef<uint32_t> regs, SpillState &state) {
  GrfSpiller(m, state).run(regs);
}
