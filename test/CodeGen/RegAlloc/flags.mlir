// Flag registers: four 16-bit subregisters f0.0-f1.1; a 32-bit flag (a
// SIMD32 predicate, its second half used by M16 instructions) takes a
// whole f0 or f1. With five flags live at once, the cheapest ones move to
// GRF homes (sub-GRF registers, packed), filled into a flag before each
// use and stored after each write.
// RUN: visa-opt %s --test-gen-regalloc-analysis -o /dev/null | FileCheck %s --check-prefix=GRAPH
// RUN: visa-opt %s --gen-regalloc | FileCheck %s
//
// GRAPH: v10 flag[4]: v11 v12 v13 v14
// GRAPH: v14 flag[2]: v10 v11 v12 v13
//
// CHECK: gen.cmp "(16|M0) (lt)f[[W:[01]]].0 null<1>:d r1.0<1;1,0>:d 0x0:d"
// CHECK-NEXT: gen.cmp "(16|M16) (lt)f[[W]].0 null<1>:d r3.0<1;1,0>:d 0x0:d"
// CHECK-NEXT: gen.cmp "(16|M0) (gt)[[F1:f[01].[01]]] null<1>:d r1.0<1;1,0>:d 0x1:d"
// CHECK-NEXT: gen.mov "(W) (1|M0) r[[H:[0-9]+]].0<1>:uw [[F1]]<0;1,0>:uw"
// CHECK-NEXT: gen.cmp "(16|M0) (gt)[[F2:f[01].[01]]] null<1>:d r1.0<1;1,0>:d 0x2:d"
// CHECK-NEXT: gen.mov "(W) (1|M0) r[[H]].2<1>:uw [[F2]]<0;1,0>:uw"
// CHECK: gen.sel "(f[[W]].0) (16|M0)
// CHECK-NEXT: gen.sel "(f[[W]].0) (16|M16)
// CHECK-NEXT: gen.mov "(W) (1|M0) [[G1:f[01].[01]]]<1>:uw r[[H]].0<0;1,0>:uw"
// CHECK-NEXT: gen.sel "([[G1]]) (16|M0) r{{[0-9]+}}.0<1>:d r{{[0-9]+}}.0<1;1,0>:d 0x1:d"
// CHECK-NEXT: gen.mov "(W) (1|M0) [[G2:f[01].[01]]]<1>:uw r[[H]].2<0;1,0>:uw"
// CHECK-NEXT: gen.sel "([[G2]]) (16|M0) r{{[0-9]+}}.0<1>:d r{{[0-9]+}}.0<1;1,0>:d 0x2:d"

module {
  gen.func @flags kernel product "SKL" {
    gen.vreg 0 : "grf"[32] align 32 at 0 "%r0"
    gen.vreg 1 : "grf"[128] align 32 at 32 "in"
    gen.vreg 2 : "grf"[128] align 32 "out"
    gen.vreg 3 : "grf"[32] align 32 at 4064 "eot"
    gen.vreg 10 : "flag"[4] align 4 "wide"
    gen.vreg 11 : "flag"[2] align 2 "p1"
    gen.vreg 12 : "flag"[2] align 2 "p2"
    gen.vreg 13 : "flag"[2] align 2 "p3"
    gen.vreg 14 : "flag"[2] align 2 "p4"
    gen.fallthrough ^bb1
  ^bb1:
    gen.cmp "(16|M0) (lt)vf10 null<1>:d v1.0<1;1,0>:d 0x0:d"
    gen.cmp "(16|M16) (lt)vf10 null<1>:d v1.16<1;1,0>:d 0x0:d"
    gen.cmp "(16|M0) (gt)vf11 null<1>:d v1.0<1;1,0>:d 0x1:d"
    gen.cmp "(16|M0) (gt)vf12 null<1>:d v1.0<1;1,0>:d 0x2:d"
    gen.cmp "(16|M0) (gt)vf13 null<1>:d v1.0<1;1,0>:d 0x3:d"
    gen.cmp "(16|M0) (gt)vf14 null<1>:d v1.0<1;1,0>:d 0x4:d"
    gen.sel "(vf10) (16|M0) v2.0<1>:d v1.0<1;1,0>:d 0x0:d"
    gen.sel "(vf10) (16|M16) v2.16<1>:d v1.16<1;1,0>:d 0x0:d"
    gen.sel "(vf11) (16|M0) v2.0<1>:d v2.0<1;1,0>:d 0x1:d"
    gen.sel "(vf12) (16|M0) v2.0<1>:d v2.0<1;1,0>:d 0x2:d"
    gen.sel "(vf13) (16|M0) v2.0<1>:d v2.0<1;1,0>:d 0x3:d"
    gen.sel "(vf14) (16|M0) v2.0<1>:d v2.0<1;1,0>:d 0x4:d"
    gen.sends "(16|M0) null:ud(0) v0:ud(1) v2:ud(4) sfid=dc0 desc=0x20F1000 exdesc=0x8A"
    gen.mov "(W) (8|M0) v3.0<1>:ud v0.0<8;8,1>:ud"
    gen.send "(W) (8|M0) null:ud(0) v3:ud(1) null:ud(0) sfid=ts desc=0x2000010 exdesc=0x27 {EOT}"
    gen.end
  }
}
