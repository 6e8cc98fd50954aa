// gen-swsb on TGLLP: an in-order read of a register an in-order instruction
// wrote waits for it with a RegDist until its result is certainly written
// (11 in-order instructions later, 15 in the long pipe); a distance past
// the 3-bit field waits @7, which also waits for everything older.
// RUN: visa-opt %s --gen-swsb | FileCheck %s
// The producer and the instructions between wait for nothing.
// Running the pass again changes nothing.
// RUN: visa-opt %s --gen-swsb --gen-swsb | FileCheck %s

module {
  gen.func @dist1 kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.mov "(8|M0) r10.0<1>:d 0x1:d"
    gen.add "(8|M0) r11.0<1>:d r10.0<8;8,1>:d 0x1:d"
    gen.end
  }
  gen.func @dist2 kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.mov "(8|M0) r10.0<1>:d 0x1:d"
    gen.mov "(8|M0) r40.0<1>:d 0x0:d"
    gen.add "(8|M0) r11.0<1>:d r10.0<8;8,1>:d 0x1:d"
    gen.end
  }
  gen.func @dist3 kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.mov "(8|M0) r10.0<1>:d 0x1:d"
    gen.mov "(8|M0) r40.0<1>:d 0x0:d"
    gen.mov "(8|M0) r41.0<1>:d 0x0:d"
    gen.add "(8|M0) r11.0<1>:d r10.0<8;8,1>:d 0x1:d"
    gen.end
  }
  gen.func @dist4 kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.mov "(8|M0) r10.0<1>:d 0x1:d"
    gen.mov "(8|M0) r40.0<1>:d 0x0:d"
    gen.mov "(8|M0) r41.0<1>:d 0x0:d"
    gen.mov "(8|M0) r42.0<1>:d 0x0:d"
    gen.add "(8|M0) r11.0<1>:d r10.0<8;8,1>:d 0x1:d"
    gen.end
  }
  gen.func @dist5 kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.mov "(8|M0) r10.0<1>:d 0x1:d"
    gen.mov "(8|M0) r40.0<1>:d 0x0:d"
    gen.mov "(8|M0) r41.0<1>:d 0x0:d"
    gen.mov "(8|M0) r42.0<1>:d 0x0:d"
    gen.mov "(8|M0) r43.0<1>:d 0x0:d"
    gen.add "(8|M0) r11.0<1>:d r10.0<8;8,1>:d 0x1:d"
    gen.end
  }
  gen.func @dist6 kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.mov "(8|M0) r10.0<1>:d 0x1:d"
    gen.mov "(8|M0) r40.0<1>:d 0x0:d"
    gen.mov "(8|M0) r41.0<1>:d 0x0:d"
    gen.mov "(8|M0) r42.0<1>:d 0x0:d"
    gen.mov "(8|M0) r43.0<1>:d 0x0:d"
    gen.mov "(8|M0) r44.0<1>:d 0x0:d"
    gen.add "(8|M0) r11.0<1>:d r10.0<8;8,1>:d 0x1:d"
    gen.end
  }
  gen.func @dist7 kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.mov "(8|M0) r10.0<1>:d 0x1:d"
    gen.mov "(8|M0) r40.0<1>:d 0x0:d"
    gen.mov "(8|M0) r41.0<1>:d 0x0:d"
    gen.mov "(8|M0) r42.0<1>:d 0x0:d"
    gen.mov "(8|M0) r43.0<1>:d 0x0:d"
    gen.mov "(8|M0) r44.0<1>:d 0x0:d"
    gen.mov "(8|M0) r45.0<1>:d 0x0:d"
    gen.add "(8|M0) r11.0<1>:d r10.0<8;8,1>:d 0x1:d"
    gen.end
  }
  gen.func @dist8 kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.mov "(8|M0) r10.0<1>:d 0x1:d"
    gen.mov "(8|M0) r40.0<1>:d 0x0:d"
    gen.mov "(8|M0) r41.0<1>:d 0x0:d"
    gen.mov "(8|M0) r42.0<1>:d 0x0:d"
    gen.mov "(8|M0) r43.0<1>:d 0x0:d"
    gen.mov "(8|M0) r44.0<1>:d 0x0:d"
    gen.mov "(8|M0) r45.0<1>:d 0x0:d"
    gen.mov "(8|M0) r46.0<1>:d 0x0:d"
    gen.add "(8|M0) r11.0<1>:d r10.0<8;8,1>:d 0x1:d"
    gen.end
  }
  gen.func @dist9 kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.mov "(8|M0) r10.0<1>:d 0x1:d"
    gen.mov "(8|M0) r40.0<1>:d 0x0:d"
    gen.mov "(8|M0) r41.0<1>:d 0x0:d"
    gen.mov "(8|M0) r42.0<1>:d 0x0:d"
    gen.mov "(8|M0) r43.0<1>:d 0x0:d"
    gen.mov "(8|M0) r44.0<1>:d 0x0:d"
    gen.mov "(8|M0) r45.0<1>:d 0x0:d"
    gen.mov "(8|M0) r46.0<1>:d 0x0:d"
    gen.mov "(8|M0) r47.0<1>:d 0x0:d"
    gen.add "(8|M0) r11.0<1>:d r10.0<8;8,1>:d 0x1:d"
    gen.end
  }
  gen.func @dist10 kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.mov "(8|M0) r10.0<1>:d 0x1:d"
    gen.mov "(8|M0) r40.0<1>:d 0x0:d"
    gen.mov "(8|M0) r41.0<1>:d 0x0:d"
    gen.mov "(8|M0) r42.0<1>:d 0x0:d"
    gen.mov "(8|M0) r43.0<1>:d 0x0:d"
    gen.mov "(8|M0) r44.0<1>:d 0x0:d"
    gen.mov "(8|M0) r45.0<1>:d 0x0:d"
    gen.mov "(8|M0) r46.0<1>:d 0x0:d"
    gen.mov "(8|M0) r47.0<1>:d 0x0:d"
    gen.mov "(8|M0) r48.0<1>:d 0x0:d"
    gen.add "(8|M0) r11.0<1>:d r10.0<8;8,1>:d 0x1:d"
    gen.end
  }
  gen.func @dist11 kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.mov "(8|M0) r10.0<1>:d 0x1:d"
    gen.mov "(8|M0) r40.0<1>:d 0x0:d"
    gen.mov "(8|M0) r41.0<1>:d 0x0:d"
    gen.mov "(8|M0) r42.0<1>:d 0x0:d"
    gen.mov "(8|M0) r43.0<1>:d 0x0:d"
    gen.mov "(8|M0) r44.0<1>:d 0x0:d"
    gen.mov "(8|M0) r45.0<1>:d 0x0:d"
    gen.mov "(8|M0) r46.0<1>:d 0x0:d"
    gen.mov "(8|M0) r47.0<1>:d 0x0:d"
    gen.mov "(8|M0) r48.0<1>:d 0x0:d"
    gen.mov "(8|M0) r49.0<1>:d 0x0:d"
    gen.add "(8|M0) r11.0<1>:d r10.0<8;8,1>:d 0x1:d"
    gen.end
  }
  gen.func @dist12 kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.mov "(8|M0) r10.0<1>:d 0x1:d"
    gen.mov "(8|M0) r40.0<1>:d 0x0:d"
    gen.mov "(8|M0) r41.0<1>:d 0x0:d"
    gen.mov "(8|M0) r42.0<1>:d 0x0:d"
    gen.mov "(8|M0) r43.0<1>:d 0x0:d"
    gen.mov "(8|M0) r44.0<1>:d 0x0:d"
    gen.mov "(8|M0) r45.0<1>:d 0x0:d"
    gen.mov "(8|M0) r46.0<1>:d 0x0:d"
    gen.mov "(8|M0) r47.0<1>:d 0x0:d"
    gen.mov "(8|M0) r48.0<1>:d 0x0:d"
    gen.mov "(8|M0) r49.0<1>:d 0x0:d"
    gen.mov "(8|M0) r50.0<1>:d 0x0:d"
    gen.add "(8|M0) r11.0<1>:d r10.0<8;8,1>:d 0x1:d"
    gen.end
  }
  gen.func @long11 kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.shl "(8|M0) r10.0<1>:q r12.0<4;4,1>:q 0x1:d"
    gen.mov "(8|M0) r40.0<1>:d 0x0:d"
    gen.mov "(8|M0) r41.0<1>:d 0x0:d"
    gen.mov "(8|M0) r42.0<1>:d 0x0:d"
    gen.mov "(8|M0) r43.0<1>:d 0x0:d"
    gen.mov "(8|M0) r44.0<1>:d 0x0:d"
    gen.mov "(8|M0) r45.0<1>:d 0x0:d"
    gen.mov "(8|M0) r46.0<1>:d 0x0:d"
    gen.mov "(8|M0) r47.0<1>:d 0x0:d"
    gen.mov "(8|M0) r48.0<1>:d 0x0:d"
    gen.mov "(8|M0) r49.0<1>:d 0x0:d"
    gen.add "(8|M0) r20.0<1>:d r10.0<8;8,1>:d 0x1:d"
    gen.end
  }
  gen.func @long15 kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.shl "(8|M0) r10.0<1>:q r12.0<4;4,1>:q 0x1:d"
    gen.mov "(8|M0) r40.0<1>:d 0x0:d"
    gen.mov "(8|M0) r41.0<1>:d 0x0:d"
    gen.mov "(8|M0) r42.0<1>:d 0x0:d"
    gen.mov "(8|M0) r43.0<1>:d 0x0:d"
    gen.mov "(8|M0) r44.0<1>:d 0x0:d"
    gen.mov "(8|M0) r45.0<1>:d 0x0:d"
    gen.mov "(8|M0) r46.0<1>:d 0x0:d"
    gen.mov "(8|M0) r47.0<1>:d 0x0:d"
    gen.mov "(8|M0) r48.0<1>:d 0x0:d"
    gen.mov "(8|M0) r49.0<1>:d 0x0:d"
    gen.mov "(8|M0) r50.0<1>:d 0x0:d"
    gen.mov "(8|M0) r51.0<1>:d 0x0:d"
    gen.mov "(8|M0) r52.0<1>:d 0x0:d"
    gen.mov "(8|M0) r53.0<1>:d 0x0:d"
    gen.add "(8|M0) r20.0<1>:d r10.0<8;8,1>:d 0x1:d"
    gen.end
  }
  gen.func @long16 kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.shl "(8|M0) r10.0<1>:q r12.0<4;4,1>:q 0x1:d"
    gen.mov "(8|M0) r40.0<1>:d 0x0:d"
    gen.mov "(8|M0) r41.0<1>:d 0x0:d"
    gen.mov "(8|M0) r42.0<1>:d 0x0:d"
    gen.mov "(8|M0) r43.0<1>:d 0x0:d"
    gen.mov "(8|M0) r44.0<1>:d 0x0:d"
    gen.mov "(8|M0) r45.0<1>:d 0x0:d"
    gen.mov "(8|M0) r46.0<1>:d 0x0:d"
    gen.mov "(8|M0) r47.0<1>:d 0x0:d"
    gen.mov "(8|M0) r48.0<1>:d 0x0:d"
    gen.mov "(8|M0) r49.0<1>:d 0x0:d"
    gen.mov "(8|M0) r50.0<1>:d 0x0:d"
    gen.mov "(8|M0) r51.0<1>:d 0x0:d"
    gen.mov "(8|M0) r52.0<1>:d 0x0:d"
    gen.mov "(8|M0) r53.0<1>:d 0x0:d"
    gen.mov "(8|M0) r54.0<1>:d 0x0:d"
    gen.add "(8|M0) r20.0<1>:d r10.0<8;8,1>:d 0x1:d"
    gen.end
  }
}

// CHECK-LABEL: gen.func @dist1
// CHECK-NOT:   {@
// CHECK:       gen.add "(8|M0) r11.0<1>:d r10.0<8;8,1>:d 0x1:d {@1}"
// CHECK-LABEL: gen.func @dist2
// CHECK-NOT:   {@
// CHECK:       gen.add "(8|M0) r11.0<1>:d r10.0<8;8,1>:d 0x1:d {@2}"
// CHECK-LABEL: gen.func @dist3
// CHECK-NOT:   {@
// CHECK:       gen.add "(8|M0) r11.0<1>:d r10.0<8;8,1>:d 0x1:d {@3}"
// CHECK-LABEL: gen.func @dist4
// CHECK-NOT:   {@
// CHECK:       gen.add "(8|M0) r11.0<1>:d r10.0<8;8,1>:d 0x1:d {@4}"
// CHECK-LABEL: gen.func @dist5
// CHECK-NOT:   {@
// CHECK:       gen.add "(8|M0) r11.0<1>:d r10.0<8;8,1>:d 0x1:d {@5}"
// CHECK-LABEL: gen.func @dist6
// CHECK-NOT:   {@
// CHECK:       gen.add "(8|M0) r11.0<1>:d r10.0<8;8,1>:d 0x1:d {@6}"
// CHECK-LABEL: gen.func @dist7
// CHECK-NOT:   {@
// CHECK:       gen.add "(8|M0) r11.0<1>:d r10.0<8;8,1>:d 0x1:d {@7}"
// CHECK-LABEL: gen.func @dist8
// CHECK-NOT:   {@
// CHECK:       gen.add "(8|M0) r11.0<1>:d r10.0<8;8,1>:d 0x1:d {@7}"
// CHECK-LABEL: gen.func @dist9
// CHECK-NOT:   {@
// CHECK:       gen.add "(8|M0) r11.0<1>:d r10.0<8;8,1>:d 0x1:d {@7}"
// CHECK-LABEL: gen.func @dist10
// CHECK-NOT:   {@
// CHECK:       gen.add "(8|M0) r11.0<1>:d r10.0<8;8,1>:d 0x1:d {@7}"
// CHECK-LABEL: gen.func @dist11
// CHECK-NOT:   {@
// CHECK:       gen.add "(8|M0) r11.0<1>:d r10.0<8;8,1>:d 0x1:d {@7}"
// CHECK-LABEL: gen.func @dist12
// CHECK-NOT:   {@
// CHECK:       gen.add "(8|M0) r11.0<1>:d r10.0<8;8,1>:d 0x1:d"
// CHECK-LABEL: gen.func @long11
// CHECK-NOT:   {@
// CHECK:       gen.add "(8|M0) r20.0<1>:d r10.0<8;8,1>:d 0x1:d {@7}"
// CHECK-LABEL: gen.func @long15
// CHECK-NOT:   {@
// CHECK:       gen.add "(8|M0) r20.0<1>:d r10.0<8;8,1>:d 0x1:d {@7}"
// CHECK-LABEL: gen.func @long16
// CHECK-NOT:   {@
// CHECK:       gen.add "(8|M0) r20.0<1>:d r10.0<8;8,1>:d 0x1:d"
