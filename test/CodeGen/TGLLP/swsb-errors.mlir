// gen-swsb refuses code it cannot scoreboard, naming the instruction.
// RUN: not visa-opt %s --gen-swsb --split-input-file 2>&1 | FileCheck %s

// Registers must be allocated first.
module {
  gen.func @virtual kernel product "TGLLP" {
    gen.vreg 0 : "grf"[32] align 32
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK: swsb-errors.mlir:[[@LINE+1]]:5: error: gen-swsb needs physical registers (run gen-regalloc first)
    gen.mov "(8|M0) v0.0<1>:d 0x1:d"
    gen.end
  }
}

// -----

// A while jumps back to a block the dialect does not name.
module {
  gen.func @while kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK: swsb-errors.mlir:[[@LINE+1]]:5: error: gen-swsb: a while without a target block is not supported
    gen.while "(16|M0)"
    gen.end
  }
}
