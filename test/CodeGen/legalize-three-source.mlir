// Three-source instructions get their product's form. Gen8/9: Align16,
// operands in GRFs (an immediate is copied to one and replicated), a
// scalar replicated (.r) except a 64-bit one at SIMD2 and more (broadcast
// into a vector), vectors packed and 16-byte aligned (an aligned copy, or
// the register's alignment raised), SIMD1 as SIMD4 writing one channel
// (masked SIMD1 through a temporary); HF on BDW is done in F. Gen11: the
// destination 8-byte aligned, 16-bit immediates in src0 or src2 (an F
// immediate is copied), none in src0 at SIMD16.
// RUN: visa-opt %s --gen-legalize --gen-check-legal | FileCheck %s

module {
  // CHECK-LABEL: gen.func @align16
  gen.func @align16 kernel product "SKL" {
    gen.vreg 0 : "grf"[64] align 32
    gen.vreg 1 : "grf"[64] align 32
    gen.vreg 2 : "grf"[4] align 4
    // CHECK: gen.vreg 3 : "grf"[16] align 16
    gen.vreg 3 : "grf"[16] align 4
    // CHECK: gen.vreg 4 : "grf"[4] align 16
    gen.vreg 4 : "grf"[4] align 4
    gen.vreg 5 : "grf"[32] align 32
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK: gen.mad "(16|M0) v0.0<1>:f v0.0:f v2.0.r:f v1.0:f {Align16}"
    gen.mad "(16|M0) v0.0<1>:f v0.0<8;8,1>:f v2.0<0;1,0>:f v1.0<8;8,1>:f"
    // CHECK-NEXT: gen.mov "(W) (1|M0) v[[I:[0-9]+]].0<1>:ud 0x3F800000:ud"
    // CHECK-NEXT: gen.mad "(16|M0) v0.0<1>:f v[[I]].0.r:f v2.0.r:f v1.0:f {Align16}"
    gen.mad "(16|M0) v0.0<1>:f 0x3F800000:f v2.0<0;1,0>:f v1.0<8;8,1>:f"
    // CHECK-NEXT: gen.mov "(W) (8|M0) v[[A:[0-9]+]].0<1>:ud v1.2<2;2,1>:ud"
    // CHECK-NEXT: gen.mad "(8|M0) v0.0<1>:f v[[A]].0:f v2.0.r:f v1.0:f {Align16}"
    gen.mad "(8|M0) v0.0<1>:f v1.2<8;8,1>:f v2.0<0;1,0>:f v1.0<8;8,1>:f"
    // CHECK-NEXT: gen.mad "(4|M0) v3.0<1>:f v3.0:f v2.0.r:f v3.0:f {Align16}"
    gen.mad "(4|M0) v3.0<1>:f v3.0<4;4,1>:f v2.0<0;1,0>:f v3.0<4;4,1>:f"
    // CHECK-NEXT: gen.mad "(W) (4|M0) v4.0<1>.x:f v2.0.r:f v2.0.r:f v2.0.r:f {Align16}"
    gen.mad "(W) (1|M0) v4.0<1>:f v2.0<0;1,0>:f v2.0<0;1,0>:f v2.0<0;1,0>:f"
    // CHECK-NEXT: gen.mad "(W) (4|M0) v[[S:[0-9]+]].0<1>.x:f v2.0.r:f v2.0.r:f v2.0.r:f {Align16}"
    // CHECK-NEXT: gen.mov "(1|M0) v4.0<1>:ud v[[S]].0<0;1,0>:ud"
    gen.mad "(1|M0) v4.0<1>:f v2.0<0;1,0>:f v2.0<0;1,0>:f v2.0<0;1,0>:f"
    // CHECK-NEXT: gen.mov "(W) (4|M0) v[[D:[0-9]+]].0<2>:ud v1.0<0;1,0>:ud"
    // CHECK-NEXT: gen.mov "(W) (4|M0) v[[D]].1<2>:ud v1.1<0;1,0>:ud"
    // CHECK-NEXT: gen.mad "(4|M0) v5.0<1>:df v5.0:df v[[D]].0:df v5.0:df {Align16}"
    gen.mad "(4|M0) v5.0<1>:df v5.0<4;4,1>:df v1.0<0;1,0>:df v5.0<4;4,1>:df"
    gen.end
  }

  // CHECK-LABEL: gen.func @bdw_half
  gen.func @bdw_half kernel product "BDW" {
    gen.vreg 0 : "grf"[32] align 32
    gen.vreg 1 : "grf"[32] align 32
    gen.vreg 2 : "grf"[2] align 2
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.mov "(W) (8|M0) v[[X:[0-9]+]].0<1>:f v0.0<8;8,1>:hf"
    // CHECK-NEXT: gen.mov "(W) (1|M0) v[[Y:[0-9]+]].0<1>:f v2.0<0;1,0>:hf"
    // CHECK-NEXT: gen.mov "(W) (8|M0) v[[Z:[0-9]+]].0<1>:f v1.0<8;8,1>:hf"
    // CHECK-NEXT: gen.mad "(8|M0) v[[R:[0-9]+]].0<1>:f v[[X]].0:f v[[Y]].0.r:f v[[Z]].0:f {Align16}"
    // CHECK-NEXT: gen.mov "(8|M0) v0.0<1>:hf v[[R]].0<8;8,1>:f"
    gen.mad "(8|M0) v0.0<1>:hf v0.0<8;8,1>:hf v2.0<0;1,0>:hf v1.0<8;8,1>:hf"
    gen.end
  }

  // SKL has HF in Align16.
  // CHECK-LABEL: gen.func @skl_half
  gen.func @skl_half kernel product "SKL" {
    gen.vreg 0 : "grf"[32] align 32
    gen.vreg 1 : "grf"[32] align 32
    gen.vreg 2 : "grf"[2] align 2
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.mad "(8|M0) v0.0<1>:hf v0.0:hf v2.0.r:hf v1.0:hf {Align16}"
    gen.mad "(8|M0) v0.0<1>:hf v0.0<8;8,1>:hf v2.0<0;1,0>:hf v1.0<8;8,1>:hf"
    gen.end
  }

  // CHECK-LABEL: gen.func @align1
  gen.func @align1 kernel product "ICLLP" {
    gen.vreg 0 : "grf"[64] align 32
    // CHECK: gen.vreg 1 : "grf"[16] align 8
    gen.vreg 1 : "grf"[16] align 4
    gen.vreg 2 : "grf"[4] align 4
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.mad "(4|M0) v1.0<1>:f v1.0<4;4,1>:f v2.0<0;1,0>:f v1.0<4;4,1>:f"
    gen.mad "(4|M0) v1.0<1>:f v1.0<4;4,1>:f v2.0<0;1,0>:f v1.0<4;4,1>:f"
    // CHECK-NEXT: gen.mov "(W) (1|M0) v[[F:[0-9]+]].0<1>:ud 0x3F800000:ud"
    // CHECK-NEXT: gen.mad "(8|M0) v0.0<1>:f v0.0<8;8,1>:f v2.0<0;1,0>:f v[[F]].0<0;1,0>:f"
    gen.mad "(8|M0) v0.0<1>:f v0.0<8;8,1>:f v2.0<0;1,0>:f 0x3F800000:f"
    // CHECK-NEXT: gen.mad "(8|M0) v0.0<1>:d 0x5:w v0.0<8;8,1>:d v0.0<8;8,1>:d"
    gen.mad "(8|M0) v0.0<1>:d 0x5:d v0.0<8;8,1>:d v0.0<8;8,1>:d"
    gen.end
  }
}
