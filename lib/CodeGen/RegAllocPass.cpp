//===- RegAllocPass.cpp - gen-regalloc: virtual to physical registers -----===//
//
// The pass that replaces every virtual register of a gen.func by a physical
// location. This first allocator gives each virtual register a place of its
// own (pinned ones where they are pinned, the others packed after them in
// order of declaration, aligned as declared, never across a GRF boundary
// when they fit in one) and fails when the file is full: correct for
// kernels whose variables fit without sharing registers, and the baseline
// the colouring allocator is measured against.
//
//===----------------------------------------------------------------------===//

#include "visa/CodeGen/Passes.h"
#include "visa/CodeGen/RegAssignment.h"

namespace visa::gen {
#define GEN_PASS_DEF_GENREGALLOC
#include "visa/CodeGen/Passes.h.inc"
} // namespace visa::gen

using namespace mlir;
using namespace visa::gen;

namespace {

struct RegAllocPass : public visa::gen::impl::GenRegAllocBase<RegAllocPass> {
  void runOnOperation() override {
    FuncOp func = getOperation();
    const Product &device = func.getDevice();
    RegAssignment assignment;
    uint32_t grfBytes = device.NumGRF * device.GRFBytes;
    std::vector<bool> grfUsed(grfBytes, false);
    // Flags: f0.0 .. f1.1 as four 16-bit subregisters; a0 as 16 words.
    std::vector<bool> flagUsed(device.NumFlagRegs * 4, false);
    std::vector<bool> addrUsed(device.NumAddrSubRegs * 2, false);
    auto fits = [](std::vector<bool> &used, uint32_t at, uint32_t bytes) {
      if (at + bytes > used.size())
        return false;
      for (uint32_t b = at; b < at + bytes; ++b)
        if (used[b])
          return false;
      return true;
    };
    auto take = [](std::vector<bool> &used, uint32_t at, uint32_t bytes) {
      for (uint32_t b = at; b < at + bytes; ++b)
        used[b] = true;
    };
    SmallVector<VRegOp> decls;
    for (Operation &op : func.getBody().front())
      if (auto decl = dyn_cast<VRegOp>(op))
        decls.push_back(decl);
    // Pinned registers first: they may overlap each other (aliases).
    for (VRegOp decl : decls)
      if (decl.getAt()) {
        uint32_t at = *decl.getAt();
        assignment.set(decl.getId(), at);
        std::vector<bool> &used =
            *parseRegClass(decl.getRegClass()) == RegClass::GRF
                ? grfUsed
                : *parseRegClass(decl.getRegClass()) == RegClass::Flag ? flagUsed
                                                                       : addrUsed;
        if (at + decl.getBytes() > used.size()) {
          decl.emitOpError("is pinned outside its register file");
          return signalPassFailure();
        }
        take(used, at, decl.getBytes());
      }
    for (VRegOp decl : decls) {
      if (decl.getAt())
        continue;
      RegClass cls = *parseRegClass(decl.getRegClass());
      std::vector<bool> &used = cls == RegClass::GRF    ? grfUsed
                                : cls == RegClass::Flag ? flagUsed
                                                        : addrUsed;
      uint32_t bytes = decl.getBytes(), align = std::max<uint32_t>(decl.getAlign(), 1);
      bool placed = false;
      for (uint32_t at = 0; at + bytes <= used.size(); at += align) {
        // Smaller than a GRF: never across a GRF boundary.
        if (cls == RegClass::GRF && bytes <= device.GRFBytes &&
            at / device.GRFBytes != (at + bytes - 1) / device.GRFBytes)
          continue;
        if (cls == RegClass::GRF && bytes > device.GRFBytes &&
            at % device.GRFBytes)
          continue;
        if (fits(used, at, bytes)) {
          take(used, at, bytes);
          assignment.set(decl.getId(), at);
          placed = true;
          break;
        }
      }
      if (!placed) {
        decl.emitOpError("does not fit: the ") << regClassName(cls)
            << " file is full (this allocator does not share registers)";
        return signalPassFailure();
      }
    }
    if (failed(assignment.apply(func)))
      return signalPassFailure();
  }
};

} // namespace
