//===- Passes.td - The backend's passes on the gen dialect -------*- tablegen -*-===//
//
// Every pass that transforms a gen.func between the conversion from vISA and
// emission. Each runs alone through visa-opt (`--gen-legalize`, ...) and
// visa-llc composes them into one pipeline per product (LLC/Pipeline.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef VISA_CODEGEN_PASSES_TD
#define VISA_CODEGEN_PASSES_TD

include "mlir/Pass/PassBase.td"

def GenLegalize : Pass<"gen-legalize", "::visa::gen::FuncOp"> {
  let summary = "Split and rewrite instructions until the product can run them";
  let description = [{
    Asks the validator's per-instruction rules whether each instruction is
    legal on the function's product and rewrites those that are not: splits
    execution sizes and regions that cross two registers, copies operands
    into packed temporaries, fixes destination strides and types, and moves
    immediates where the instruction cannot take them.
  }];
}

def GenRegAlloc : Pass<"gen-regalloc", "::visa::gen::FuncOp"> {
  let summary = "Assign GRF, flag and address registers; spill to scratch";
  let description = [{
    Replaces every virtual register by a physical location. Pinned
    registers keep their place (kernel inputs, r0, the EOT source). The
    function's `spill_bytes` attribute reports the scratch space used.
  }];
}

def GenSoftwareScoreboard : Pass<"gen-swsb", "::visa::gen::FuncOp"> {
  let summary = "TGLLP software scoreboard: RegDist, SBID tokens and syncs";
  let description = [{
    On TGLLP the hardware does not track register dependences: every
    instruction that reads or writes a register an earlier instruction may
    still be writing (or reading, for sends) says so with a distance on the
    in-order pipe or a wait on the SBID token of the out-of-order
    instruction. Does nothing on other products.
  }];
}

#endif // VISA_CODEGEN_PASSES_TD
