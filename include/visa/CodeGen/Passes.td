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
    immediates where the instruction cannot take them. Before register
    allocation an instruction is legal when it is legal for every placement
    of its virtual registers the allocator may choose
    (include/visa/CodeGen/PlacementContract.h); the pass raises registers'
    alignments where that decides a rule.
  }];
}

def GenCheckLegal : Pass<"gen-check-legal", "::visa::gen::FuncOp"> {
  let summary = "Report every ALU instruction gen-legalize would still rewrite";
  let description = [{
    A debug check of gen-legalize's output (or of any later stage): every
    ALU instruction is validated as gen-legalize validates it (the
    validator's rules under the canonical placements of
    PlacementContract.h, exact once registers are allocated, and what the
    encoder cannot express); each one with a problem is an error.
  }];
}

def GenRegAlloc : Pass<"gen-regalloc", "::visa::gen::FuncOp"> {
  let summary = "Assign GRF, flag and address registers; spill to scratch";
  let description = [{
    Replaces every virtual register by a physical location: liveness that
    follows SIMD divergence, an interference graph, Chaitin-Briggs colouring
    with Runeson-Nystrom's test for registers of any size and alignment,
    sub-GRF packing and conservative copy coalescing. Pinned registers keep
    their place (kernel inputs, r0, the EOT source). GRF registers that find
    no place go to scratch (a kernel's through the scratch block messages,
    and OWord block messages past their reach; a function's into its frame
    on the scratch stack, which gen-stack-frame sizes), flag and address
    registers to GRF homes; then the function is allocated again.
    The function's `spill_bytes` attribute reports the spill space and
    `scratch_bytes` what the thread needs in all (from `spill_mem_offset`,
    the kernel's own scratch use, on). A kernel whose indirect operands all
    point into registers whose addresses it takes (`&v`) records in
    `indirect_grfs` the GRFs those registers got.
  }];
  let options = [
    Option<"maxGrf", "max-grf", "unsigned", /*default=*/"0",
           "Allocate only the first N GRFs (0: all); pinned registers may "
           "lie beyond. For testing spills on small kernels.">,
    Option<"spillBase", "spill-base", "unsigned", /*default=*/"0",
           "Start a kernel's spill slots at scratch byte N or later (after "
           "its own scratch use): for testing spill slots past the scratch "
           "block messages' reach.">,
    Option<"noReuse", "no-reuse", "bool", /*default=*/"false",
           "Give every register bytes of its own (every pair interferes; "
           "spill temporaries excepted): to tell allocation bugs from "
           "others.">,
  ];
  let statistics = [
    Statistic<"numRounds", "rounds", "Allocation rounds">,
    Statistic<"numSpilledToScratch", "spilled-to-scratch",
              "GRF registers spilled to scratch">,
    Statistic<"numSpilledToGrf", "spilled-to-grf",
              "Flag and address registers spilled to GRF homes">,
    Statistic<"numCoalesced", "coalesced", "Copies coalesced away">,
  ];
}

def GenStackFrame : Pass<"gen-stack-frame", "::visa::gen::FuncOp"> {
  let summary = "Stack calls: a function gives back the GRFs it writes";
  let description = [{
    After allocation, in a program with stack calls: a function stores the
    GRFs it writes (all but the convention's reserved registers) on the
    thread's stack in scratch at its entry and loads them before each
    return, moving the stack pointer of the frame register past them; its
    `frame_bytes` attribute is the frame's size. A kernel's first stack
    pointer is set past its own scratch use.
  }];
}

def GenSoftwareScoreboard : Pass<"gen-swsb", "::visa::gen::FuncOp"> {
  let summary = "TGLLP software scoreboard: RegDist, SBID tokens and syncs";
  let description = [{
    On TGLLP the hardware does not track register dependences: every
    instruction that reads or writes a register an earlier instruction may
    still be writing (or reading, for sends) says so with a distance on the
    in-order pipe or a wait on the SBID token of the out-of-order
    instruction. An indirect operand counts as an access of every GRF, or
    of the GRFs the function's `indirect_grfs` lists. Does nothing on other
    products.
  }];
}

#endif // VISA_CODEGEN_PASSES_TD
