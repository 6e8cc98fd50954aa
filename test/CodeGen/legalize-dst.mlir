// Destinations against the execution type: a word or byte destination
// written from dwords needs a stride of at least four bytes and dword
// alignment; an integer-HF conversion writes dword-strided. gen-legalize
// raises a sub-GRF register's alignment when that is enough, and otherwise
// writes a strided temporary and moves it (raw, under the instruction's
// predicate) into the destination.
// RUN: visa-opt %s --gen-legalize --gen-check-legal | FileCheck %s

module {
  // CHECK-LABEL: gen.func @packed_words
  gen.func @packed_words kernel product "SKL" {
    gen.vreg 0 : "grf"[64] align 32
    gen.vreg 1 : "grf"[64] align 32
    gen.vreg 2 : "grf"[32] align 32
    gen.vreg 3 : "flag"[2] align 2
    // CHECK-DAG: gen.vreg [[W:[0-9]+]] : "grf"[62] align 32
    // CHECK-DAG: gen.vreg [[B:[0-9]+]] : "grf"[29] align 32
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.add "(16|M0) v[[W]].0<2>:w v0.0<8;8,1>:d v1.0<8;8,1>:d"
    // CHECK-NEXT: gen.mov "(16|M0) v2.0<1>:uw v[[W]].0<16;8,2>:uw"
    gen.add "(16|M0) v2.0<1>:w v0.0<8;8,1>:d v1.0<8;8,1>:d"
    // CHECK-NEXT: gen.add "(16|M0) v2.0<2>:w v0.0<8;8,1>:d v1.0<8;8,1>:d"
    gen.add "(16|M0) v2.0<2>:w v0.0<8;8,1>:d v1.0<8;8,1>:d"
    // CHECK-NEXT: gen.add "(vf3) (8|M0) v[[B]].0<4>:b v0.0<8;8,1>:d v1.0<8;8,1>:d"
    // CHECK-NEXT: gen.mov "(vf3) (8|M0) v2.0<1>:ub v[[B]].0<32;8,4>:ub"
    gen.add "(vf3) (8|M0) v2.0<1>:b v0.0<8;8,1>:d v1.0<8;8,1>:d"
    // A raw byte move may pack bytes.
    // CHECK-NEXT: gen.mov "(16|M0) v2.0<1>:ub v0.0<16;16,1>:ub"
    gen.mov "(16|M0) v2.0<1>:ub v0.0<16;16,1>:ub"
    gen.end
  }

  // CHECK-LABEL: gen.func @half_conversions
  gen.func @half_conversions kernel product "SKL" {
    gen.vreg 0 : "grf"[64] align 32
    gen.vreg 1 : "grf"[32] align 32
    // CHECK: gen.vreg [[H:[0-9]+]] : "grf"[30] align 32
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.mov "(8|M0) v[[H]].0<2>:hf v0.0<8;8,1>:d"
    // CHECK-NEXT: gen.mov "(8|M0) v1.0<1>:uw v[[H]].0<16;8,2>:uw"
    gen.mov "(8|M0) v1.0<1>:hf v0.0<8;8,1>:d"
    // F to packed, oword-aligned HF is mixed float mode on SKL.
    // CHECK-NEXT: gen.mov "(8|M0) v1.0<1>:hf v0.0<8;8,1>:f"
    gen.mov "(8|M0) v1.0<1>:hf v0.0<8;8,1>:f"
    // CHECK-NEXT: gen.mov "(8|M0) v0.0<1>:d v1.0<8;8,1>:hf"
    gen.mov "(8|M0) v0.0<1>:d v1.0<8;8,1>:hf"
    gen.end
  }

  // CHECK-LABEL: gen.func @dst_alignment
  gen.func @dst_alignment kernel product "SKL" {
    // Words written from dwords at a word-aligned register: align 4 is
    // enough wherever the allocator puts it.
    // CHECK:      gen.vreg 1 : "grf"[8] align 4
    gen.vreg 0 : "grf"[64] align 32
    gen.vreg 1 : "grf"[8] align 2
    gen.vreg 2 : "grf"[32] align 32
    // CHECK:      gen.vreg [[T:[0-9]+]] : "grf"[14] align 16
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.add "(4|M0) v1.0<2>:w v0.0<4;4,1>:d v0.0<4;4,1>:d"
    gen.add "(4|M0) v1.0<2>:w v0.0<4;4,1>:d v0.0<4;4,1>:d"
    // At byte 2 of a GRF-aligned register nothing moves it: a temporary.
    // CHECK-NEXT: gen.add "(4|M0) v[[T]].0<2>:w v0.0<4;4,1>:d v0.0<4;4,1>:d"
    // CHECK-NEXT: gen.mov "(4|M0) v2.1<2>:uw v[[T]].0<8;4,2>:uw"
    gen.add "(4|M0) v2.1<2>:w v0.0<4;4,1>:d v0.0<4;4,1>:d"
    gen.end
  }
}
