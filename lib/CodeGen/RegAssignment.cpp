//===- RegAssignment.cpp - Rewriting virtual registers to physical ones ---===//
//
// See RegAssignment.h.
//
//===----------------------------------------------------------------------===//

#include "visa/CodeGen/RegAssignment.h"
#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace visa::gen;

LogicalResult RegAssignment::apply(FuncOp func) const {
  const Product &device = func.getDevice();
  llvm::DenseMap<uint32_t, RegClass> classes;
  for (auto decl : func.getBody().front().getOps<VRegOp>())
    classes[decl.getId()] = *parseRegClass(decl.getRegClass());
  auto place = [&](Operation *op, const VirtualRef &ref,
                   uint32_t &at) -> LogicalResult {
    std::optional<uint32_t> base = lookup(ref.Id);
    if (!base)
      return op->emitOpError("names v") << ref.Id << ", which has no register";
    at = *base + ref.Offset;
    return success();
  };
  WalkResult result = func.walk([&](Operation *op) {
    if (auto decl = dyn_cast<VRegOp>(op)) {
      if (std::optional<uint32_t> at = lookup(decl.getId()))
        decl.setAt(*at);
      return WalkResult::advance();
    }
    if (!isInstOp(op))
      return WalkResult::advance();
    InstData &d = getInstData(op);
    for (unsigned i = 0; i < 4; ++i) {
      VirtualRef &ref = d.ref(i);
      if (!ref.isVirtual())
        continue;
      Operand &o = d.operand(i);
      uint32_t at;
      if (failed(place(op, ref, at)))
        return WalkResult::interrupt();
      if (o.K == Operand::Kind::Imm) {
        o.Imm = at; // an address: the register's byte offset in the file
      } else if (o.Mode == AddrMode::Indirect) {
        o.AddrSubReg = uint8_t(at / 2);
      } else {
        switch (classes.lookup(ref.Id)) {
        case RegClass::GRF:
          o.File = RegFile::GRF;
          o.RegNum = uint8_t(at / device.GRFBytes);
          o.SubRegByte = uint8_t(at % device.GRFBytes);
          break;
        case RegClass::Flag: // f0.0 = bytes 0-1 ... f1.1 = bytes 6-7
          o.File = RegFile::ARF;
          o.RegNum = arfRegNum(ArfKind::Flag, at / 4);
          o.SubRegByte = uint8_t(at % 4);
          break;
        case RegClass::Address:
          o.File = RegFile::ARF;
          o.RegNum = arfRegNum(ArfKind::Address, 0);
          o.SubRegByte = uint8_t(at);
          break;
        }
      }
      ref = VirtualRef();
    }
    if (d.Flag.isVirtual()) {
      uint32_t at;
      if (failed(place(op, d.Flag, at)))
        return WalkResult::interrupt();
      d.I.FlagReg = uint8_t(at / 4);
      d.I.FlagSubReg = uint8_t((at % 4) / 2);
      d.Flag = VirtualRef();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}
