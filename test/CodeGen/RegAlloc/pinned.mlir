// Pinned registers: kernel inputs at their .input offsets, r0, the EOT
// source. They keep their places, may overlap each other (aliases), hold
// their values from the entry to their last use and are free after it.
// RUN: visa-opt %s --gen-regalloc | FileCheck %s

module {
  // CHECK-LABEL: gen.func @pinned
  // CHECK-DAG: gen.vreg 1 : "grf"[64] align 1 at 32 "a"
  // CHECK-DAG: gen.vreg 2 : "grf"[8] align 1 at 48 "a_alias"
  // CHECK-DAG: gen.vreg 3 : "grf"[32] align 1 at 96 "c"
  // CHECK-DAG: gen.vreg 6 : "grf"[32] align 32 at 4064 "eot"
  gen.func @pinned kernel product "SKL" {
    gen.vreg 0 : "grf"[32] align 32 at 0 "%r0"
    gen.vreg 1 : "grf"[64] align 1 at 32 "a"
    gen.vreg 2 : "grf"[8] align 1 at 48 "a_alias"
    gen.vreg 3 : "grf"[32] align 1 at 96 "c"
    gen.vreg 4 : "grf"[64] align 32 "t"
    gen.vreg 5 : "grf"[64] align 32 "u"
    gen.vreg 6 : "grf"[32] align 32 at 4064 "eot"
    gen.vreg 7 : "grf"[4] align 4 "s"
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK: gen.add "(16|M0) r[[T:[0-9]+]].0<1>:d r1.0<1;1,0>:d r3.0<0;1,0>:d"
    // CHECK: gen.add "(W) (1|M0) r3.0<1>:d r1.5<0;1,0>:d 0x1:d"
    gen.add "(16|M0) v4.0<1>:d v1.0<1;1,0>:d v3.0<0;1,0>:d"
    gen.add "(W) (1|M0) v7.0<1>:d v2.1<0;1,0>:d 0x1:d"
    gen.add "(16|M0) v5.0<1>:d v4.0<1;1,0>:d v7.0<0;1,0>:d"
    gen.add "(16|M0) v5.0<1>:d v5.0<1;1,0>:d v1.0<1;1,0>:d"
    gen.sends "(16|M0) null:ud(0) v4:ud(2) v5:ud(2) sfid=dc1 desc=0x4025E02 exdesc=0x8C"
    gen.mov "(W) (8|M0) v6.0<1>:ud v0.0<8;8,1>:ud"
    gen.send "(W) (8|M0) null:ud(0) v6:ud(1) null:ud(0) sfid=ts desc=0x2000010 exdesc=0x27 {EOT}"
    gen.end
  }
}
