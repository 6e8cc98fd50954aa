// An input holds its value from the entry in a fixed place nothing can
// move; when the registers that cannot be spilled (spill temporaries) need
// that place, the input hands its value to an ordinary register at the
// entry, which then goes where it fits, scratch included.
// RUN: visa-opt %s --gen-regalloc=max-grf=6 | FileCheck %s

module {
  // r0, a (two GRFs), t and u need 7 GRFs while a is live: in 6, a's
  // value moves to an ordinary register at the entry (which then spills)
  // and a's registers r1-r2 serve others.
  // CHECK-LABEL: gen.func @split
  // CHECK: gen.mov "(W) (8|M0) r[[C:[0-9]+]].0<1>:ud r1.0<8;8,1>:ud"
  // CHECK-NEXT: gen.sends "(W) (8|M0) null:ud(0) r0:ud(1) r[[C]]:ud(1) sfid=dc0
  // CHECK: gen.mov "(W) (8|M0) r[[C2:[0-9]+]].0<1>:ud r2.0<8;8,1>:ud"
  // CHECK: gen.add "(16|M0) r{{[0-9]+}}.0<1>:d r1.0<1;1,0>:d 0x1:d"
  gen.func @split kernel product "SKL" {
    gen.vreg 0 : "grf"[32] align 32 at 0 "%r0"
    gen.vreg 1 : "grf"[64] align 1 at 32 "a"
    gen.vreg 4 : "grf"[64] align 32 "t"
    gen.vreg 5 : "grf"[64] align 32 "u"
    gen.vreg 6 : "grf"[32] align 32 at 4064 "eot"
    gen.fallthrough ^bb1
  ^bb1:
    gen.add "(16|M0) v4.0<1>:d v1.0<1;1,0>:d 0x1:d"
    gen.add "(16|M0) v5.0<1>:d v4.0<1;1,0>:d 0x2:d"
    gen.add "(16|M0) v5.0<1>:d v5.0<1;1,0>:d v1.0<1;1,0>:d"
    gen.sends "(16|M0) null:ud(0) v4:ud(2) v5:ud(2) sfid=dc1 desc=0x4025E02 exdesc=0x8C"
    gen.mov "(W) (8|M0) v6.0<1>:ud v0.0<8;8,1>:ud"
    gen.send "(W) (8|M0) null:ud(0) v6:ud(1) null:ud(0) sfid=ts desc=0x2000010 exdesc=0x27 {EOT}"
    gen.end
  }
}
