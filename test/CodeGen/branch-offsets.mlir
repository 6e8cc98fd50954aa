// Branch offsets (lib/CodeGen/Emission.cpp) for each shape of SIMD control
// flow: nested forward gotos, a loop with a break and a continue, a
// backward goto, a scalar jump, and the joins between. A goto's UIP is its
// target; its JIP, where the hardware goes when the goto leaves no channel
// enabled, is the first join after it (capped at the target) for a forward
// goto, so that no join where channels wait is passed over, and the join
// right after it for a backward goto (the channels that do not loop wait
// there). A join's JIP is the next join; the last one names itself.
// RUN: visa-llc %s -platform=skl --emit=asm | FileCheck %s
// RUN: sed -e 's/"SKL"/"BDW"/' %s | visa-llc - -platform=bdw --emit=asm | FileCheck %s
// RUN: sed -e 's/"SKL"/"TGLLP"/' %s | visa-llc - -platform=tgllp --emit=asm | FileCheck %s
//
// A backward goto must be followed by the join its JIP names.
// RUN: sed -e 's/^  \^after:$/  ^after:\n    gen.nop "(1|M0)"/' %s | not visa-llc - -platform=skl --emit=asm 2>&1 | FileCheck %s --check-prefix=NOJOIN
// NOJOIN: error: 'gen.goto' op backward goto must be followed by the join where the channels that do not jump wait

module {
  gen.func @k kernel product "SKL" attributes {simd = 16 : i32} {
    gen.fallthrough ^entry
  ^entry:
    gen.cmp "(16|M0) (lt)f0.0 null<1>:d r2.0<8;8,1>:d 0x8:d"
    gen.goto "(f0.0) (16|M0)" [^outer, ^b1]
  ^b1:
    gen.goto "(f0.1) (16|M0)" [^inner, ^b2]
  ^b2:
    gen.add "(16|M0) r4.0<1>:d r4.0<8;8,1>:d 0x1:d"
    gen.fallthrough ^inner
  ^inner:
    gen.join "(16|M0)"
    gen.add "(16|M0) r4.0<1>:d r4.0<8;8,1>:d 0x2:d"
    gen.fallthrough ^outer
  ^outer:
    gen.join "(16|M0)"
    gen.fallthrough ^head
  ^head:
    gen.add "(16|M0) r4.0<1>:d r4.0<8;8,1>:d 0x3:d"
    gen.goto "(f1.0) (16|M0)" [^exit, ^b3]
  ^b3:
    gen.goto "(f1.1) (16|M0)" [^latch, ^b4]
  ^b4:
    gen.add "(16|M0) r4.0<1>:d r4.0<8;8,1>:d 0x4:d"
    gen.fallthrough ^latch
  ^latch:
    gen.join "(16|M0)"
    gen.goto "(f0.0) (16|M0)" [^head, ^after]
  ^after:
    gen.join "(16|M0)"
    gen.jmpi "(W&f0.1) (1|M0)" [^exit, ^b5]
  ^b5:
    gen.add "(16|M0) r4.0<1>:d r4.0<8;8,1>:d 0x5:d"
    gen.fallthrough ^exit
  ^exit:
    gen.join "(16|M0)"
    gen.mov "(W) (8|M0) r127.0<1>:ud r0.0<8;8,1>:ud"
    gen.send "(W) (8|M0) null:ud(0) r127:ud(1) null:ud(0) sfid=ts desc=0x2000010 exdesc=0x27 {EOT}"
    gen.end
  }
}

// Nested forward gotos: the outer one's JIP is the inner target's join.
// CHECK:      (f0.0) goto (16|M0) [[INNER:L[0-9]+]] [[OUTER:L[0-9]+]]
// CHECK:      (f0.1) goto (16|M0) [[INNER]] [[INNER]]
// CHECK:      [[INNER]]:
// CHECK-NEXT: join (16|M0) [[OUTER]]
// CHECK:      [[OUTER]]:
// CHECK-NEXT: join (16|M0) [[LATCH:L[0-9]+]]
// CHECK-NEXT: [[HEAD:L[0-9]+]]:
// The break leaves the loop (UIP the exit) but its JIP is the latch's join,
// where channels that continued may wait.
// CHECK:      (f1.0) goto (16|M0) [[LATCH]] [[EXIT:L[0-9]+]]
// CHECK:      (f1.1) goto (16|M0) [[LATCH]] [[LATCH]]
// CHECK:      [[LATCH]]:
// CHECK-NEXT: join (16|M0) [[AFTER:L[0-9]+]]
// CHECK:      (f0.0) goto (16|M0) [[AFTER]] [[HEAD]]
// CHECK-NEXT: [[AFTER]]:
// CHECK-NEXT: join (16|M0) [[EXIT]]
// CHECK:      (W&f0.1) jmpi [[EXIT]]
// CHECK:      [[EXIT]]:
// CHECK-NEXT: join (16|M0) [[EXIT]]
