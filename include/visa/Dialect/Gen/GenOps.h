//===- GenOps.h - Ops of the gen dialect ------------------------*- C++ -*-===//
//
// The gen dialect's ops: gen.func, gen.vreg, the layout terminators, and one
// instruction op per Gen opcode. Every instruction op carries InstOpTrait and
// an InstData property; code that handles any instruction uses
// getInstData(op) rather than the concrete class.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_DIALECT_GEN_GENOPS_H
#define VISA_DIALECT_GEN_GENOPS_H

#include "visa/Dialect/Gen/GenDialect.h"
#include "visa/Dialect/Gen/GenInstData.h"
#include "visa/Gen/GenPlatform.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"

namespace visa::gen {

/// Marks the ops generated from the opcode table.
template <typename ConcreteType>
class InstOpTrait : public mlir::OpTrait::TraitBase<ConcreteType, InstOpTrait> {};

/// Whether `op` is a Gen instruction op.
inline bool isInstOp(mlir::Operation *op) { return op->hasTrait<InstOpTrait>(); }

/// The instruction of a Gen instruction op (its InstData property).
InstData &getInstData(mlir::Operation *op);

/// The opcode an instruction op stands for.
Opcode getOpcode(mlir::Operation *op);

/// Creates the instruction op for `data.I.Op` at the builder's insertion
/// point, with `dests` as its successors (branches only).
mlir::Operation *createInstOp(mlir::OpBuilder &builder, mlir::Location loc,
                              const InstData &data,
                              mlir::BlockRange dests = {});

/// The syntax and verifier every instruction op shares (GenInstOps.cpp).
mlir::ParseResult parseInstOp(mlir::OpAsmParser &parser,
                              mlir::OperationState &result, Opcode opcode);
void printInstOp(mlir::Operation *op, mlir::OpAsmPrinter &printer);
llvm::LogicalResult verifyInstOp(mlir::Operation *op);

/// The property's attribute form (its text as a StringAttr), for generic
/// printing and bytecode.
mlir::Attribute convertToAttribute(mlir::MLIRContext *ctx, const InstData &d);
llvm::LogicalResult
convertFromAttribute(InstData &d, mlir::Attribute attr,
                     llvm::function_ref<mlir::InFlightDiagnostic()> emitError);

/// RegClass <-> the `reg_class` spelling of gen.vreg ("grf", "flag", "addr").
std::optional<RegClass> parseRegClass(llvm::StringRef name);

} // namespace visa::gen

#define GET_OP_CLASSES
#include "visa/Dialect/Gen/GenOps.h.inc"

#endif // VISA_DIALECT_GEN_GENOPS_H
