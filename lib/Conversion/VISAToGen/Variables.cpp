//===- Variables.cpp - vISA declarations as virtual registers -------------===//
//
// Every root general variable becomes one GRF virtual register, aligned as
// the vISA alignment rules require (4_visa_header.md: a variable of a GRF or
// more starts a GRF, a smaller one stays inside one GRF); an alias names its
// root's register at the alias offset. Kernel inputs are pinned at their
// .input offsets, and the GRF-resident pre-defined variables at their fixed
// places (%r0 at r0, ...). Predicate variables become flag registers,
// address variables address registers, and surface/sampler variables a GRF
// dword each (written by movs; messages use the immediate when movs wrote
// one in the same block).
//
//===----------------------------------------------------------------------===//

#include "CallABI.h"
#include "Lowering.h"
#include "visa/Object/PredefinedVars.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

namespace {

/// Pre-defined general variables (V0-V20), as numbered by the format.
enum PredefinedVar : unsigned {
  PvNull = 0, PvThreadX, PvThreadY, PvGroupIdX, PvGroupIdY, PvGroupIdZ,
  PvTsc, PvR0, PvArg, PvRetval, PvSp, PvFp, PvHwId, PvSr0, PvCr0, PvCe0,
  PvDbg0, PvColor, PvImplArgBufPtr, PvLocalIdBufPtr, PvMsg0,
};

/// Alignment in bytes of a vISA alignment code (VISANames.h: byte, word,
/// dword, qword, oword, grf, grf2, hword, word32, word64).
unsigned alignBytes(unsigned code, unsigned grfBytes) {
  switch (code) {
  case 0: return 1;
  case 1: return 2;
  case 2: return 4;
  case 3: return 8;
  case 4: return 16;
  case 5: return grfBytes;
  case 6: return 2 * grfBytes;
  case 7: return 32;
  case 8: return 64;
  case 9: return 128;
  default: return grfBytes;
  }
}

} // namespace

LogicalResult Lowering::declareVariable(Operation *op) {
  if (auto decl = dyn_cast<VarDeclOp>(op)) {
    auto type = ElemType(decl.getElemType());
    unsigned elemBytes = elemTypeSize(type);
    uint32_t bytes = decl.getNumElements() * elemBytes;
    Attribute key = FlatSymbolRefAttr::get(decl.getSymNameAttr());
    if (Attribute alias = decl.getAliasAttr()) {
      FailureOr<VarPlace> root = place(VarRef(alias), op);
      if (failed(root))
        return failure();
      VarPlace p = *root;
      p.Offset += decl.getAliasOffset();
      p.Type = type;
      p.Bytes = bytes;
      Places[key] = p;
      return success();
    }
    unsigned align = std::max(alignBytes(decl.getAlign(), grfBytes()), elemBytes);
    if (bytes >= grfBytes())
      align = std::max(align, grfBytes());
    VarPlace p;
    p.K = VarPlace::VReg;
    p.VRegId = newVReg(gen::RegClass::GRF, std::max(bytes, 1u), align,
                       decl.getSymName());
    p.Type = type;
    p.Bytes = bytes;
    Places[key] = p;
    return success();
  }
  if (auto decl = dyn_cast<PredDeclOp>(op)) {
    Flags[FlatSymbolRefAttr::get(decl.getSymNameAttr())] =
        newFlag(decl.getNumElements());
    return success();
  }
  if (auto decl = dyn_cast<AddrDeclOp>(op)) {
    unsigned elems = decl.getNumElements();
    if (elems > Device.NumAddrSubRegs)
      return decl.emitError("address variable of ")
             << elems << " elements: " << Device.Name << " has "
             << Device.NumAddrSubRegs;
    Addresses[FlatSymbolRefAttr::get(decl.getSymNameAttr())] =
        newVReg(gen::RegClass::Address, 2 * elems, 2, decl.getSymName());
    return success();
  }
  if (isa<SurfaceDeclOp, SamplerDeclOp>(op)) {
    auto sym = op->getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName());
    unsigned elems =
        unsigned(op->getAttrOfType<IntegerAttr>("num_elements").getInt());
    States[FlatSymbolRefAttr::get(sym)] =
        newVReg(gen::RegClass::GRF, 4 * std::max(elems, 1u), 4, sym.getValue());
    return success();
  }
  return success(); // labels, VME variables: nothing to allocate
}

LogicalResult Lowering::declareVariables() {
  mlir::Region &body = Routine->getRegion(0);
  for (Operation &op : body.front())
    if (getDeclKind(&op) && failed(declareVariable(&op)))
      return failure();
  // Inputs: pin each root variable at its offset in the register file.
  for (auto input : body.front().getOps<InputOp>()) {
    auto sym = dyn_cast<FlatSymbolRefAttr>(input.getVar());
    if (!sym)
      return input.emitError("visa-to-gen: an input that is not a declared "
                             "variable is not supported");
    auto it = Places.find(sym);
    if (it == Places.end() || it->second.K != VarPlace::VReg ||
        it->second.Offset != 0)
      return input.emitError("visa-to-gen: input ")
             << sym << " must be a root general variable";
    uint32_t vreg = it->second.VRegId;
    for (auto decl : Func.getBody().front().getOps<gen::VRegOp>())
      if (decl.getId() == vreg) {
        if (input.getOffset() % gen::getTypeSize(genType(it->second.Type)))
          return input.emitError("input offset is not aligned to its type");
        decl.setAt(uint32_t(input.getOffset()));
        decl.setAlign(1);
        VRegs[vreg].Pinned = int32_t(input.getOffset());
        VRegs[vreg].Align = 1;
      }
  }
  return success();
}

FailureOr<VarPlace> Lowering::place(VarRef var, Operation *user) {
  auto it = Places.find(var.getAttr());
  if (it != Places.end())
    return it->second;
  if (!var.isPredefined())
    return user->emitError("visa-to-gen: unknown variable ") << var.getAttr();
  VarPlace p;
  p.Type = predefinedVarType(var.getPredefinedId());
  auto arf = [&](gen::ArfKind kind, unsigned sub, unsigned bytes) {
    p.K = VarPlace::Arf;
    p.ArfRegNum = gen::arfRegNum(kind, 0);
    p.ArfSubByte = uint8_t(sub);
    p.Bytes = bytes;
    return p;
  };
  auto r0 = [&](unsigned byte, unsigned bytes) {
    p.K = VarPlace::VReg;
    p.VRegId = r0Register();
    p.Offset = byte;
    p.Bytes = bytes;
    return p;
  };
  switch (var.getPredefinedId()) {
  case PvNull:
    p.K = VarPlace::Null;
    p.Bytes = 4;
    break;
  case PvGroupIdX: r0(4, 4); break;
  case PvGroupIdY: r0(24, 4); break;
  case PvGroupIdZ: r0(28, 4); break;
  case PvR0: r0(0, grfBytes()); break;
  case PvTsc: arf(gen::ArfKind::Timestamp, 0, 20); break;
  case PvSr0: arf(gen::ArfKind::State, 0, 16); break;
  case PvCr0: arf(gen::ArfKind::Control, 0, 12); break;
  case PvCe0: arf(gen::ArfKind::ChannelEnable, 0, 4); break;
  case PvDbg0: arf(gen::ArfKind::Debug, 0, 8); break;
  case PvHwId:
  case PvArg:
  case PvRetval:
  case PvSp:
  case PvFp:
  case PvImplArgBufPtr:
  case PvLocalIdBufPtr: {
    FailureOr<VarPlace> abi =
        stackCallVariable(*this, var.getPredefinedId(), user);
    if (failed(abi))
      return failure();
    p = *abi;
    break;
  }
  default:
    return user->emitError("visa-to-gen: pre-defined variable %")
           << reservedName(VarKind::General, var.getPredefinedId())
           << " is not supported yet";
  }
  Places[var.getAttr()] = p;
  return p;
}

FailureOr<gen::VirtualRef> Lowering::flag(VarRef pred, Operation *user) {
  auto it = Flags.find(pred.getAttr());
  if (it == Flags.end())
    return user->emitError("visa-to-gen: unknown predicate ") << pred.getAttr();
  return gen::VirtualRef{it->second, 0};
}

FailureOr<gen::VirtualRef> Lowering::address(VarRef addr, unsigned element,
                                             Operation *user) {
  auto it = Addresses.find(addr.getAttr());
  if (it == Addresses.end())
    return user->emitError("visa-to-gen: unknown address variable ")
           << addr.getAttr();
  return gen::VirtualRef{it->second, 2 * element};
}

FailureOr<Opnd> Lowering::stateValue(VarRef state, Operation *user) {
  auto known = StateValues.find(state.getAttr());
  if (known != StateValues.end())
    return Opnd::imm(known->second, DataType::UD);
  auto it = States.find(state.getAttr());
  if (it == States.end() && state.isPredefined()) {
    // A pre-defined state variable (%bss, S31) movs writes: a dword of its
    // own, declared at first use.
    it = States.try_emplace(state.getAttr(), newVReg(gen::RegClass::GRF, 4, 4))
             .first;
  }
  if (it == States.end())
    return user->emitError("visa-to-gen: unknown surface or sampler ")
           << state.getAttr();
  return Opnd::vreg(it->second, 0, DataType::UD).scalarSrc();
}

void Lowering::setStateValue(VarRef state, std::optional<uint32_t> value) {
  if (value)
    StateValues[state.getAttr()] = *value;
  else
    StateValues.erase(state.getAttr());
}
