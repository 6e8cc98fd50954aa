// Immediates and source order: only src1 of a two-source instruction may
// be an immediate (gen-legalize swaps commutative sources, reverses cmp's
// condition, inverts sel's predicate, and otherwise copies the immediate
// to a register); :b immediates do not exist (:w of the same value); a
// 64-bit immediate fits src0 of a mov only (copied as two dwords); a
// vector immediate fills word channels (a dword destination reads it
// through a word temporary); a DWord multiply has the DWord in src0; from
// ICLLP on, src1 takes no bytes.
// RUN: visa-opt %s --gen-legalize --gen-check-legal | FileCheck %s

module {
  // CHECK-LABEL: gen.func @immediates
  gen.func @immediates kernel product "SKL" {
    gen.vreg 0 : "grf"[64] align 32
    gen.vreg 1 : "grf"[64] align 32
    gen.vreg 2 : "flag"[2] align 2
    gen.vreg 3 : "grf"[2] align 2
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.add "(8|M0) v0.0<1>:d v1.0<8;8,1>:d 0x5:d"
    gen.add "(8|M0) v0.0<1>:d 0x5:d v1.0<8;8,1>:d"
    // CHECK-NEXT: gen.cmp "(8|M0) (gt)vf2 null<1>:d v1.0<8;8,1>:d 0x5:d"
    gen.cmp "(8|M0) (lt)vf2 null<1>:d 0x5:d v1.0<8;8,1>:d"
    // CHECK-NEXT: gen.sel "(~vf2) (8|M0) v0.0<1>:d v1.0<8;8,1>:d 0x5:d"
    gen.sel "(vf2) (8|M0) v0.0<1>:d 0x5:d v1.0<8;8,1>:d"
    // Minimum and maximum are symmetric.
    // CHECK-NEXT: gen.sel "(8|M0) (ge)vf2 v0.0<1>:f v1.0<8;8,1>:f 0x3F800000:f"
    gen.sel "(8|M0) (ge)vf2 v0.0<1>:f 0x3F800000:f v1.0<8;8,1>:f"
    // CHECK-NEXT: gen.mov "(W) (1|M0) v[[S:[0-9]+]].0<1>:ud 0x1:ud"
    // CHECK-NEXT: gen.shl "(8|M0) v0.0<1>:d v[[S]].0<0;1,0>:d v1.0<8;8,1>:d"
    gen.shl "(8|M0) v0.0<1>:d 0x1:d v1.0<8;8,1>:d"
    // CHECK-NEXT: gen.mov "(1|M0) v3.0<1>:w 0xFFF7:w"
    gen.mov "(1|M0) v3.0<1>:w 0xF7:b"
    // CHECK-NEXT: gen.add "(8|M0) v0.0<1>:w v1.0<8;8,1>:w 0xFF:uw"
    gen.add "(8|M0) v0.0<1>:w v1.0<8;8,1>:w 0xFF:ub"
    // CHECK-NEXT: gen.mov "(W) (1|M0) v[[Q:[0-9]+]].0<2>:ud 0x0:ud"
    // CHECK-NEXT: gen.mov "(W) (1|M0) v[[Q]].1<2>:ud 0x1:ud"
    // CHECK-NEXT: gen.add "(4|M0) v0.0<1>:q v1.0<4;4,1>:q v[[Q]].0<0;1,0>:q"
    gen.add "(4|M0) v0.0<1>:q v1.0<4;4,1>:q 0x100000000:q"
    // CHECK-NEXT: gen.mov "(W) (8|M0) v[[V:[0-9]+]].0<1>:w 0x76543210:v"
    // CHECK-NEXT: gen.mov "(8|M0) v0.0<1>:d v[[V]].0<8;8,1>:w"
    gen.mov "(8|M0) v0.0<1>:d 0x76543210:v"
    // CHECK-NEXT: gen.mul "(8|M0) v0.0<1>:d v1.0<8;8,1>:d v1.0<16;8,2>:w"
    // CHECK-NEXT: gen.end
    gen.mul "(8|M0) v0.0<1>:d v1.0<16;8,2>:w v1.0<8;8,1>:d"
    gen.end
  }

  // CHECK-LABEL: gen.func @icl_bytes
  gen.func @icl_bytes kernel product "ICLLP" {
    gen.vreg 0 : "grf"[64] align 32
    gen.vreg 1 : "grf"[64] align 32
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.add "(8|M0) v0.0<1>:w v1.0<16;8,2>:b v1.0<8;8,1>:w"
    gen.add "(8|M0) v0.0<1>:w v1.0<8;8,1>:w v1.0<16;8,2>:b"
    // CHECK-NEXT: gen.mov "(W) (8|M0) v[[U:[0-9]+]].0<1>:uw v1.0<16;8,2>:ub"
    // CHECK-NEXT: gen.shl "(8|M0) v0.0<1>:w v1.0<8;8,1>:w v[[U]].0<8;8,1>:uw"
    gen.shl "(8|M0) v0.0<1>:w v1.0<8;8,1>:w v1.0<16;8,2>:ub"
    gen.end
  }

  // SKL takes bytes in src1.
  // CHECK-LABEL: gen.func @skl_bytes
  gen.func @skl_bytes kernel product "SKL" {
    gen.vreg 0 : "grf"[64] align 32
    gen.vreg 1 : "grf"[64] align 32
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.shl "(8|M0) v0.0<1>:w v1.0<8;8,1>:w v1.0<16;8,2>:ub"
    gen.shl "(8|M0) v0.0<1>:w v1.0<8;8,1>:w v1.0<16;8,2>:ub"
    gen.end
  }
}
