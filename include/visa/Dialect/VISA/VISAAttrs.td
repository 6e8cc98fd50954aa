//===- VISAAttrs.td - Operand attributes of the visa dialect ----*- tablegen -*-===//
//
// How instruction operands are stored. A variable reference (`var`) is a
// FlatSymbolRefAttr naming a declaration op, or an IntegerAttr holding the id
// of a pre-defined variable (or of an id outside every table), so every use
// of a declared variable is visible to SymbolTable::getSymbolUses.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_DIALECT_VISA_VISAATTRS_TD
#define VISA_DIALECT_VISA_VISAATTRS_TD

include "visa/Dialect/VISA/VISADialect.td"

class VISA_Attr<string name, string attrMnemonic>
    : AttrDef<VISA_Dialect, name> {
  let mnemonic = attrMnemonic;
  let assemblyFormat = "`<` struct(params) `>`";
}

// A vec_operand (5_operands.md). `tag` holds operand class (bits 0-2) and
// modifier (bits 3-5); the other parameters are the class's info fields
// (zero where the class has none).
def VISA_VecAttr : VISA_Attr<"Vec", "vec"> {
  let summary = "a vector operand";
  let parameters = (ins
    "uint32_t":$tag,
    "::mlir::Attribute":$var,
    "uint32_t":$row,
    "uint32_t":$col,
    "uint32_t":$region,
    "uint32_t":$offset,
    "uint32_t":$width,
    "int32_t":$indirect_offset,
    "uint32_t":$type_byte,
    "uint64_t":$imm,
    "uint32_t":$pred_control,
    "uint32_t":$state_class);
}

// A raw_operand: a general variable and a byte offset.
def VISA_RawAttr : VISA_Attr<"Raw", "raw"> {
  let summary = "a raw operand";
  let parameters = (ins "::mlir::Attribute":$var, "uint32_t":$offset);
}

// A predication control word: the predicate variable and bits 12-15.
def VISA_PredAttr : VISA_Attr<"Pred", "pred"> {
  let summary = "an instruction's predicate";
  let parameters = (ins "::mlir::Attribute":$var, "uint32_t":$control);
}

#endif // VISA_DIALECT_VISA_VISAATTRS_TD
