//===- VISAOps.td - Ops of the visa dialect ---------------------*- tablegen -*-===//
//
// Routines (kernels, functions), declarations, and one op per vISA
// instruction. The instruction ops are generated from the records of
// visa/Object/Instructions.td, the same records that drive the binary reader
// and writer: each op stores its fields, in binary order, in one `fields`
// array attribute and shares its assembly format and verifier (driven by the
// generated field table) with every other instruction op. Code reads the
// fields through the typed accessors generated from the same records.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_DIALECT_VISA_VISAOPS_TD
#define VISA_DIALECT_VISA_VISAOPS_TD

include "visa/Dialect/VISA/VISADialect.td"
include "visa/Dialect/VISA/VISAAttrs.td"
include "visa/Dialect/VISA/VISAInterfaces.td"
include "visa/Object/Instructions.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/RegionKindInterface.td"

//===----------------------------------------------------------------------===//
// Routines
//===----------------------------------------------------------------------===//

class VISA_RoutineOp<string mnemonic> : VISA_Op<mnemonic, [
    IsolatedFromAbove, Symbol, SymbolTable, SingleBlock, NoTerminator,
    HasParent<"::mlir::ModuleOp">]> {
  // Header data that has no instruction form: the routine's attributes, the
  // name its own string pool gives it when that differs from the header
  // name, relocation tables as (symbolic, resolved) pairs, and the order of
  // the string pool when it is not the canonical one, and (legacy IGC files
  // only, see Object::legacyTruncatedOperands) the bytes after the last
  // instruction, in hexadecimal.
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $sym_name (`attrs` custom<AttrList>($attrs)^)? attr-dict-with-keyword $body
  }];
  let hasRegionVerifier = 1;
  let extraClassDeclaration = [{
    ::mlir::Block &getBlock() { return getBody().front(); }
  }];
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::verifyRegions() {
      return ::visa::verifyRoutineRefs(getOperation());
    }
  }];
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "::llvm::StringRef":$name), [{
    $_state.addAttribute(getSymNameAttrName($_state.name),
                         $_builder.getStringAttr(name));
    $_state.addRegion()->emplaceBlock();
  }]>];
}

def VISA_KernelOp : VISA_RoutineOp<"kernel"> {
  let summary = "a vISA kernel";
  let arguments = (ins SymbolNameAttr:$sym_name,
                       OptionalAttr<ArrayAttr>:$attrs,
                       OptionalAttr<StrAttr>:$body_name,
                       OptionalAttr<DenseI32ArrayAttr>:$variable_relocs,
                       OptionalAttr<DenseI32ArrayAttr>:$function_relocs,
                       OptionalAttr<ArrayAttr>:$gen_binaries,
                       OptionalAttr<StrArrayAttr>:$string_pool,
                       OptionalAttr<StrAttr>:$unused_tail);
}

def VISA_FunctionOp : VISA_RoutineOp<"function"> {
  let summary = "a vISA function";
  let arguments = (ins SymbolNameAttr:$sym_name,
                       OptionalAttr<ArrayAttr>:$attrs,
                       OptionalAttr<StrAttr>:$body_name,
                       DefaultValuedAttr<I32Attr, "0">:$linkage,
                       DefaultValuedAttr<I32Attr, "0">:$input_size,
                       DefaultValuedAttr<I32Attr, "0">:$return_size,
                       OptionalAttr<DenseI32ArrayAttr>:$variable_relocs,
                       OptionalAttr<DenseI32ArrayAttr>:$function_relocs,
                       OptionalAttr<StrArrayAttr>:$string_pool,
                       OptionalAttr<StrAttr>:$unused_tail);
}

//===----------------------------------------------------------------------===//
// Declarations
//===----------------------------------------------------------------------===//

// `name` is set only when the variable's real name is not its symbol (the
// symbol had to be made unique or non-empty).
class VISA_DeclOp<string mnemonic, list<Trait> traits = []>
    : VISA_Op<mnemonic, !listconcat([Symbol, HasParent<
          "::visa::KernelOp, ::visa::FunctionOp">], traits)>;

def VISA_VarDeclOp : VISA_DeclOp<"decl"> {
  let summary = "a general variable";
  let arguments = (ins SymbolNameAttr:$sym_name,
                       I32Attr:$elem_type,
                       I32Attr:$num_elements,
                       I32Attr:$align,
                       OptionalAttr<AnyAttr>:$alias,
                       DefaultValuedAttr<I32Attr, "0">:$alias_offset,
                       OptionalAttr<I32Attr>:$alias_scope,
                       OptionalAttr<ArrayAttr>:$attrs,
                       OptionalAttr<StrAttr>:$name);
  let assemblyFormat = [{
    $sym_name `:` custom<ElemType>($elem_type) `[` $num_elements `]`
    `align` `(` custom<Align>($align) `)`
    (`alias` `(` custom<GeneralRef>($alias)^ `,` $alias_offset `)`)?
    (`scope` `(` $alias_scope^ `)`)?
    (`attrs` custom<AttrList>($attrs)^)?
    (`name` $name^)? attr-dict
  }];
}

class VISA_CountedDeclOp<string mnemonic, string what>
    : VISA_DeclOp<mnemonic> {
  let summary = "a " # what # " variable";
  let arguments = (ins SymbolNameAttr:$sym_name,
                       I32Attr:$num_elements,
                       OptionalAttr<ArrayAttr>:$attrs,
                       OptionalAttr<StrAttr>:$name);
  let assemblyFormat = [{
    $sym_name `[` $num_elements `]` (`attrs` custom<AttrList>($attrs)^)?
    (`name` $name^)? attr-dict
  }];
}
def VISA_AddrDeclOp : VISA_CountedDeclOp<"addr", "address">;
def VISA_PredDeclOp : VISA_CountedDeclOp<"pred", "predicate">;
def VISA_SamplerDeclOp : VISA_CountedDeclOp<"sampler", "sampler">;
def VISA_SurfaceDeclOp : VISA_CountedDeclOp<"surface", "surface">;
def VISA_VmeDeclOp : VISA_CountedDeclOp<"vme", "VME">;

def VISA_LabelDeclOp : VISA_DeclOp<"label_decl"> {
  let summary = "a label (placed by the `visa.label` instruction)";
  let arguments = (ins SymbolNameAttr:$sym_name,
                       I32Attr:$kind,
                       OptionalAttr<ArrayAttr>:$attrs,
                       OptionalAttr<StrAttr>:$name);
  let assemblyFormat = [{
    $sym_name `:` custom<LabelKind>($kind)
    (`attrs` custom<AttrList>($attrs)^)? (`name` $name^)? attr-dict
  }];
}

def VISA_InputOp : VISA_Op<"input", [HasParent<"::visa::KernelOp">]> {
  let summary = "a kernel input (input_info)";
  let description = [{
    `var` names the declaration (a symbol) or holds the id of a pre-defined
    variable; `kind` is the raw kind byte (category in bits 0-1).
  }];
  let arguments = (ins AnyAttr:$var, I32Attr:$offset, I32Attr:$size,
                       DefaultValuedAttr<I32Attr, "0">:$kind);
  let assemblyFormat = [{
    $var `offset` `(` $offset `)` `size` `(` $size `)`
    (`kind` `(` $kind^ `)`)? attr-dict
  }];
}

//===----------------------------------------------------------------------===//
// Instructions
//===----------------------------------------------------------------------===//

// Every instruction op implements InstrOpInterface (VISAInterfaces.td) and
// has the typed accessors visa-tblgen generates for its record
// (`<Record>Accessors` in InstrAccessors.h.inc, see VISAOps.h). In a module
// marked `visa.legacy_truncated_operands` (a file as IGC 1.0.12504 writes
// it, see Object::legacyTruncatedOperands) an instruction may lack trailing
// fields; its text then ends in `...`.
class VISA_InstrAccessors<Inst inst>
    : NativeOpTrait<!cast<string>(inst) # "Accessors"> {
  let cppNamespace = "::visa";
}

class VISA_InstrOp<Inst inst>
    : VISA_Op<inst.mnemonic, [VISA_InstrOpInterface, VISA_InstrAccessors<inst>,
                              HasParent<"::visa::KernelOp, ::visa::FunctionOp">]> {
  let summary = !if(!empty(inst.summary), "vISA " # inst.mnemonic, inst.summary);
  let arguments = (ins ArrayAttr:$fields);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    static constexpr ::visa::InstrId kInstrId = ::visa::InstrId::}] #
        !cast<string>(inst) # [{;
    static const ::visa::InstrDesc &getDesc() {
      return ::visa::getDesc(kInstrId);
    }
  }];
  let extraClassDefinition = [{
    ::mlir::ParseResult $cppClass::parse(::mlir::OpAsmParser &parser,
                                         ::mlir::OperationState &result) {
      return ::visa::parseInstrOp(parser, result, getDesc());
    }
    void $cppClass::print(::mlir::OpAsmPrinter &printer) {
      ::visa::printInstrOp(getOperation(), printer);
    }
    ::llvm::LogicalResult $cppClass::verify() {
      return ::visa::verifyInstrOp(getOperation());
    }
  }];
}

foreach I = AllInstructions in
  def VISA_ # !cast<string>(I) # Op : VISA_InstrOp<I>;

#endif // VISA_DIALECT_VISA_VISAOPS_TD
