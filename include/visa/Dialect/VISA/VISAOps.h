//===- VISAOps.h - Ops of the visa dialect ----------------------*- C++ -*-===//
//
// Routine, declaration and instruction ops. Every instruction op implements
// InstrOpInterface (its description and its `fields`), and has typed
// accessors generated from its record in Instructions.td, named after the
// spec's field names in CamelCase:
//
//   ExecInfo getExecSize()              the Exec_size field
//   std::optional<Predicate> getPred()  the Pred field (nullopt: none)
//   VecOperand getDst(), getSrc0() ...  vector operands
//   VecOperand getSrc(unsigned i)       ops whose sources are Src0..SrcN of
//   static unsigned getNumSrcs()          one kind at fixed positions
//   RawOperand getDst() ...             raw operands
//   uint32_t getNumBlocks(), getOp()    plain integer fields
//   VarRef getSurface(), getLabel()     fields that name a surface,
//                                       sampler, VME variable or label
//   mlir::StringAttr getFuncId()        fields that index the string pool
//   FieldList<RawOperand> getParams()   List fields, by element
//   std::optional<T> getLod()           fields of a Switch case / Present
//                                       group (nullopt when not selected)
//
// A field whose name would clash with a method every op has (Properties)
// gets the suffix `Field` (getPropertiesField). See FieldAccess.h for how
// fields are located and for truncated legacy instructions.
//
//===----------------------------------------------------------------------===

#ifndef VISA_DIALECT_VISA_VISAOPS_H
#define VISA_DIALECT_VISA_VISAOPS_H

#include "visa/Dialect/VISA/FieldAccess.h"
#include "visa/Dialect/VISA/VISADialect.h"
#include "visa/Dialect/VISA/VISANames.h"
#include "visa/Dialect/VISA/VISAOperands.h"
#include "visa/Object/InstrDesc.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"

namespace visa {

/// The instruction an instruction op models, or null for other ops.
const InstrDesc *getInstrDesc(mlir::Operation *op);
/// The `fields` of an instruction op, or null for other ops.
mlir::ArrayAttr getInstrFields(mlir::Operation *op);
/// True if an instruction op lacks trailing fields (only instructions of a
/// module marked visa.legacy_truncated_operands may).
bool isTruncated(mlir::Operation *op);
/// True if `op` is in a module marked visa.legacy_truncated_operands.
bool inLegacyTruncatedModule(mlir::Operation *op);

/// The assembly format and verifier every instruction op shares
/// (InstrSyntax.cpp, InstrVerifier.cpp).
mlir::ParseResult parseInstrOp(mlir::OpAsmParser &parser,
                               mlir::OperationState &result,
                               const InstrDesc &desc);
void printInstrOp(mlir::Operation *op, mlir::OpAsmPrinter &printer);
llvm::LogicalResult verifyInstrOp(mlir::Operation *op);

/// The element types (a bit per type code) the spec lets the vector
/// operands of `desc` have (InstrDesc::types), or 0 when it does not say.
uint16_t supportedTypeMask(const InstrDesc &desc);

/// Calls `callback(field, ref, kind)` for every variable reference of an
/// instruction op (symbol or reserved id) with the kind of variable the
/// field expects there.
void forEachVarRef(mlir::Operation *op,
                   llvm::function_ref<void(const FieldDesc &, mlir::Attribute,
                                           VarKind)> callback);
/// The kind of a declaration op, or nullopt for other ops.
std::optional<VarKind> getDeclKind(mlir::Operation *op);
/// Checks that every symbol a routine's ops refer to is declared in it with
/// the kind the reference expects.
llvm::LogicalResult verifyRoutineRefs(mlir::Operation *routine);

/// Custom directives of the declaration formats (VISADialect.cpp).
mlir::ParseResult parseElemType(mlir::OpAsmParser &parser, mlir::IntegerAttr &type);
void printElemType(mlir::OpAsmPrinter &printer, mlir::Operation *op, mlir::IntegerAttr type);
mlir::ParseResult parseAlign(mlir::OpAsmParser &parser, mlir::IntegerAttr &align);
void printAlign(mlir::OpAsmPrinter &printer, mlir::Operation *op, mlir::IntegerAttr align);
mlir::ParseResult parseLabelKind(mlir::OpAsmParser &parser, mlir::IntegerAttr &kind);
void printLabelKind(mlir::OpAsmPrinter &printer, mlir::Operation *op, mlir::IntegerAttr kind);
mlir::ParseResult parseGeneralRef(mlir::OpAsmParser &parser, mlir::Attribute &ref);
void printGeneralRef(mlir::OpAsmPrinter &printer, mlir::Operation *op, mlir::Attribute ref);
mlir::ParseResult parseAttrList(mlir::OpAsmParser &parser, mlir::ArrayAttr &attrs);
void printAttrList(mlir::OpAsmPrinter &printer, mlir::Operation *op, mlir::ArrayAttr attrs);

} // namespace visa

#include "visa/Dialect/VISA/VISAInterfaces.h.inc"
#include "visa/Dialect/VISA/InstrAccessors.h.inc"

#define GET_OP_CLASSES
#include "visa/Dialect/VISA/VISAOps.h.inc"

#endif // VISA_DIALECT_VISA_VISAOPS_H
