//===- VISAInterfaces.td - Interfaces of the visa dialect ------*- tablegen -*-===//
//
// InstrOpInterface: what every instruction op (one per record of
// visa/Object/Instructions.td) offers to code that holds an Operation * of
// any of them -- its description and its fields -- without naming the
// `fields` attribute by string.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_DIALECT_VISA_VISAINTERFACES_TD
#define VISA_DIALECT_VISA_VISAINTERFACES_TD

include "mlir/IR/OpBase.td"

def VISA_InstrOpInterface : OpInterface<"InstrOpInterface"> {
  let cppNamespace = "::visa";
  let description = [{
    Implemented by every op generated from the instruction table. Its
    fields are stored in binary order in one array attribute (a List's
    elements and the selected Switch case's fields in place); each op also
    has typed accessors named after its fields (VISAOps.h).
  }];
  let methods = [
    StaticInterfaceMethod<
      "The instruction's description: field layout and rules.",
      "const ::visa::InstrDesc &", "getDesc">,
    InterfaceMethod<
      "The instruction's fields, in binary order.",
      "::mlir::ArrayAttr", "getFields">,
    InterfaceMethod<
      "Replaces the instruction's fields.",
      "void", "setFieldsAttr", (ins "::mlir::ArrayAttr":$fields)>,
  ];
}

#endif // VISA_DIALECT_VISA_VISAINTERFACES_TD
