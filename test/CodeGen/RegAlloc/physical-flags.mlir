// Flags that instructions name physically are busy only where they hold a
// value. A stack-call function saves f0 and f1 at its entry and restores
// them before it returns (its caller reads them after the return), which
// names every flag bit; its own flag still gets one in between.
// RUN: visa-opt %s --test-gen-regalloc-analysis -o /dev/null | FileCheck %s --check-prefix=LIVE
// RUN: visa-opt %s --gen-regalloc | FileCheck %s
//
// LIVE: block 1 preds(0) succs() in(v1 v5 f0.0 f0.1 f1.0 f1.1)
// LIVE-NEXT: #0 mov divergent kill(v2) live(v1 v2 v5 f1.0 f1.1)
// LIVE-NEXT: #1 mov divergent kill(v3) live(v1 v2 v3 v5)
// LIVE: #3 cmp divergent kill(v4) live(v0 v1 v2 v3 v4 v5)
// LIVE: #5 mov divergent kill(f0.0 f0.1) live(v1 v3 f0.0 f0.1)
// LIVE-NEXT: #6 mov divergent kill(f1.0 f1.1) live(v1 f0.0 f0.1 f1.0 f1.1)
// LIVE-NEXT: #7 ret divergent live(f0.0 f0.1 f1.0 f1.1)
//
// CHECK: gen.cmp "(8|M0) (lt)[[F:f[01]\.[01]]] null<1>:d
// CHECK-NEXT: gen.sel "([[F]]) (8|M0)

module {
  gen.func @callee product "SKL" attributes {simd = 8 : i32} {
    gen.vreg 0 : "grf"[32] align 32 "x"
    gen.vreg 1 : "grf"[32] align 32 at 4064 "abi.frame" {reserved}
    gen.vreg 2 : "grf"[4] align 4 "saved.flag"
    gen.vreg 3 : "grf"[4] align 4 "saved.flag"
    gen.vreg 4 : "flag"[2] align 2
    gen.vreg 5 : "grf"[32] align 32 at 3968 "%retval" {reserved}
    gen.fallthrough ^bb1
  ^bb1:
    gen.mov "(W) (1|M0) v2.0<1>:ud f0.0<0;1,0>:ud"
    gen.mov "(W) (1|M0) v3.0<1>:ud f1.0<0;1,0>:ud"
    gen.mov "(8|M0) v0.0<1>:d 0x1:d"
    gen.cmp "(8|M0) (lt)vf4 null<1>:d v0.0<1;1,0>:d 0x0:d"
    gen.sel "(vf4) (8|M0) v5.0<1>:d v0.0<1;1,0>:d 0x2:d"
    gen.mov "(W) (1|M0) f0.0<1>:ud v2.0<0;1,0>:ud"
    gen.mov "(W) (1|M0) f1.0<1>:ud v3.0<0;1,0>:ud"
    gen.ret "(8|M0) null:ud v1.0<2;2,1>:ud" {function_return}
  }
}
