// gen-legalize replaces a source region the product cannot take by one
// that reads the same elements: a width no larger than the execution size,
// VertStride = Width * HorzStride when one row is the whole region, a
// scalar for a row of one element repeated, rows that stay inside a GRF,
// BXT's 64-bit VertStride = Width * HorzStride, and the three-source Align1
// forms, whose vertical strides differ per product (Gen11: 0, 2, 4, 8;
// Gen12: 0, 1, 4, 8).
// RUN: visa-opt %s --gen-legalize --gen-check-legal | FileCheck %s

module {
  // CHECK-LABEL: gen.func @widths
  gen.func @widths kernel product "SKL" {
    gen.vreg 0 : "grf"[64] align 32
    gen.vreg 1 : "grf"[64] align 32
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.mov "(4|M0) v0.0<1>:d v1.0<4;4,1>:d"
    gen.mov "(4|M0) v0.0<1>:d v1.0<8;8,1>:d"
    // CHECK-NEXT: gen.mov "(1|M0) v0.0<1>:d v1.3<0;1,0>:d"
    gen.mov "(1|M0) v0.0<1>:d v1.3<1;1,0>:d"
    // CHECK-NEXT: gen.add "(8|M0) v0.0<1>:d v1.0<8;8,1>:d v1.0<0;1,0>:d"
    gen.add "(8|M0) v0.0<1>:d v1.0<4;8,1>:d v1.0<0;1,0>:d"
    // A row of eight dwords from the middle of a GRF crosses into the next.
    // CHECK-NEXT: gen.mov "(8|M0) v0.0<1>:d v1.4<4;4,1>:d"
    gen.mov "(8|M0) v0.0<1>:d v1.4<8;8,1>:d"
    // CHECK-NEXT: gen.mov "(8|M0) v0.0<1>:d v1.0<0;1,0>:d"
    gen.mov "(8|M0) v0.0<1>:d v1.0<0;8,0>:d"
    // CHECK-NEXT: gen.mov "(8|M0) v0.0<1>:d v1.0<8;8,1>:d"
    // CHECK-NEXT: gen.end
    gen.mov "(8|M0) v0.0<1>:d v1.0<8;8,1>:d"
    gen.end
  }

  // CHECK-LABEL: gen.func @ternary_icl
  gen.func @ternary_icl kernel product "ICLLP" {
    gen.vreg 0 : "grf"[64] align 32
    gen.vreg 1 : "grf"[64] align 32
    gen.vreg 2 : "grf"[4] align 4
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK: gen.mad "(16|M0) v0.0<1>:f v0.0<8;8,1>:f v2.0<0;1,0>:f v1.0<16;16,1>:f"
    gen.mad "(16|M0) v0.0<1>:f v0.0<1;1,0>:f v2.0<0;1,0>:f v1.0<1;1,0>:f"
    gen.end
  }

  // CHECK-LABEL: gen.func @ternary_tgl
  gen.func @ternary_tgl kernel product "TGLLP" {
    gen.vreg 0 : "grf"[64] align 32
    gen.vreg 1 : "grf"[64] align 32
    gen.vreg 2 : "grf"[4] align 4
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK: gen.mad "(16|M0) v0.0<1>:f v0.0<1;1,0>:f v2.0<0;1,0>:f v1.0<16;16,1>:f"
    gen.mad "(16|M0) v0.0<1>:f v0.0<1;1,0>:f v2.0<0;1,0>:f v1.0<1;1,0>:f"
    gen.end
  }

  // CHECK-LABEL: gen.func @bxt_df
  gen.func @bxt_df kernel product "BXT" {
    gen.vreg 0 : "grf"[64] align 32
    gen.vreg 1 : "grf"[64] align 32
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK: gen.mov "(4|M0) v0.0<1>:df v1.0<4;4,1>:df"
    gen.mov "(4|M0) v0.0<1>:df v1.0<1;1,0>:df"
    gen.end
  }

  // SKL keeps <1;1,0> for doubles.
  // CHECK-LABEL: gen.func @skl_df
  gen.func @skl_df kernel product "SKL" {
    gen.vreg 0 : "grf"[64] align 32
    gen.vreg 1 : "grf"[64] align 32
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK: gen.mov "(4|M0) v0.0<1>:df v1.0<1;1,0>:df"
    gen.mov "(4|M0) v0.0<1>:df v1.0<1;1,0>:df"
    gen.end
  }
}
