//===- Address.cpp - vISA address arithmetic (addr_add) -------------------===//
//
// addr_add A(i)<1> src0 src1 writes GRF byte addresses into address
// registers for indirect operands (ADDR_ADD.md): src0 is another address
// operand, or the address of a general variable (`&V`, plus its row and
// column offset), src1 a UW byte offset per channel. The address of a
// variable is known only once registers are allocated: it is an immediate
// naming the variable's virtual register (`&v12+32:uw` in the gen dialect),
// which register assignment replaces by the register's byte address.
//
//   add (N) a0.k<1>:uw src1:uw (&V + offset | a0.j)
//
//===----------------------------------------------------------------------===//

#include "AluHelpers.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

namespace {

/// The byte address of general operand `v` (variable, row, column) as an
/// immediate to be resolved by register assignment.
FailureOr<Opnd> addressOf(Lowering &L, const VecOperand &v, Operation *op) {
  FailureOr<VarPlace> p = L.place(v.getVar(), op);
  if (failed(p))
    return failure();
  if (p->K != VarPlace::VReg)
    return op->emitError("visa-to-gen: addr_add takes the address of a "
                         "variable that is not in general registers");
  unsigned elem = elemTypeSize(p->Type);
  Opnd o = Opnd::imm(0, DataType::UW);
  o.Ref = {p->VRegId, p->Offset + v.getRowOffset() * L.grfBytes() +
                          v.getColOffset() * elem};
  return o;
}

LogicalResult lowerAddrAdd(Lowering &L, Operation *op) {
  auto aa = cast<ADDR_ADDOp>(op);
  FailureOr<Opnd> dst = L.dst(aa.getDst(), op);
  if (failed(dst))
    return failure();
  VecOperand base = aa.getSrc0();
  FailureOr<Opnd> src0 = failure();
  switch (base.getClass()) {
  case OperandClass::General:
    src0 = addressOf(L, base, op);
    break;
  case OperandClass::Address:
    src0 = L.src(base, op);
    break;
  default:
    return op->emitError("visa-to-gen: addr_add of a state operand is not "
                         "supported");
  }
  FailureOr<Opnd> src1 = L.src(aa.getSrc1(), op);
  if (failed(src0) || failed(src1))
    return failure();
  Opnd offset = src1->isImm() ? Opnd::imm(src1->O.Imm & 0xFFFF, DataType::UW)
                              : src1->as(DataType::UW);
  ExecInfo exec = aa.getExecSize();
  if (src0->isImm() && offset.isImm()) {
    // A constant offset from a variable's address: one address immediate.
    Opnd at = *src0;
    at.Ref.Offset += uint32_t(offset.O.Imm);
    L.mov(exec, dst->as(DataType::UW), at);
    return success();
  }
  InstData d = L.inst(Opcode::Add, exec);
  Lowering::setDst(d, dst->as(DataType::UW));
  // An immediate goes second: src0 of add must be a register.
  bool baseIsImm = src0->isImm();
  Lowering::addSrc(d, baseIsImm ? offset : *src0);
  Lowering::addSrc(d, baseIsImm ? *src0 : offset);
  L.emit(d);
  return success();
}

} // namespace

void togen::addAddressLowerings(LoweringTable &t) {
  t.add<ADDR_ADDOp>(lowerAddrAdd);
}
