//===- GenOps.td - Ops of the gen dialect ------------------------*- tablegen -*-===//
//
// One op per Gen opcode, generated from the records of
// include/visa/Gen/GenOpcodes.td (the table the encoder and decoder use), and
// the structural ops: functions, virtual register declarations and the
// layout-only terminators.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_DIALECT_GEN_GENOPS_TD
#define VISA_DIALECT_GEN_GENOPS_TD

include "visa/Dialect/Gen/GenDialect.td"
include "visa/Gen/GenOpcodes.td"
include "mlir/IR/SymbolInterfaces.td"

//===----------------------------------------------------------------------===//
// Functions and declarations
//===----------------------------------------------------------------------===//

def Gen_FuncOp : Gen_Op<"func", [IsolatedFromAbove, Symbol,
                                 HasParent<"::mlir::ModuleOp">]> {
  let summary = "a kernel or stack-call function for one product";
  let description = [{
    `product` names the product (BDW, SKL, BXT, ICLLP, TGLLP); `kernel`
    marks a kernel (an entry point) as opposed to a function it calls.
    The entry block starts with the `gen.vreg` declarations.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, StrAttr:$product,
                       UnitAttr:$kernel);
  let regions = (region AnyRegion:$body);
  let assemblyFormat = [{
    $sym_name (`kernel` $kernel^)? `product` $product attr-dict-with-keyword
    $body
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The product's row of the device table.
    const ::visa::gen::Product &getDevice();
  }];
}

def Gen_VRegOp : Gen_Op<"vreg", [HasParent<"::visa::gen::FuncOp">]> {
  let summary = "a virtual register";
  let description = [{
    Declares virtual register `id` of class grf, flag or addr: `bytes`
    long, aligned to `align` bytes, optionally pinned to a byte offset of
    its register file (`at`). `name` is the vISA variable it holds, for
    readers.
  }];
  let arguments = (ins I32Attr:$id, StrAttr:$reg_class, I32Attr:$bytes,
                       I32Attr:$align, OptionalAttr<I32Attr>:$at,
                       OptionalAttr<StrAttr>:$name);
  let assemblyFormat = [{
    $id `:` $reg_class `[` $bytes `]` `align` $align (`at` $at^)?
    ($name^)? attr-dict
  }];
  let hasVerifier = 1;
}

def Gen_FallthroughOp : Gen_Op<"fallthrough", [Terminator]> {
  let summary = "control continues in the next block (emits nothing)";
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = "$dest attr-dict";
}

def Gen_EndOp : Gen_Op<"end", [Terminator]> {
  let summary = "the thread has ended (after an EOT send; emits nothing)";
  let assemblyFormat = "attr-dict";
}

//===----------------------------------------------------------------------===//
// Instructions
//===----------------------------------------------------------------------===//

// Marks the ops generated from the opcode table (GenOps.h).
def Gen_InstOpTrait : NativeOpTrait<"InstOpTrait"> {
  let cppNamespace = "::visa::gen";
}

class Gen_InstOp<GenOpcode O>
    : Gen_Op<O.mnemonic, !listconcat([Gen_InstOpTrait],
                                     !if(O.form.terminator, [Terminator], []))> {
  let summary = "Gen `" # O.mnemonic # "`";
  // The one property: getInstData(Operation *) relies on it being alone.
  // A call to another gen.func names it in the discardable `callee`
  // attribute (a FlatSymbolRefAttr).
  let arguments = (ins Gen_InstDataProp:$data);
  let successors = !if(O.form.terminator,
                       (successor VariadicSuccessor<AnySuccessor>:$dests),
                       (successor));
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  defvar enumName = !substr(!cast<string>(O), 2);
  let extraClassDeclaration = [{
    static constexpr ::visa::gen::Opcode kOpcode =
        ::visa::gen::Opcode::}] # enumName # [{;
    const ::visa::gen::Inst &getInst() { return getProperties().data.I; }
  }];
  let extraClassDefinition = [{
    ::mlir::ParseResult $cppClass::parse(::mlir::OpAsmParser &parser,
                                         ::mlir::OperationState &result) {
      return ::visa::gen::parseInstOp(parser, result, kOpcode);
    }
    void $cppClass::print(::mlir::OpAsmPrinter &printer) {
      ::visa::gen::printInstOp(getOperation(), printer);
    }
    ::llvm::LogicalResult $cppClass::verify() {
      return ::visa::gen::verifyInstOp(getOperation());
    }
  }];
}

foreach O = !filter(o, AllGenOpcodes, !ne(o.mnemonic, "illegal")) in
  def Gen_ # !substr(!cast<string>(O), 2) # Op : Gen_InstOp<O>;

#endif // VISA_DIALECT_GEN_GENOPS_TD
