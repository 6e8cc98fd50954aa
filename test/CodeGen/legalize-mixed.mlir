// Operands whose types or modifiers the instruction cannot take as they
// are. BDW has no mixed float mode: HF beside F is computed in F. SKL's
// mixed float mode has no SIMD16 (halves), and its math reads HF strided.
// INT DIV and logic instructions take no source modifiers (abs is
// undefined on logic): a copy applies them. mov converts between bytes and
// 64-bit types in two steps. BXT's 64-bit instructions take no DepCtrl
// (only a hint: dropped).
// RUN: visa-opt %s --gen-legalize --gen-check-legal | FileCheck %s

module {
  // CHECK-LABEL: gen.func @bdw
  gen.func @bdw kernel product "BDW" {
    gen.vreg 0 : "grf"[64] align 32
    gen.vreg 1 : "grf"[64] align 32
    gen.vreg 2 : "grf"[32] align 32
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.mov "(W) (8|M0) v[[A:[0-9]+]].0<1>:f v2.0<8;8,1>:hf"
    // CHECK-NEXT: gen.add "(8|M0) v0.0<1>:f v1.0<8;8,1>:f v[[A]].0<8;8,1>:f"
    gen.add "(8|M0) v0.0<1>:f v1.0<8;8,1>:f v2.0<8;8,1>:hf"
    // CHECK-NEXT: gen.mov "(W) (8|M0) v[[B:[0-9]+]].0<1>:f v2.0<8;8,1>:hf"
    // CHECK-NEXT: gen.mul "(8|M0) v[[C:[0-9]+]].0<1>:f v[[B]].0<8;8,1>:f v1.0<8;8,1>:f"
    // CHECK-NEXT: gen.mov "(8|M0) v2.0<1>:hf v[[C]].0<8;8,1>:f"
    gen.mul "(8|M0) v2.0<1>:hf v2.0<8;8,1>:hf v1.0<8;8,1>:f"
    // CHECK-NEXT: gen.mov "(W) (8|M0) v[[D:[0-9]+]].0<1>:d -v1.0<8;8,1>:d"
    // CHECK-NEXT: gen.math ".iqot (8|M0) v0.0<1>:d v[[D]].0<8;8,1>:d v1.0<8;8,1>:d"
    gen.math ".iqot (8|M0) v0.0<1>:d -v1.0<8;8,1>:d v1.0<8;8,1>:d"
    // CHECK-NEXT: gen.mov "(W) (8|M0) v[[E:[0-9]+]].0<1>:d (abs)v1.0<8;8,1>:d"
    // CHECK-NEXT: gen.and "(8|M0) v0.0<1>:d v[[E]].0<8;8,1>:d v1.0<8;8,1>:d"
    gen.and "(8|M0) v0.0<1>:d (abs)v1.0<8;8,1>:d v1.0<8;8,1>:d"
    // CHECK-NEXT: gen.mov "(W) (8|M0) v[[F:[0-9]+]].0<1>:w v2.0<8;8,1>:b"
    // CHECK-NEXT: gen.mov "(8|M0) v0.0<1>:q v[[F]].0<8;8,1>:w"
    // CHECK-NEXT: gen.end
    gen.mov "(8|M0) v0.0<1>:q v2.0<8;8,1>:b"
    gen.end
  }

  // CHECK-LABEL: gen.func @skl
  gen.func @skl kernel product "SKL" {
    gen.vreg 0 : "grf"[64] align 32
    gen.vreg 1 : "grf"[64] align 32
    gen.vreg 2 : "grf"[32] align 32
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.add "(8|M0) v0.0<1>:f v1.0<8;8,1>:f v2.0<8;8,1>:hf"
    // CHECK-NEXT: gen.add "(8|M8) v0.8<1>:f v1.8<8;8,1>:f v2.8<8;8,1>:hf"
    gen.add "(16|M0) v0.0<1>:f v1.0<8;8,1>:f v2.0<16;16,1>:hf"
    // CHECK-NEXT: gen.mov "(8|M0) v2.0<1>:hf v1.0<8;8,1>:f"
    // CHECK-NEXT: gen.mov "(8|M8) v2.8<1>:hf v1.8<8;8,1>:f"
    gen.mov "(16|M0) v2.0<1>:hf v1.0<8;8,1>:f"
    // CHECK-NEXT: gen.mov "(W) (8|M0) v[[H:[0-9]+]].0<2>:uw v2.0<8;8,1>:uw"
    // CHECK-NEXT: gen.math ".inv (8|M0) v0.0<1>:f v[[H]].0<16;8,2>:hf"
    gen.math ".inv (8|M0) v0.0<1>:f v2.0<8;8,1>:hf"
    // CHECK-NEXT: gen.mov "(W) (8|M0) v[[U:[0-9]+]].0<1>:uw v2.0<8;8,1>:ub"
    // CHECK-NEXT: gen.mov "(8|M0) v0.0<1>:q v[[U]].0<8;8,1>:uw"
    // CHECK-NEXT: gen.end
    gen.mov "(8|M0) v0.0<1>:q v2.0<8;8,1>:ub"
    gen.end
  }

  // CHECK-LABEL: gen.func @bxt
  gen.func @bxt kernel product "BXT" {
    gen.vreg 0 : "grf"[64] align 32
    gen.vreg 1 : "grf"[64] align 32
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.add "(4|M0) v0.0<1>:df v1.0<4;4,1>:df v1.0<0;1,0>:df"
    // CHECK-NEXT: gen.add "(8|M0) v0.0<1>:d v1.0<8;8,1>:d v1.0<8;8,1>:d {NoDDClr}"
    gen.add "(4|M0) v0.0<1>:df v1.0<4;4,1>:df v1.0<0;1,0>:df {NoDDClr}"
    gen.add "(8|M0) v0.0<1>:d v1.0<8;8,1>:d v1.0<8;8,1>:d {NoDDClr}"
    gen.end
  }
}
