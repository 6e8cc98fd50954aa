//===- VISADialect.td - The visa dialect ------------------------*- tablegen -*-===//
//
// The `visa` dialect: a lossless model of a vISA object. Kernels and functions
// are symbol tables holding declaration ops (one per variable, label, input)
// and one op per vISA instruction.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_DIALECT_VISA_VISADIALECT_TD
#define VISA_DIALECT_VISA_VISADIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def VISA_Dialect : Dialect {
  let name = "visa";
  let cppNamespace = "::visa";
  let summary = "Intel's virtual ISA (vISA), modelled losslessly";
  let description = [{
    Every vISA kernel and function becomes a `visa.kernel` / `visa.function`
    op whose body declares the routine's variables as symbols and then lists
    its instructions, one op per instruction. Instructions name variables
    through symbol references inside their operand attributes.
  }];
  let useDefaultAttributePrinterParser = 1;
  let extraClassDeclaration = [{
  private:
    void registerAttributes();
    void registerOps();
  }];
}

class VISA_Op<string mnemonic, list<Trait> traits = []>
    : Op<VISA_Dialect, mnemonic, traits>;

#endif // VISA_DIALECT_VISA_VISADIALECT_TD
