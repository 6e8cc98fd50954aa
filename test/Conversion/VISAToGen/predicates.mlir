// visa-to-gen on logic with predicate operands (Predicates.cpp): NoMask
// over a whole flag word is one scalar instruction on the flags; under the
// channel mask each predicate becomes 1/0 words (sel) and the operation
// writes the destination's bits through its condition modifier, so
// disabled channels keep theirs. mov of a predicate copies its bits.
// RUN: visa-opt %s --visa-to-gen=product=SKL | FileCheck %s

module {
  visa.kernel @k attrs (SimdSize = 16 : i8) {
    visa.decl @X : d[16] align(hword)
    visa.decl @V : uw[16] align(hword)
    visa.pred @P1[16]
    visa.pred @P2[16]
    visa.pred @P3[16]
    visa.input @X offset(64) size(64)
    visa.cmp (M1, 16) gt, @P1, @X(0, 0)<1, 1, 0>, 0x0 : d
    visa.cmp (M1, 16) lt, @P2, @X(0, 0)<1, 1, 0>, 0x64 : d
    visa.and (M1_NM, 16) @P3, @P1, @P2
    visa.or (M1, 16) @P3, @P1, @P2
    visa.mov (M1_NM, 1) @V(0, 0)<1>, @P3
    visa.ret (M1, 1)
  }
}

// CHECK-DAG: gen.vreg [[X:[0-9]+]] : "grf"[64] align 1 at 64 "X"
// CHECK-DAG: gen.vreg [[V:[0-9]+]] : "grf"[32] align 32 "V"
// CHECK:      gen.cmp "(16|M0) (gt)vf[[P1:[0-9]+]] null<1>:d v[[X]].0<1;1,0>:d 0x0:d"
// CHECK-NEXT: gen.cmp "(16|M0) (lt)vf[[P2:[0-9]+]] null<1>:d v[[X]].0<1;1,0>:d 0x64:d"
// CHECK-NEXT: gen.and "(W) (1|M0) vf[[P3:[0-9]+]].0<1>:uw vf[[P1]].0<0;1,0>:uw vf[[P2]].0<0;1,0>:uw"
// CHECK-NEXT: gen.mov "(W) (1|M0) v[[ONE:[0-9]+]].0<1>:uw 0x1:uw"
// CHECK-NEXT: gen.sel "(vf[[P1]]) (16|M0) v[[A:[0-9]+]].0<1>:uw v[[ONE]].0<0;1,0>:uw 0x0:uw"
// CHECK-NEXT: gen.sel "(vf[[P2]]) (16|M0) v[[B:[0-9]+]].0<1>:uw v[[ONE]].0<0;1,0>:uw 0x0:uw"
// CHECK-NEXT: gen.or "(16|M0) (ne)vf[[P3]] null<1>:uw v[[A]].0<16;16,1>:uw v[[B]].0<16;16,1>:uw"
// CHECK-NEXT: gen.mov "(W) (1|M0) v[[V]].0<1>:uw vf[[P3]].0<0;1,0>:uw"
