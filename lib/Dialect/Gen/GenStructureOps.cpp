//===- GenStructureOps.cpp - gen.func and gen.vreg ------------------------===//
//
// The ops that give instructions their context: a function for one product
// and the virtual registers it declares. The function's verifier checks that
// every virtual reference of its instructions names a declared register of
// the right class and stays inside it.
//
//===----------------------------------------------------------------------===//

#include "visa/Dialect/Gen/GenOps.h"
#include "llvm/ADT/DenseMap.h"

using namespace mlir;
using namespace visa::gen;

const char *visa::gen::regClassName(RegClass c) {
  switch (c) {
  case RegClass::GRF: return "grf";
  case RegClass::Flag: return "flag";
  case RegClass::Address: return "addr";
  }
  return "?";
}

std::optional<RegClass> visa::gen::parseRegClass(llvm::StringRef name) {
  for (RegClass c : {RegClass::GRF, RegClass::Flag, RegClass::Address})
    if (name == regClassName(c))
      return c;
  return std::nullopt;
}

const Product &FuncOp::getDevice() {
  const Product *p = lookupProduct(getProduct());
  assert(p && "verified product");
  return *p;
}

LogicalResult VRegOp::verify() {
  if (!parseRegClass(getRegClass()))
    return emitOpError("register class must be grf, flag or addr");
  if (getBytes() == 0)
    return emitOpError("has no bytes");
  if (!llvm::isPowerOf2_32(getAlign()))
    return emitOpError("alignment must be a power of two");
  return success();
}

namespace {
struct DeclaredReg {
  RegClass Class;
  uint32_t Bytes;
};
} // namespace

/// Checks one operand's virtual reference against the declarations.
static LogicalResult
checkRef(Operation *op, const llvm::DenseMap<uint32_t, DeclaredReg> &regs,
         const VirtualRef &ref, RegClass expected, unsigned bytes,
         const char *what) {
  if (!ref.isVirtual())
    return success();
  auto it = regs.find(ref.Id);
  if (it == regs.end())
    return op->emitOpError(what) << " names undeclared v" << ref.Id;
  if (it->second.Class != expected)
    return op->emitOpError(what) << " v" << ref.Id << " is a "
                                 << regClassName(it->second.Class)
                                 << " register, not " << regClassName(expected);
  if (ref.Offset + bytes > it->second.Bytes)
    return op->emitOpError(what) << " reaches past the " << it->second.Bytes
                                 << " bytes of v" << ref.Id;
  return success();
}

LogicalResult FuncOp::verify() {
  if (!lookupProduct(getProduct()))
    return emitOpError("unknown product '")
           << getProduct() << "' (BDW, SKL, BXT, ICLLP or TGLLP)";
  llvm::DenseMap<uint32_t, DeclaredReg> regs;
  for (Block &block : getBody())
    for (Operation &op : block) {
      auto decl = dyn_cast<VRegOp>(op);
      if (!decl)
        continue;
      if (&block != &getBody().front())
        return decl.emitOpError("must be in the entry block");
      if (!regs.try_emplace(decl.getId(),
                            DeclaredReg{*parseRegClass(decl.getRegClass()),
                                        decl.getBytes()})
               .second)
        return decl.emitOpError("redeclares v") << decl.getId();
    }
  for (Block &block : getBody())
    for (Operation &op : block) {
      if (!isInstOp(&op))
        continue;
      const InstData &d = getInstData(&op);
      for (unsigned i = 0; i < 4; ++i) {
        const Operand &o = d.operand(i);
        if (o.K != Operand::Kind::Reg)
          continue;
        bool indirect = o.Mode == AddrMode::Indirect;
        // Bytes a direct operand reaches are checked by the legalizer's
        // region rules; here the first element must be inside. A direct
        // flag or address operand names its ARF with a virtual register of
        // that class.
        unsigned bytes = indirect ? 2 : getTypeSize(o.Type == DataType::Invalid
                                                        ? DataType::UB
                                                        : o.Type);
        RegClass expected = RegClass::GRF;
        if (indirect)
          expected = RegClass::Address;
        else if (o.File == RegFile::ARF)
          expected = arfKindOf(o.RegNum) == ArfKind::Flag ? RegClass::Flag
                                                          : RegClass::Address;
        if (failed(checkRef(&op, regs, d.ref(i), expected, bytes,
                            i == 0 ? "destination" : "source")))
          return failure();
      }
      if (failed(checkRef(&op, regs, d.Flag, RegClass::Flag, 2, "flag")))
        return failure();
    }
  return success();
}
