//===- VISAOperands.cpp - Decoded views of instruction operands -----------===//

#include "visa/Dialect/VISA/VISAOperands.h"
#include "visa/Dialect/VISA/VISANames.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/bit.h"
#include <cassert>

using namespace mlir;
using namespace visa;

//===----------------------------------------------------------------------===//
// Region, Predicate, ExecInfo
//===----------------------------------------------------------------------===//

visa::Region visa::Region::decode(uint32_t code) {
  visa::Region region;
  region.VStride = regionValueFromCode(code & 0xf);
  region.Width = regionValueFromCode((code >> 4) & 0xf).value_or(0);
  region.HStride = regionValueFromCode((code >> 8) & 0xf).value_or(0);
  return region;
}

Predicate Predicate::fromControl(VarRef var, unsigned control) {
  Predicate pred;
  pred.Var = var;
  pred.Inverse = control & 8;
  switch ((control >> 1) & 3) {
  case 1: pred.Comb = Any; break;
  case 2: pred.Comb = All; break;
  default: pred.Comb = None; break;
  }
  return pred;
}

ExecInfo ExecInfo::decode(uint32_t execSizeByte) {
  ExecInfo info;
  info.Size = execSizeFromCode(execSizeByte & 7);
  info.MaskCode = (execSizeByte >> 4) & 0xf;
  info.NoMask = info.MaskCode >= 8;
  return info;
}

//===----------------------------------------------------------------------===//
// VarRef
//===----------------------------------------------------------------------===//

unsigned VarRef::getPredefinedId() const {
  assert(isPredefined() && "not a pre-defined id");
  return unsigned(llvm::cast<IntegerAttr>(Ref).getValue().getZExtValue());
}

Operation *VarRef::lookupDecl(Operation *routine) const {
  FlatSymbolRefAttr sym = getSymbol();
  return sym ? SymbolTable::lookupSymbolIn(routine, sym.getAttr()) : nullptr;
}

Operation *VarRef::lookupDecl(const SymbolTable &routineSymbols) const {
  FlatSymbolRefAttr sym = getSymbol();
  return sym ? routineSymbols.lookup(sym.getAttr()) : nullptr;
}

//===----------------------------------------------------------------------===//
// VecOperand
//===----------------------------------------------------------------------===//

namespace {
bool isClass(const VecOperand &vec, std::initializer_list<OperandClass> classes) {
  for (OperandClass c : classes)
    if (vec.getClass() == c)
      return true;
  return false;
}
} // namespace

VarRef VecOperand::getVar() const {
  if (getClass() == OperandClass::Immediate)
    return VarRef();
  return VarRef(Attr.getVar());
}

unsigned VecOperand::getRowOffset() const {
  assert(getClass() == OperandClass::General && "row offset of a non-general operand");
  return Attr.getRow();
}

unsigned VecOperand::getColOffset() const {
  assert(getClass() == OperandClass::General && "column offset of a non-general operand");
  return Attr.getCol();
}

visa::Region VecOperand::getRegion() const {
  assert(isClass(*this, {OperandClass::General, OperandClass::Indirect}) &&
         "only general and indirect operands have regions");
  visa::Region region = visa::Region::decode(Attr.getRegion());
  if (Dst) {
    region.VStride.reset();
    region.Width = 0;
  }
  return region;
}

uint32_t VecOperand::getRegionCode() const { return Attr.getRegion(); }

std::optional<ElemType> VecOperand::getType() const {
  if (!isClass(*this, {OperandClass::Indirect, OperandClass::Immediate}))
    return std::nullopt;
  return ElemType(Attr.getTypeByte() & 0xf);
}

uint32_t VecOperand::getTypeByte() const { return Attr.getTypeByte(); }

uint64_t VecOperand::getImmBits() const {
  assert(getClass() == OperandClass::Immediate && "not an immediate");
  return Attr.getImm();
}

int64_t VecOperand::getImmInt() const {
  uint64_t bits = getImmBits();
  switch (*getType()) {
  case ElemType::B: return int8_t(bits);
  case ElemType::UB: return uint8_t(bits);
  case ElemType::W: return int16_t(bits);
  case ElemType::UW: return uint16_t(bits);
  case ElemType::D: return int32_t(bits);
  case ElemType::UD:
  case ElemType::V:
  case ElemType::UV: return uint32_t(bits);
  case ElemType::Q:
  case ElemType::UQ: return int64_t(bits);
  case ElemType::BOOL: return bits & 1;
  default:
    assert(false && "getImmInt of a floating-point immediate");
    return int64_t(bits);
  }
}

float VecOperand::getImmFloat() const {
  uint64_t bits = getImmBits();
  const llvm::fltSemantics *semantics = nullptr;
  switch (*getType()) {
  case ElemType::F: return llvm::bit_cast<float>(uint32_t(bits));
  case ElemType::DF: return float(llvm::bit_cast<double>(bits));
  case ElemType::HF: semantics = &llvm::APFloat::IEEEhalf(); break;
  case ElemType::BF: semantics = &llvm::APFloat::BFloat(); break;
  default:
    assert(false && "getImmFloat of a non-float immediate");
    return float(getImmInt());
  }
  // Half and bfloat16 values are all exact in single precision.
  llvm::APFloat value(*semantics, llvm::APInt(16, bits & 0xffff));
  bool losesInfo = false;
  value.convert(llvm::APFloat::IEEEsingle(), llvm::APFloat::rmNearestTiesToEven,
                &losesInfo);
  return value.convertToFloat();
}

double VecOperand::getImmDouble() const {
  if (getType() == ElemType::DF)
    return llvm::bit_cast<double>(getImmBits());
  return double(getImmFloat());
}

unsigned VecOperand::getAddrElement() const {
  assert(isClass(*this, {OperandClass::Address, OperandClass::Indirect}) &&
         "not an address or indirect operand");
  return Attr.getOffset();
}

unsigned VecOperand::getAddrWidth() const {
  assert(getClass() == OperandClass::Address && "not an address operand");
  return Attr.getWidth();
}

int VecOperand::getIndirectOffset() const {
  assert(getClass() == OperandClass::Indirect && "not an indirect operand");
  return Attr.getIndirectOffset();
}

unsigned VecOperand::getStateClass() const {
  assert(getClass() == OperandClass::State && "not a state operand");
  return Attr.getStateClass();
}

unsigned VecOperand::getStateOffset() const {
  assert(getClass() == OperandClass::State && "not a state operand");
  return Attr.getOffset();
}

Predicate VecOperand::getPredicate() const {
  return Predicate::fromControl(getVar(), getPredControl());
}

unsigned VecOperand::getPredControl() const {
  assert(getClass() == OperandClass::Predicate && "not a predicate operand");
  return Attr.getPredControl();
}
