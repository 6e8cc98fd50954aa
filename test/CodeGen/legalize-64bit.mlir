// 64-bit operands gen-legalize must take apart. BXT's 64-bit rules want
// source and destination at the same offset and no indirect source (scalar
// sources aside): a two-channel NoMask add splits into scalar halves, a
// sel whose condition forbids that works in packed temporaries and moves
// its result out one dword pair a channel, and an indirect :df source
// is read as dword pairs under the instruction's own mask. SKL halves an
// indirect source of one element per address register by its rows.
// (sgshort, sgdbl, wglong, wgdouble on BXT; sgshuf16 on BDW/SKL/BXT.)
// RUN: visa-opt %s --gen-legalize --gen-check-legal | FileCheck %s

module {
  // CHECK-LABEL: gen.func @bxt_qword_pairs
  gen.func @bxt_qword_pairs kernel product "BXT" {
    gen.vreg 0 : "grf"[64] align 32
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.add "(W) (1|M0) v0.2<4>:q v0.2<0;1,0>:q v0.1<0;1,0>:q"
    // CHECK-NEXT: gen.add "(W) (1|M0) v0.6<4>:q v0.6<0;1,0>:q v0.5<0;1,0>:q"
    gen.add "(W) (2|M0) v0.2<4>:q v0.2<4;1,0>:q v0.1<4;1,0>:q"
    gen.end
  }
  // CHECK-LABEL: gen.func @bxt_max_pairs
  gen.func @bxt_max_pairs kernel product "BXT" {
    gen.vreg 0 : "grf"[64] align 32
    gen.vreg 1 : "flag"[2] align 2
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.mov "(W) (2|M0) v[[A:[0-9]+]].0<2>:ud v0.4<8;1,0>:ud"
    // CHECK-NEXT: gen.mov "(W) (2|M0) v[[A]].1<2>:ud v0.5<8;1,0>:ud"
    // CHECK-NEXT: gen.mov "(W) (2|M0) v[[B:[0-9]+]].0<2>:ud v0.2<8;1,0>:ud"
    // CHECK-NEXT: gen.mov "(W) (2|M0) v[[B]].1<2>:ud v0.3<8;1,0>:ud"
    // CHECK-NEXT: gen.sel "(W) (2|M0) (ge)vf1 v[[R:[0-9]+]].0<1>:df v[[A]].0<2;2,1>:df v[[B]].0<2;2,1>:df"
    // CHECK-NEXT: gen.mov "(W) (2|M0) v0.4<1>:ud v[[R]].0<2;2,1>:ud"
    // CHECK-NEXT: gen.mov "(W) (2|M0) v0.12<1>:ud v[[R]].2<2;2,1>:ud"
    gen.sel "(W) (2|M0) (ge)vf1.0 v0.2<4>:df v0.2<4;1,0>:df v0.1<4;1,0>:df"
    gen.end
  }
  // CHECK-LABEL: gen.func @skl_vxh_df
  gen.func @skl_vxh_df kernel product "SKL" {
    gen.vreg 0 : "grf"[128] align 32
    gen.vreg 1 : "addr"[32] align 32
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.mov "(8|M0) v0.0<1>:df r[va1.0]<1,0>:df"
    // CHECK-NEXT: gen.mov "(8|M8) v0.8<1>:df r[va1.8]<1,0>:df"
    gen.mov "(16|M0) v0.0<1>:df r[va1.0]<1,0>:df"
    gen.end
  }
  // CHECK-LABEL: gen.func @bxt_vxh_df
  gen.func @bxt_vxh_df kernel product "BXT" {
    gen.vreg 0 : "grf"[128] align 32
    gen.vreg 1 : "addr"[32] align 32
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.mov "(8|M0) v[[A:[0-9]+]].0<2>:ud r[va1.0]<1,0>:ud"
    // CHECK-NEXT: gen.mov "(8|M0) v[[A]].1<2>:ud r[va1.0,4]<1,0>:ud"
    // CHECK-NEXT: gen.mov "(8|M0) v0.0<1>:df v[[A]].0<4;4,1>:df"
    // CHECK-NEXT: gen.mov "(8|M8) v[[B:[0-9]+]].0<2>:ud r[va1.8]<1,0>:ud"
    // CHECK-NEXT: gen.mov "(8|M8) v[[B]].1<2>:ud r[va1.8,4]<1,0>:ud"
    // CHECK-NEXT: gen.mov "(8|M8) v0.8<1>:df v[[B]].0<4;4,1>:df"
    gen.mov "(16|M0) v0.0<1>:df r[va1.0]<1,0>:df"
    gen.end
  }
}
