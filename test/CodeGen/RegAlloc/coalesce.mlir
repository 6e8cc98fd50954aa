// Copy coalescing: a mov copying one register to another of the same size
// at the same offset, the two never live with different values at once,
// becomes one register and the copy disappears. A copy whose source
// changes while the copy is still needed keeps both, as does one that
// converts (:f from :d).
// RUN: visa-opt %s --test-gen-regalloc-analysis -o /dev/null | FileCheck %s --check-prefix=GRAPH
// RUN: visa-opt %s --gen-regalloc | FileCheck %s
//
// GRAPH: v2 grf[64]: v0 v1
// GRAPH-NEXT: v3 grf[64]: v0 v4
// GRAPH-NEXT: v4 grf[64]: v0 v3 v5 v6
// GRAPH: copy v5 <- v4
// GRAPH-NEXT: copy v3 <- v2
//
// CHECK: gen.add "(16|M0) r[[A:[0-9]+]].0<1>:d r1.0<1;1,0>:d 0x1:d"
// CHECK-NEXT: gen.add "(16|M0) r[[B:[0-9]+]].0<1>:d r[[A]].0<1;1,0>:d 0x2:d"
// CHECK-NEXT: gen.mov "(16|M0) r[[C:[0-9]+]].0<1>:d r[[B]].0<1;1,0>:d"
// CHECK-NEXT: gen.add "(16|M0) r[[B]].0<1>:d r[[B]].0<1;1,0>:d 0x3:d"
// CHECK-NEXT: gen.mov "(16|M0) r{{[0-9]+}}.0<1>:f r[[C]].0<1;1,0>:d"

module {
  gen.func @copies kernel product "SKL" {
    gen.vreg 0 : "grf"[32] align 32 at 0 "%r0"
    gen.vreg 1 : "grf"[64] align 32 at 32 "in"
    gen.vreg 2 : "grf"[64] align 32 "a"
    gen.vreg 3 : "grf"[64] align 32 "a_copy"
    gen.vreg 4 : "grf"[64] align 32 "b"
    gen.vreg 5 : "grf"[64] align 32 "b_copy"
    gen.vreg 6 : "grf"[64] align 32 "f"
    gen.vreg 7 : "grf"[32] align 32 at 4064 "eot"
    gen.fallthrough ^bb1
  ^bb1:
    gen.add "(16|M0) v2.0<1>:d v1.0<1;1,0>:d 0x1:d"
    gen.mov "(16|M0) v3.0<1>:d v2.0<1;1,0>:d"
    gen.add "(16|M0) v4.0<1>:d v3.0<1;1,0>:d 0x2:d"
    gen.mov "(16|M0) v5.0<1>:d v4.0<1;1,0>:d"
    gen.add "(16|M0) v4.0<1>:d v4.0<1;1,0>:d 0x3:d"
    gen.mov "(16|M0) v6.0<1>:f v5.0<1;1,0>:d"
    gen.sends "(16|M0) null:ud(0) v4:ud(2) v6:ud(2) sfid=dc1 desc=0x4025E02 exdesc=0x8C"
    gen.mov "(W) (8|M0) v7.0<1>:ud v0.0<8;8,1>:ud"
    gen.send "(W) (8|M0) null:ud(0) v7:ud(1) null:ud(0) sfid=ts desc=0x2000010 exdesc=0x27 {EOT}"
    gen.end
  }
}
