// Rewrites into other instructions. A multiply of a DWord into a dword or
// word destination takes neither a condition modifier nor saturation: the
// condition goes to a move of the product, saturation to a move of the
// QWord product. ICLLP and TGLLP have no 64-bit integer ALU: their Q/UQ
// moves work on dword halves (the low dword and the sign or zero high
// dword when widening, the low dword when narrowing, both for a copy).
// RUN: visa-opt %s --gen-legalize --gen-check-legal | FileCheck %s

module {
  // CHECK-LABEL: gen.func @dword_multiply
  gen.func @dword_multiply kernel product "SKL" {
    gen.vreg 0 : "grf"[64] align 32
    gen.vreg 1 : "grf"[64] align 32
    gen.vreg 2 : "flag"[2] align 2
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.mul "(8|M0) v[[P:[0-9]+]].0<1>:d v1.0<8;8,1>:d v1.0<8;8,1>:d"
    // CHECK-NEXT: gen.mov "(8|M0) (lt)vf2 v0.0<1>:d v[[P]].0<8;8,1>:d"
    gen.mul "(8|M0) (lt)vf2 v0.0<1>:d v1.0<8;8,1>:d v1.0<8;8,1>:d"
    // The predicate stays with the move into the destination.
    // CHECK-NEXT: gen.mul "(8|M0) v[[P2:[0-9]+]].0<1>:d v1.0<8;8,1>:d v1.0<8;8,1>:d"
    // CHECK-NEXT: gen.mov "(vf2) (8|M0) (ne)vf2 v0.0<1>:d v[[P2]].0<8;8,1>:d"
    gen.mul "(vf2) (8|M0) (ne)vf2 v0.0<1>:d v1.0<8;8,1>:d v1.0<8;8,1>:d"
    // CHECK-NEXT: gen.mul "(8|M0) v[[Q:[0-9]+]].0<1>:q v1.0<8;8,1>:d v1.0<8;8,1>:d"
    // CHECK-NEXT: gen.mov "(8|M0) .sat v[[S:[0-9]+]].0<2>:d v[[Q]].0<4;4,1>:q"
    // CHECK-NEXT: gen.mov "(8|M0) v0.0<1>:ud v[[S]].0<8;4,2>:ud"
    gen.mul "(8|M0) .sat v0.0<1>:d v1.0<8;8,1>:d v1.0<8;8,1>:d"
    // Unsigned: the UQ product.
    // CHECK-NEXT: gen.mul "(8|M0) v[[U:[0-9]+]].0<1>:uq v1.0<8;8,1>:ud v1.0<8;8,1>:ud"
    // CHECK-NEXT: gen.mov "(8|M0) .sat v[[T:[0-9]+]].0<2>:ud v[[U]].0<4;4,1>:uq"
    // CHECK-NEXT: gen.mov "(8|M0) v0.0<1>:ud v[[T]].0<8;4,2>:ud"
    gen.mul "(8|M0) .sat v0.0<1>:ud v1.0<8;8,1>:ud v1.0<8;8,1>:ud"
    // A dword times a word: the same.
    // CHECK-NEXT: gen.mul "(8|M0) v[[W:[0-9]+]].0<1>:d v1.0<8;8,1>:d v1.0<16;8,2>:w"
    // CHECK-NEXT: gen.mov "(8|M0) (gt)vf2 v0.0<1>:d v[[W]].0<8;8,1>:d"
    // CHECK-NEXT: gen.end
    gen.mul "(8|M0) (gt)vf2 v0.0<1>:d v1.0<8;8,1>:d v1.0<16;8,2>:w"
    gen.end
  }

  // CHECK-LABEL: gen.func @qword_moves_icl
  gen.func @qword_moves_icl kernel product "ICLLP" {
    gen.vreg 0 : "grf"[128] align 32
    gen.vreg 1 : "grf"[128] align 32
    gen.vreg 2 : "flag"[2] align 2
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.mov "(8|M0) v0.0<2>:d v1.0<8;8,1>:d"
    // CHECK-NEXT: gen.asr "(8|M0) v0.1<2>:d v0.0<8;4,2>:d 0x1F:ud"
    gen.mov "(8|M0) v0.0<1>:q v1.0<8;8,1>:d"
    // CHECK-NEXT: gen.mov "(vf2) (8|M0) v0.0<2>:ud v1.0<16;8,2>:uw"
    // CHECK-NEXT: gen.mov "(vf2) (8|M0) v0.1<2>:ud 0x0:ud"
    gen.mov "(vf2) (8|M0) v0.0<1>:uq v1.0<16;8,2>:uw"
    // CHECK-NEXT: gen.mov "(8|M0) v0.0<1>:d v1.0<8;4,2>:d"
    gen.mov "(8|M0) v0.0<1>:d v1.0<4;4,1>:q"
    // CHECK-NEXT: gen.mov "(4|M0) v0.0<2>:ud v1.0<8;4,2>:ud"
    // CHECK-NEXT: gen.mov "(4|M0) v0.1<2>:ud v1.1<8;4,2>:ud"
    gen.mov "(4|M0) v0.0<1>:q v1.0<4;4,1>:q"
    // CHECK-NEXT: gen.mov "(W) (1|M0) v0.0<2>:d 0xFFFFFFFB:d"
    // CHECK-NEXT: gen.mov "(W) (1|M0) v0.1<2>:ud 0xFFFFFFFF:ud"
    gen.mov "(W) (1|M0) v0.0<1>:q 0xFFFFFFFB:d"
    // CHECK-NEXT: gen.end
    gen.end
  }

  // CHECK-LABEL: gen.func @qword_moves_tgl
  gen.func @qword_moves_tgl kernel product "TGLLP" {
    gen.vreg 0 : "grf"[128] align 32
    gen.vreg 1 : "grf"[128] align 32
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.mov "(8|M0) v0.0<2>:d v1.0<16;8,2>:w"
    // CHECK-NEXT: gen.asr "(8|M0) v0.1<2>:d v0.0<8;4,2>:d 0x1F:ud"
    gen.mov "(8|M0) v0.0<1>:q v1.0<16;8,2>:w"
    // A copy within one register would overwrite what it still reads:
    // the source is copied first.
    // CHECK-NEXT: gen.mov "(W) (4|M0) v[[C:[0-9]+]].0<2>:ud v0.8<8;4,2>:ud"
    // CHECK-NEXT: gen.mov "(W) (4|M0) v[[C]].1<2>:ud v0.9<8;4,2>:ud"
    // CHECK-NEXT: gen.mov "(4|M0) v0.0<2>:ud v[[C]].0<8;4,2>:ud"
    // CHECK-NEXT: gen.mov "(4|M0) v0.1<2>:ud v[[C]].1<8;4,2>:ud"
    gen.mov "(4|M0) v0.0<1>:uq v0.4<4;4,1>:uq"
    gen.end
  }
}
