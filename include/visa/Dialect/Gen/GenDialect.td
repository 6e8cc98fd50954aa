//===- GenDialect.td - The gen dialect ---------------------------*- tablegen -*-===//
//
// The `gen` dialect: Gen machine instructions for one product, on virtual
// registers before allocation and physical ones after. It is what the
// backend's passes (legalization, register allocation, software scoreboard,
// emission) transform; see ARCHITECTURE.md, "The backend".
//
//===----------------------------------------------------------------------===//

#ifndef VISA_DIALECT_GEN_GENDIALECT_TD
#define VISA_DIALECT_GEN_GENDIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/Properties.td"

def Gen_Dialect : Dialect {
  let name = "gen";
  let cppNamespace = "::visa::gen";
  let summary = "Gen machine instructions (BDW to TGLLP)";
  let description = [{
    A `gen.func` holds one kernel or stack-call function compiled for one
    product (its `product` attribute). Its entry block declares the virtual
    registers (`gen.vreg`); the other ops are Gen instructions, one op per
    opcode of include/visa/Gen/GenOpcodes.td, each holding the hardware
    instruction (exec size and channel offset, NoMask, predicate and flag,
    condition modifier, saturation, operands as regions on registers,
    send descriptors) as its property. Branch targets are blocks; the
    emitter turns them into JIP/UIP offsets.
  }];
}

class Gen_Op<string mnemonic, list<Trait> traits = []>
    : Op<Gen_Dialect, mnemonic, traits>;

// The instruction every op of an opcode carries (GenInstData.h). Its text
// is the IGA-like syntax of GenInstSyntax.cpp.
// Its attribute form (generic printing, bytecode) comes from the
// convertToAttribute/convertFromAttribute overloads in GenOps.h.
def Gen_InstDataProp : Property<"::visa::gen::InstData", "a Gen instruction"> {
  let hashProperty = "hash_value($_storage)";
  let writeToMlirBytecode = writeMlirBytecodeWithConvertToAttribute;
  let readFromMlirBytecode = readMlirBytecodeUsingConvertFromAttribute;
}

#endif // VISA_DIALECT_GEN_GENDIALECT_TD
