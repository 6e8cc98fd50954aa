// Liveness across SIMD control flow. Registers are shared by all channels:
// after a goto the channels that took it wait at its target's join while
// the others run the code in between, so a value the waiting channels need
// stays live there, and a NoMask write in that code (which writes every
// channel) must not share its register. Writes under the channel mask in
// divergent code kill nothing.
// RUN: visa-opt %s --test-gen-regalloc-analysis -o /dev/null | FileCheck %s

module {
  gen.func @ifelse kernel product "SKL" {
    gen.vreg 0 : "grf"[32] align 32 at 0 "%r0"
    gen.vreg 1 : "grf"[64] align 32 at 32 "in"
    gen.vreg 2 : "grf"[64] align 32 "x"
    gen.vreg 3 : "grf"[4] align 4 "t"
    gen.vreg 4 : "grf"[64] align 32 "y"
    gen.vreg 5 : "grf"[32] align 32 at 4064 "eot"
    gen.vreg 10 : "flag"[2] align 2
    gen.vreg 11 : "flag"[2] align 2
    gen.fallthrough ^bb1
  ^bb1:
    gen.add "(16|M0) v2.0<1>:d v1.0<1;1,0>:d 0x1:d"
    gen.cmp "(16|M0) (lt)vf10 null<1>:d v1.0<1;1,0>:d 0x0:d"
    gen.goto "(vf10) (16|M0)" [^bb3, ^bb2]
  ^bb2:
    // The "then" side: x is read only on the "else" side, yet it is live
    // here, and the NoMask write of t interferes with it.
    // CHECK: block 2 preds(1) succs(4 3) in(v0 v1 v2)
    // CHECK-NEXT: #3 mov divergent kill(v3) live(v0 v1 v2 v3)
    // CHECK-NEXT: #4 mov divergent live(v0 v1 v2 v4)
    gen.mov "(W) (1|M0) v3.0<1>:d 0x5:d"
    gen.mov "(16|M0) v4.0<1>:d v3.0<0;1,0>:d"
    gen.mov "(W) (1|M0) vf11.0<1>:uw 0x0:uw"
    gen.goto "(vf11) (16|M0)" [^bb4, ^bb3]
  ^bb3:
    // y's masked write on the "then" side did not kill it: it is live into
    // the "else" side, whose masked write keeps it for the other channels.
    // CHECK: block 3 preds(1 2) succs(4) in(v0 v1 v2 v4)
    // CHECK-NEXT: #7 join divergent
    // CHECK-NEXT: #8 add divergent live(v0 v1 v4)
    gen.join "(16|M0)"
    gen.add "(16|M0) v4.0<1>:d v2.0<1;1,0>:d 0x7:d"
    gen.fallthrough ^bb4
  ^bb4:
    // CHECK: block 4 preds(2 3) succs() in(v0 v1 v4)
    // CHECK-NEXT: #9 join live(v0 v1 v4)
    gen.join "(16|M0)"
    gen.sends "(16|M0) null:ud(0) v1:ud(2) v4:ud(2) sfid=dc1 desc=0x4025E02 exdesc=0x8C"
    gen.mov "(W) (8|M0) v5.0<1>:ud v0.0<8;8,1>:ud"
    gen.send "(W) (8|M0) null:ud(0) v5:ud(1) null:ud(0) sfid=ts desc=0x2000010 exdesc=0x27 {EOT}"
    gen.end
  }
  // CHECK: v2 grf[64]: v0 v1 v3 v4
  // CHECK: v3 grf[4]: v0 v1 v2 v4

  // A loop closed by a backward goto: its body runs while the channels
  // that left wait after it. A register the body writes under the mask and
  // reads back under the same mask, channel for channel (tmp, the flag), is
  // live from its write only; one read where the write may have skipped
  // channels (lane0, read NoMask) sees the previous run, so it stays live
  // around the loop.
  // CHECK-LABEL: func @loop
  gen.func @loop kernel product "SKL" {
    gen.vreg 0 : "grf"[32] align 32 at 0 "%r0"
    gen.vreg 1 : "grf"[64] align 32 at 32 "in"
    gen.vreg 2 : "grf"[64] align 32 "acc"
    gen.vreg 3 : "grf"[64] align 32 "tmp"
    gen.vreg 4 : "grf"[32] align 32 at 4064 "eot"
    gen.vreg 5 : "grf"[64] align 32 "lane0"
    gen.vreg 10 : "flag"[2] align 2
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK: #0 mov kill(v2)
    gen.mov "(16|M0) v2.0<1>:d 0x0:d"
    gen.fallthrough ^bb2
  ^bb2:
    // CHECK: block 2 preds(1 2) succs(2 3) in(v0 v1 v2 v5)
    // CHECK-NEXT: #1 join divergent
    // CHECK-NEXT: #2 add divergent kill(v3) live(v0 v1 v2 v3 v5)
    // CHECK-NEXT: #3 add divergent live(v0 v1 v2 v5)
    // CHECK-NEXT: #4 add divergent live(v0 v1 v2 v5)
    // CHECK-NEXT: #5 add divergent live(v0 v1 v2 v5)
    // CHECK-NEXT: #6 cmp divergent kill(v10) live(v0 v1 v2 v5 v10)
    // CHECK-NEXT: #7 goto divergent live(v0 v1 v2 v5)
    gen.join "(16|M0)"
    gen.add "(16|M0) v3.0<1>:d v2.0<1;1,0>:d v1.0<1;1,0>:d"
    gen.add "(16|M0) v2.0<1>:d v3.0<1;1,0>:d 0x1:d"
    gen.add "(16|M0) v5.0<1>:d v1.0<1;1,0>:d 0x2:d"
    gen.add "(W) (1|M0) v2.0<1>:d v2.0<0;1,0>:d v5.0<0;1,0>:d"
    gen.cmp "(16|M0) (lt)vf10 null<1>:d v2.0<1;1,0>:d 0x40:d"
    gen.goto "(vf10) (16|M0)" [^bb2, ^bb3]
  ^bb3:
    // CHECK: #8 join divergent
    // CHECK-NEXT: #9 sends live(v0)
    gen.join "(16|M0)"
    gen.sends "(16|M0) null:ud(0) v1:ud(2) v2:ud(2) sfid=dc1 desc=0x4025E02 exdesc=0x8C"
    gen.mov "(W) (8|M0) v4.0<1>:ud v0.0<8;8,1>:ud"
    gen.send "(W) (8|M0) null:ud(0) v4:ud(1) null:ud(0) sfid=ts desc=0x2000010 exdesc=0x27 {EOT}"
    gen.end
  }
  // A subroutine may be called from divergent code: its code runs with
  // channels waiting elsewhere, so its masked writes kill nothing (v1
  // stays live into it). callchain's nested subroutines shared a register
  // between a subroutine's temporary and a value of the waiting channels.
  // CHECK-LABEL: func @subroutine
  // CHECK:      block 3 preds(1) succs(2) in(v0 v2)
  // CHECK-NEXT:   #3 mov divergent live(v0 v1 v2)
  // CHECK-NEXT:   #4 ret divergent live(v0 v1)
  gen.func @subroutine kernel product "SKL" {
    gen.vreg 0 : "grf"[64] align 32
    gen.vreg 1 : "grf"[64] align 32
    gen.vreg 2 : "grf"[8] align 8
    gen.fallthrough ^bb1
  ^bb1:
    gen.mov "(16|M0) v0.0<1>:d 0x1:d"
    gen.call "(16|M0) v2.0<1>:ud" [^bb3, ^bb2]
  ^bb2:
    gen.add "(16|M0) v0.0<1>:d v0.0<1;1,0>:d v1.0<1;1,0>:d"
    gen.end
  ^bb3:
    gen.mov "(16|M0) v1.0<1>:d 0x2:d"
    gen.ret "(16|M0) null:ud v2.0<2;2,1>:ud" [^bb2]
  }

  // A subroutine called with channels parked runs with them parked: the
  // masked write of x there kills nothing (the channels that skipped the
  // call keep their x for the read after the join), so x is live into it
  // and interferes with y.
  // CHECK-LABEL: func @subroutine_parked
  gen.func @subroutine_parked kernel product "SKL" {
    gen.vreg 0 : "grf"[32] align 32 at 0 "%r0"
    gen.vreg 1 : "grf"[64] align 32 at 32 "in"
    gen.vreg 2 : "grf"[64] align 32 "x"
    gen.vreg 3 : "grf"[8] align 8 "link"
    gen.vreg 4 : "grf"[64] align 32 "y"
    gen.vreg 5 : "grf"[32] align 32 at 4064 "eot"
    gen.vreg 10 : "flag"[2] align 2
    gen.fallthrough ^bb1
  ^bb1:
    gen.add "(16|M0) v2.0<1>:d v1.0<1;1,0>:d 0x1:d"
    gen.cmp "(16|M0) (lt)vf10 null<1>:d v1.0<1;1,0>:d 0x0:d"
    gen.goto "(vf10) (16|M0)" [^bb3, ^bb2]
  ^bb2:
    gen.call "(16|M0) v3.0<1>:ud" [^bb5, ^bb3]
  ^bb3:
    // A return's edge back to the code after its call counts as a loop
    // edge, so that code is divergent too: conservative (with the return
    // not counted, callchain on SKL got a wrong answer not yet explained).
    // CHECK: block 3 preds(1 2 6) succs(4) in(v0 v1 v2)
    // CHECK-NEXT: #4 join divergent live(v0 v1 v2)
    gen.join "(16|M0)"
    gen.sends "(16|M0) null:ud(0) v1:ud(2) v2:ud(2) sfid=dc1 desc=0x4025E02 exdesc=0x8C"
    gen.fallthrough ^bb4
  ^bb4:
    gen.mov "(W) (8|M0) v5.0<1>:ud v0.0<8;8,1>:ud"
    gen.send "(W) (8|M0) null:ud(0) v5:ud(1) null:ud(0) sfid=ts desc=0x2000010 exdesc=0x27 {EOT}"
    gen.end
  ^bb5:
    // CHECK: block 5 preds(2) succs(6) in(v0 v1 v2 v3)
    // CHECK-NEXT: #8 mov divergent kill(v4) live(v0 v1 v2 v3 v4)
    // CHECK-NEXT: #9 mov divergent live(v0 v1 v2 v3)
    gen.mov "(16|M0) v4.0<1>:d 0x3:d"
    gen.mov "(16|M0) v2.0<1>:d v4.0<1;1,0>:d"
    gen.fallthrough ^bb6
  ^bb6:
    gen.ret "(16|M0) null:ud v3.0<2;2,1>:ud" [^bb3]
  }
  // CHECK: v2 grf[64]: v0 v1 v3 v4
}
