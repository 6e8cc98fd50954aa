// gen-swsb on TGLLP across control flow: what may be in flight where
// paths join is the union of what each path leaves, loops included (a
// dataflow to a fixed point). A call or return first waits for every busy
// token; a function, and the code after a call, starts with anything in
// flight in the in-order pipe (its first access waits @1). A block nothing
// branches to starts with everything in flight.
// RUN: visa-opt %s --gen-swsb | FileCheck %s

module {
  // r20 comes from one path, r10 three in-order instructions back on the
  // shorter one.
  // CHECK-LABEL: gen.func @join
  // CHECK:      gen.mov "(16|M0) r10.0<1>:d 0x1:d"
  // CHECK-NEXT: gen.goto "(f0.0) (16|M0)" [^bb3, ^bb2]
  // CHECK:      gen.send "(16|M0) r20:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0 {$0}"
  // CHECK-NEXT: gen.mov "(16|M0) r12.0<1>:d 0x1:d"
  // CHECK:      gen.join "(16|M0)"
  // CHECK-NEXT: gen.add "(16|M0) r30.0<1>:d r20.0<8;8,1>:d r10.0<8;8,1>:d {@3,$0.dst}"
  // CHECK-NEXT: gen.send "(W) (8|M0) null(0) r127(1) null(0) sfid=ts desc=0x2000010 exdesc=0x0 {EOT}"
  gen.func @join kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.mov "(16|M0) r10.0<1>:d 0x1:d"
    gen.goto "(f0.0) (16|M0)" [^bb3, ^bb2]
  ^bb2:
    gen.send "(16|M0) r20:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0"
    gen.mov "(16|M0) r12.0<1>:d 0x1:d"
    gen.fallthrough ^bb3
  ^bb3:
    gen.join "(16|M0)"
    gen.add "(16|M0) r30.0<1>:d r20.0<8;8,1>:d r10.0<8;8,1>:d"
    gen.send "(W) (8|M0) null(0) r127(1) null(0) sfid=ts desc=0x2000010 exdesc=0x0 {EOT}"
    gen.end
  }

  // At the loop head r20 may come from the load before the loop or the one
  // in the loop, r40 from the end of the previous iteration (the back edge).
  // CHECK-LABEL: gen.func @loop
  // CHECK:      gen.send "(16|M0) r20:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0 {$0}"
  // CHECK:      gen.join "(16|M0)"
  // CHECK-NEXT: gen.sync ".nop null<0;1,0>:ub {$1.dst}"
  // CHECK-NEXT: gen.add "(16|M0) r30.0<1>:d r20.0<8;8,1>:d r40.0<8;8,1>:d {@3,$0.dst}"
  // CHECK-NEXT: gen.send "(16|M0) r20:ud(2) r30:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0 {@1,$1}"
  // CHECK-NEXT: gen.add "(16|M0) r40.0<1>:d r40.0<8;8,1>:d 0x1:d"
  // CHECK-NEXT: gen.goto "(f0.0) (16|M0)" [^bb2, ^bb3]
  // CHECK:      gen.join "(16|M0)"
  // CHECK-NEXT: gen.send "(W) (8|M0) null(0) r127(1) null(0) sfid=ts desc=0x2000010 exdesc=0x0 {EOT}"
  gen.func @loop kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.send "(16|M0) r20:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0"
    gen.fallthrough ^bb2
  ^bb2:
    gen.join "(16|M0)"
    gen.add "(16|M0) r30.0<1>:d r20.0<8;8,1>:d r40.0<8;8,1>:d"
    gen.send "(16|M0) r20:ud(2) r30:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0"
    gen.add "(16|M0) r40.0<1>:d r40.0<8;8,1>:d 0x1:d"
    gen.goto "(f0.0) (16|M0)" [^bb2, ^bb3]
  ^bb3:
    gen.join "(16|M0)"
    gen.send "(W) (8|M0) null(0) r127(1) null(0) sfid=ts desc=0x2000010 exdesc=0x0 {EOT}"
    gen.end
  }

  // A block nothing branches to waits for every token and the in-order pipe.
  // CHECK-LABEL: gen.func @unreached
  // CHECK:      gen.send "(16|M0) r20:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0 {$0}"
  // CHECK-NEXT: gen.send "(W) (8|M0) null(0) r127(1) null(0) sfid=ts desc=0x2000010 exdesc=0x0 {EOT}"
  // CHECK:      gen.sync ".allwr 0xFFFE:ud"
  // CHECK-NEXT: gen.add "(16|M0) r30.0<1>:d r20.0<8;8,1>:d 0x1:d {@1,$0.dst}"
  // CHECK-NEXT: gen.send "(W) (8|M0) null(0) r127(1) null(0) sfid=ts desc=0x2000010 exdesc=0x0 {EOT}"
  gen.func @unreached kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.send "(16|M0) r20:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0"
    gen.send "(W) (8|M0) null(0) r127(1) null(0) sfid=ts desc=0x2000010 exdesc=0x0 {EOT}"
    gen.end
  ^bb2:
    gen.add "(16|M0) r30.0<1>:d r20.0<8;8,1>:d 0x1:d"
    gen.send "(W) (8|M0) null(0) r127(1) null(0) sfid=ts desc=0x2000010 exdesc=0x0 {EOT}"
    gen.end
  }

  // A function: its first access waits for the caller's in-order work;
  // its return for its own load.
  // CHECK-LABEL: gen.func @callee
  // CHECK:      gen.add "(8|M0) r10.0<1>:d r12.0<8;8,1>:d 0x1:d {@1}"
  // CHECK-NEXT: gen.send "(16|M0) r20:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0 {$0}"
  // CHECK-NEXT: gen.ret "(8|M0) r127.0<0;1,0>:ud {$0.dst}"
  gen.func @callee product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.add "(8|M0) r10.0<1>:d r12.0<8;8,1>:d 0x1:d"
    gen.send "(16|M0) r20:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0"
    gen.ret "(8|M0) r127.0<0;1,0>:ud"
  }

  // The call waits for the load; after it the callee's in-order work may
  // still be running.
  // CHECK-LABEL: gen.func @caller
  // CHECK:      gen.send "(16|M0) r20:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0 {$0}"
  // CHECK-NEXT: gen.call "(8|M0) r126.0<1>:ud {$0.dst}" [^bb2]
  // CHECK:      gen.add "(8|M0) r10.0<1>:d r12.0<8;8,1>:d 0x1:d {@1}"
  // CHECK-NEXT: gen.send "(W) (8|M0) null(0) r127(1) null(0) sfid=ts desc=0x2000010 exdesc=0x0 {EOT}"
  gen.func @caller kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.send "(16|M0) r20:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0"
    gen.call "(8|M0) r126.0<1>:ud" [^bb2]
  ^bb2:
    gen.add "(8|M0) r10.0<1>:d r12.0<8;8,1>:d 0x1:d"
    gen.send "(W) (8|M0) null(0) r127(1) null(0) sfid=ts desc=0x2000010 exdesc=0x0 {EOT}"
    gen.end
  }

  // A goto whose channels all leave jumps to the nearest join (its JIP),
  // not only to its target: the store's sources at the middle join may
  // still be read although the fall-through path waited for them.
  // CHECK-LABEL: gen.func @goto_jip
  // CHECK:      gen.goto "(f0.0) (16|M0)" [^bb4, ^bb2]
  // CHECK:      gen.mov "(16|M0) r10.0<1>:d 0x1:d {$0.src}"
  // CHECK:      gen.join "(16|M0)"
  // CHECK-NEXT: gen.mov "(16|M0) r10.0<1>:d 0x2:d {$0.src}"
  gen.func @goto_jip kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.send "(16|M0) null:ud(0) r16:ud(2) r10:ud(2) sfid=dc1 desc=0x4025E02 exdesc=0x80"
    gen.goto "(f0.0) (16|M0)" [^bb4, ^bb2]
  ^bb2:
    gen.mov "(16|M0) r10.0<1>:d 0x1:d"
    gen.fallthrough ^bb3
  ^bb3:
    gen.join "(16|M0)"
    gen.mov "(16|M0) r10.0<1>:d 0x2:d"
    gen.fallthrough ^bb4
  ^bb4:
    gen.join "(16|M0)"
    gen.send "(W) (8|M0) null(0) r127(1) null(0) sfid=ts desc=0x2000010 exdesc=0x0 {EOT}"
    gen.end
  }
}
