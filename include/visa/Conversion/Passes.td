//===- Passes.td - Conversions between the project's dialects ----*- tablegen -*-===//
//
// The conversion from the visa dialect to the gen dialect, runnable alone
// through visa-opt (`--visa-to-gen=product=SKL`).
//
//===----------------------------------------------------------------------===//

#ifndef VISA_CONVERSION_PASSES_TD
#define VISA_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertVISAToGen : Pass<"visa-to-gen", "::mlir::ModuleOp"> {
  let summary = "Lower vISA kernels and functions to Gen instructions";
  let description = [{
    Replaces every visa.kernel and visa.function of the module by a
    gen.func for `product`: variables become virtual registers (inputs,
    r0 and other pre-defined variables at their fixed places), each vISA
    instruction becomes the Gen instructions that compute it (emulating
    what the product lacks), labels and branches become blocks, and
    message instructions become sends with descriptors built over the
    device table. An instruction the conversion does not handle is an error
    naming it and its location, never silently wrong code.
  }];
  let options = [
    Option<"product", "product", "std::string", "\"SKL\"",
           "Product to compile for: BDW, SKL, BXT, ICLLP or TGLLP">,
  ];
  let dependentDialects = ["::visa::gen::GenDialect"];
}

#endif // VISA_CONVERSION_PASSES_TD
