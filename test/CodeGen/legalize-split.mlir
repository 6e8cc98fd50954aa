// gen-legalize halves the execution size where an operand would span more
// than two GRFs or ExecSize times the element size would pass 64 bytes,
// where math's limit is lower (INT DIV: SIMD8), and where BDW splits a
// destination unevenly over two registers. Each half starts at the element
// its first channel reads, at the channel offset of its first channel.
// Instructions already legal are left alone.
// RUN: visa-opt %s --gen-legalize --gen-check-legal | FileCheck %s

module {
  // CHECK-LABEL: gen.func @simd32_dwords
  gen.func @simd32_dwords kernel product "SKL" {
    gen.vreg 0 : "grf"[128] align 32
    gen.vreg 1 : "grf"[128] align 32
    gen.vreg 2 : "grf"[4] align 4
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.add "(16|M0) v0.0<1>:d v1.0<8;8,1>:d v2.0<0;1,0>:d"
    // CHECK-NEXT: gen.add "(16|M16) v0.16<1>:d v1.16<8;8,1>:d v2.0<0;1,0>:d"
    gen.add "(32|M0) v0.0<1>:d v1.0<8;8,1>:d v2.0<0;1,0>:d"
    // CHECK-NEXT: gen.add "(16|M0) v0.0<1>:d v1.0<8;8,1>:d v2.0<0;1,0>:d"
    // CHECK-NEXT: gen.end
    gen.add "(16|M0) v0.0<1>:d v1.0<8;8,1>:d v2.0<0;1,0>:d"
    gen.end
  }

  // Eight bytes per channel: SIMD8 at most, channel offsets kept.
  // CHECK-LABEL: gen.func @simd16_df
  gen.func @simd16_df kernel product "SKL" {
    gen.vreg 0 : "grf"[128] align 32
    gen.vreg 1 : "grf"[128] align 32
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.add "(8|M16) v0.0<1>:df v1.0<4;4,1>:df v1.0<4;4,1>:df"
    // CHECK-NEXT: gen.add "(8|M24) v0.8<1>:df v1.8<4;4,1>:df v1.8<4;4,1>:df"
    gen.add "(16|M16) v0.0<1>:df v1.0<4;4,1>:df v1.0<4;4,1>:df"
    gen.end
  }

  // A SIMD32 compare of scalars: the halves write the flag's two words.
  // CHECK-LABEL: gen.func @cmp_simd32
  gen.func @cmp_simd32 kernel product "TGLLP" {
    gen.vreg 0 : "grf"[4] align 4
    gen.vreg 1 : "flag"[4] align 4
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.cmp "(16|M0) (eq)vf1 null<1>:d v0.0<0;1,0>:d v0.0<0;1,0>:d"
    // CHECK-NEXT: gen.cmp "(16|M16) (eq)vf1 null<1>:d v0.0<0;1,0>:d v0.0<0;1,0>:d"
    gen.cmp "(32|M0) (eq)vf1 null<1>:d v0.0<0;1,0>:d v0.0<0;1,0>:d"
    gen.end
  }

  // CHECK-LABEL: gen.func @int_divide
  gen.func @int_divide kernel product "ICLLP" {
    gen.vreg 0 : "grf"[64] align 32
    gen.vreg 1 : "grf"[64] align 32
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.math ".iqot (8|M0) v0.0<1>:d v1.0<8;8,1>:d v0.0<8;8,1>:d"
    // CHECK-NEXT: gen.math ".iqot (8|M8) v0.8<1>:d v1.8<8;8,1>:d v0.8<8;8,1>:d"
    gen.math ".iqot (16|M0) v0.0<1>:d v1.0<8;8,1>:d v0.0<8;8,1>:d"
    gen.end
  }

  // The first half would overwrite the scalar the second half reads: the
  // scalar is copied first.
  // CHECK-LABEL: gen.func @overwrites_source
  gen.func @overwrites_source kernel product "SKL" {
    gen.vreg 0 : "grf"[128] align 32
    // CHECK:      gen.vreg [[T:[0-9]+]] : "grf"[4] align 4
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.mov "(W) (1|M0) v[[T]].0<1>:ud v0.0<0;1,0>:ud"
    // CHECK-NEXT: gen.shl "(W) (16|M0) v0.0<1>:ud v[[T]].0<0;1,0>:ud 0x3:ud"
    // CHECK-NEXT: gen.shl "(W) (16|M16) v0.16<1>:ud v[[T]].0<0;1,0>:ud 0x3:ud"
    gen.shl "(W) (32|M0) v0.0<1>:ud v0.0<0;1,0>:ud 0x3:ud"
    gen.end
  }

  // BDW: a destination over two GRFs puts as many elements in each; one
  // starting mid-register is halved until it does (two and six here).
  // CHECK-LABEL: gen.func @uneven_dst
  gen.func @uneven_dst kernel product "BDW" {
    gen.vreg 0 : "grf"[128] align 32
    gen.vreg 1 : "grf"[128] align 32
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.mov "(4|M0) v0.6<1>:d v1.0<4;4,1>:d"
    // CHECK-NEXT: gen.mov "(4|M4) v0.10<1>:d v1.4<4;4,1>:d"
    gen.mov "(8|M0) v0.6<1>:d v1.0<8;8,1>:d"
    gen.end
  }

  // SKL has no such rule.
  // CHECK-LABEL: gen.func @uneven_dst_skl
  gen.func @uneven_dst_skl kernel product "SKL" {
    gen.vreg 0 : "grf"[128] align 32
    gen.vreg 1 : "grf"[128] align 32
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.mov "(8|M0) v0.6<1>:d v1.0<8;8,1>:d"
    // CHECK-NEXT: gen.end
    gen.mov "(8|M0) v0.6<1>:d v1.0<8;8,1>:d"
    gen.end
  }
}
