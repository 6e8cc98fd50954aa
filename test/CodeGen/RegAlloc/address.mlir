// Address registers: a0.0-a0.15 as 16-bit words. An address register of
// eight words reads eight addresses (VxH); an immediate naming a virtual
// register (`&v1+32`) is that register's GRF byte address, and keeps it
// live up to the last indirect read through an address register that may
// point into it (address-ranges.mlir). 18 words live at once
// do not fit in a0: what does not fit moves to GRF homes, filled into a0
// before each use.
// RUN: visa-opt %s --test-gen-regalloc-analysis -o /dev/null | FileCheck %s --check-prefix=GRAPH
// RUN: visa-opt %s --gen-regalloc | FileCheck %s
// RUN: visa-opt %s --gen-regalloc | FileCheck %s --check-prefix=REACH
//
// Every indirect operand points into "table": the kernel records the GRFs
// it got, which gen-swsb orders indirect accesses against.
// REACH: gen.func @addr kernel product "SKL" attributes {indirect_grfs = array<i32: [[#G:]],
// REACH-SAME: [[#G+1]], [[#G+2]], [[#G+3]], [[#G+4]], [[#G+5]], [[#G+6]], [[#G+7]]>}
// REACH: gen.vreg 1 : "grf"[256] align 32 at [[#mul(G,32)]] "table"
//
// GRAPH: #3 mov kill(v2) live(v0 v1 v2 v5 v6 v7)
// GRAPH: #5 add kill(v2) live(v0 v1 v2 v5)
// GRAPH: #6 add kill(v2) live(v0 v2)
// GRAPH: v1 grf[256]: v2
// GRAPH: v5 addr[16]: v6 v7
// GRAPH: v1 address-taken
//
// CHECK: gen.vreg 1 : "grf"[256] align 32 at [[#T:]] "table"
// CHECK: gen.mov "(W) (8|M0) a0.0<1>:uw 0x[[#%X,T]]:uw"
// CHECK-NEXT: gen.mov "(W) (8|M0) r[[H:[0-9]+]].8<1>:uw a0.0<8;8,1>:uw"
// CHECK-NEXT: gen.mov "(W) (8|M0) a0.0<1>:uw 0x[[#%X,T+32]]:uw"
// CHECK-NEXT: gen.mov "(W) (8|M0) r[[H]].0<1>:uw a0.0<8;8,1>:uw"
// CHECK-NEXT: gen.mov "(W) (2|M0) a0.8<1>:uw 0x[[#%X,T+64]]:uw"
// CHECK-NEXT: gen.mov "(W) (8|M0) a0.0<1>:uw r[[H]].8<8;8,1>:uw"
// CHECK-NEXT: gen.mov "(8|M0) r{{[0-9]+}}.0<1>:d r[a0.0]<1,0>:d"
// CHECK: gen.add "(8|M0) r{{[0-9]+}}.0<1>:d r{{[0-9]+}}.0<1;1,0>:d r[a0.9,4]<0;1,0>:d"

module {
  gen.func @addr kernel product "SKL" {
    gen.vreg 0 : "grf"[32] align 32 at 0 "%r0"
    gen.vreg 1 : "grf"[256] align 32 "table"
    gen.vreg 2 : "grf"[64] align 32 "out"
    gen.vreg 3 : "grf"[32] align 32 at 4064 "eot"
    gen.vreg 5 : "addr"[16] align 2 "a8"
    gen.vreg 6 : "addr"[16] align 2 "b8"
    gen.vreg 7 : "addr"[4] align 2 "c2"
    gen.fallthrough ^bb1
  ^bb1:
    gen.mov "(W) (8|M0) va5.0<1>:uw &v1:uw"
    gen.mov "(W) (8|M0) va6.0<1>:uw &v1+32:uw"
    gen.mov "(W) (2|M0) va7.0<1>:uw &v1+64:uw"
    gen.mov "(8|M0) v2.0<1>:d r[va5.0,0]<1,0>:d"
    gen.add "(8|M0) v2.0<1>:d v2.0<1;1,0>:d r[va6.0,0]<1,0>:d"
    gen.add "(8|M0) v2.0<1>:d v2.0<1;1,0>:d r[va7.1,4]<0;1,0>:d"
    gen.add "(8|M0) v2.0<1>:d v2.0<1;1,0>:d r[va5.0,0]<1,0>:d"
    gen.sends "(8|M0) null:ud(0) v0:ud(1) v2:ud(1) sfid=dc0 desc=0x20F0000 exdesc=0x4A"
    gen.mov "(W) (8|M0) v3.0<1>:ud v0.0<8;8,1>:ud"
    gen.send "(W) (8|M0) null:ud(0) v3:ud(1) null:ud(0) sfid=ts desc=0x2000010 exdesc=0x27 {EOT}"
    gen.end
  }
}
