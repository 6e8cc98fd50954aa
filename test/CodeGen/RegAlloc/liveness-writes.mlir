// Which writes kill a register (its earlier value is dead before them).
// A write kills only when it replaces every byte any instruction touches
// in every channel; pieces of one block that cover the register before
// anything reads the missing bytes kill at the first piece; a register is
// live only after some write (the partial ones included). A register
// whose accesses all sit in one block, outside loops, starts at its first
// write, whatever that write leaves out: nothing else can have written the
// bytes and channels it skips.
// RUN: visa-opt %s --test-gen-regalloc-analysis -o /dev/null | FileCheck %s

module {
  gen.func @writes kernel product "SKL" {
    gen.vreg 0 : "grf"[32] align 32 at 0 "%r0"
    gen.vreg 1 : "grf"[128] align 32 "halves"
    gen.vreg 2 : "grf"[64] align 32 "half_then_read"
    gen.vreg 3 : "grf"[64] align 32 "predicated"
    gen.vreg 4 : "grf"[64] align 32 "selected"
    gen.vreg 5 : "grf"[64] align 32 "strided"
    gen.vreg 6 : "grf"[4] align 4 "scalar"
    gen.vreg 7 : "grf"[32] align 32 at 4064 "eot"
    gen.vreg 8 : "flag"[2] align 2
    gen.fallthrough ^bb1
  ^bb1:
    gen.cmp "(16|M0) (lt)vf8 null<1>:d v0.0<0;1,0>:d 0x0:d"
    // Two SIMD16 halves: the first one kills, the second does not.
    // CHECK: #1 mov kill(v1)
    // CHECK-NEXT: #2 mov live(v0 v1 v8)
    gen.mov "(16|M0) v1.0<1>:d 0x1:d"
    gen.mov "(16|M16) v1.16<1>:d 0x2:d"
    // A read of bytes the first piece has not written: that piece does not
    // kill (and the register is live from it, its first write, only); the
    // read's own write and the last piece do.
    // CHECK-NEXT: #3 mov live(v0 v1 v2 v8)
    // CHECK-NEXT: #4 add kill(v2) live(v0 v1 v2 v8)
    // CHECK-NEXT: #5 mov live(v0 v1 v2 v8)
    gen.mov "(8|M0) v2.0<1>:d 0x3:d"
    gen.add "(8|M0) v2.0<1>:d v2.8<8;8,1>:d 0x1:d"
    gen.mov "(8|M8) v2.8<1>:d 0x4:d"
    // A predicated write keeps the other channels; sel's predicate only
    // chooses a source, so sel kills.
    // CHECK-NEXT: #6 mov live(v0 v1 v2 v3 v8)
    // CHECK-NEXT: #7 sel kill(v4) live(v0 v1 v2 v3 v4)
    gen.mov "(vf8) (16|M0) v3.0<1>:d 0x5:d"
    gen.sel "(vf8) (16|M0) v4.0<1>:d v1.0<1;1,0>:d 0x6:d"
    // A strided write does not cover its bytes; a NoMask scalar covers a
    // 4-byte register.
    // CHECK-NEXT: #8 mov live(v0 v1 v2 v3 v4 v5)
    // CHECK-NEXT: #9 mov kill(v6) live(v0 v1 v2 v3 v4 v5 v6)
    gen.mov "(16|M0) v5.0<2>:w 0x7:w"
    gen.mov "(W) (1|M0) v6.0<1>:d 0x8:d"
    // Read in another block, so none of these registers is block-local.
    gen.fallthrough ^bb2
  ^bb2:
    gen.add "(16|M0) v1.0<1>:d v2.0<1;1,0>:d v3.0<1;1,0>:d"
    gen.add "(16|M0) v1.0<1>:d v4.0<1;1,0>:d v5.0<1;1,0>:w"
    gen.add "(16|M0) v1.0<1>:d v1.0<1;1,0>:d v6.0<0;1,0>:d"
    gen.sends "(16|M0) null:ud(0) v0:ud(1) v1:ud(4) sfid=dc0 desc=0x20F1000 exdesc=0x8A"
    gen.mov "(W) (8|M0) v7.0<1>:ud v0.0<8;8,1>:ud"
    gen.send "(W) (8|M0) null:ud(0) v7:ud(1) null:ud(0) sfid=ts desc=0x2000010 exdesc=0x27 {EOT}"
    gen.end
  }

  // The same writes on registers that never leave their block: each first
  // write kills.
  // CHECK-LABEL: func @local
  gen.func @local kernel product "SKL" {
    gen.vreg 0 : "grf"[32] align 32 at 0 "%r0"
    gen.vreg 1 : "grf"[64] align 32 "half_then_read"
    gen.vreg 2 : "grf"[64] align 32 "predicated"
    gen.vreg 3 : "grf"[64] align 32 "strided"
    gen.vreg 4 : "grf"[64] align 32 "sum"
    gen.vreg 7 : "grf"[32] align 32 at 4064 "eot"
    gen.vreg 8 : "flag"[2] align 2
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK: #0 cmp kill(v8)
    // CHECK-NEXT: #1 mov kill(v1) live(v0 v1 v8)
    // CHECK-NEXT: #2 add kill(v1)
    // CHECK-NEXT: #3 mov live(v0 v1 v8)
    // CHECK-NEXT: #4 mov kill(v2) live(v0 v1 v2)
    // CHECK-NEXT: #5 mov kill(v3) live(v0 v1 v2 v3)
    gen.cmp "(16|M0) (lt)vf8 null<1>:d v0.0<0;1,0>:d 0x0:d"
    gen.mov "(8|M0) v1.0<1>:d 0x3:d"
    gen.add "(8|M0) v1.0<1>:d v1.8<8;8,1>:d 0x1:d"
    gen.mov "(8|M8) v1.8<1>:d 0x4:d"
    gen.mov "(vf8) (16|M0) v2.0<1>:d 0x5:d"
    gen.mov "(16|M0) v3.0<2>:w 0x7:w"
    gen.add "(16|M0) v4.0<1>:d v1.0<1;1,0>:d v2.0<1;1,0>:d"
    gen.add "(16|M0) v4.0<1>:d v4.0<1;1,0>:d v3.0<1;1,0>:w"
    gen.sends "(16|M0) null:ud(0) v0:ud(1) v4:ud(2) sfid=dc0 desc=0x20F1000 exdesc=0x8A"
    gen.mov "(W) (8|M0) v7.0<1>:ud v0.0<8;8,1>:ud"
    gen.send "(W) (8|M0) null:ud(0) v7:ud(1) null:ud(0) sfid=ts desc=0x2000010 exdesc=0x27 {EOT}"
    gen.end
  }
}
