// visa-to-gen's branches (ControlFlow.cpp, Joins.cpp): a join starts every
// place a goto can park channels (a forward goto's target, the instruction
// after a backward goto) and nowhere else; a uniform branch (goto of size 1,
// jmp) is a jmpi unless a join lies between it and its target, or the
// product has no scalar jumps (TGLLP), and then a goto of the dispatch width
// on channel 0's predicate bit; before Gen11 a forward goto takes the
// channels whose predicate is false, so its predicate is inverted (an
// unpredicated one gets a flag of zeros); a divergent ret branches to the
// kernel's one exit, which ends the thread.
// RUN: visa-opt %s --visa-to-gen=product=SKL | FileCheck %s --check-prefixes=CHECK,GEN9
// RUN: visa-opt %s --visa-to-gen=product=ICLLP | FileCheck %s --check-prefixes=CHECK,GEN11
// RUN: visa-opt %s --visa-to-gen=product=TGLLP | FileCheck %s --check-prefixes=CHECK,GEN12

module {
  visa.kernel @k attrs (SimdSize = 16 : i8) {
    visa.decl @A : d[16] align(hword)
    visa.pred @P[16]
    visa.pred @Q[16]
    visa.label_decl @Then : block
    visa.label_decl @Join : block
    visa.label_decl @Skip : block
    visa.label_decl @Loop : block
    visa.input @A offset(32) size(64)
    visa.cmp (M1, 16) lt, @P, @A(0, 0)<1, 1, 0>, 0x8 : d
    visa.cmp (M1_NM, 16) gt, @Q, @A(0, 0)<1, 1, 0>, 0x2 : d
    visa.goto (M1, 16) (@P) @Then
    visa.add (M1, 16) @A(0, 0)<1>, @A(0, 0)<1, 1, 0>, 0x1 : d
    visa.goto (M1, 1) @Join
    visa.label @Then
    visa.add (M1, 16) @A(0, 0)<1>, @A(0, 0)<1, 1, 0>, 0x2 : d
    visa.label @Join
    visa.jmp (M1, 1) (@Q) @Skip
    visa.add (M1, 16) @A(0, 0)<1>, @A(0, 0)<1, 1, 0>, 0x3 : d
    visa.label @Skip
    visa.label @Loop
    visa.add (M1, 16) @A(0, 0)<1>, @A(0, 0)<1, 1, 0>, 0x4 : d
    visa.goto (M1, 16) (@P) @Loop
    visa.ret (M1, 16) (@Q)
    visa.add (M1, 16) @A(0, 0)<1>, @A(0, 0)<1, 1, 0>, 0x5 : d
    visa.ret (M1, 1)
  }
}

// CHECK:        gen.cmp "(16|M0) (lt)[[P:vf[0-9]+]]
// CHECK:        gen.cmp "(W) (16|M0) (gt)[[Q:vf[0-9]+]]
// The divergent if: Gen9 inverts the predicate.
// GEN9-NEXT:    gen.goto "(~[[P]]) (16|M0)" [^[[THEN:bb[0-9]+]], ^{{bb[0-9]+}}]
// GEN11-NEXT:   gen.goto "([[P]]) (16|M0)" [^[[THEN:bb[0-9]+]], ^{{bb[0-9]+}}]
// GEN12-NEXT:   gen.goto "([[P]]) (16|M0)" [^[[THEN:bb[0-9]+]], ^{{bb[0-9]+}}]
// CHECK:        gen.add {{.*}} 0x1:d"
// The uniform goto over Then (where channels wait) stays a goto; every
// channel takes it: a flag of zeros on Gen9, no predicate from Gen11.
// GEN9-NEXT:    gen.mov "(W) (1|M0) [[Z:vf[0-9]+]].0<1>:uw 0x0:uw"
// GEN9-NEXT:    gen.goto "([[Z]]) (16|M0)" [^[[JOIN:bb[0-9]+]], ^[[THEN]]]
// GEN11-NEXT:   gen.goto "(16|M0)" [^[[JOIN:bb[0-9]+]], ^[[THEN]]]
// GEN12-NEXT:   gen.goto "(16|M0)" [^[[JOIN:bb[0-9]+]], ^[[THEN]]]
// CHECK:      ^[[THEN]]:
// CHECK-NEXT:   gen.join "(16|M0)"
// CHECK:      ^[[JOIN]]:
// CHECK-NEXT:   gen.join "(16|M0)"
// The uniform jmp over code where nobody waits is a scalar jump on channel
// 0 of its predicate, except on TGLLP.
// GEN9-NEXT:    gen.jmpi "(W&[[Q]]) (1|M0)" [^[[LOOP:bb[0-9]+]], ^{{bb[0-9]+}}]
// GEN11-NEXT:   gen.jmpi "(W&[[Q]]) (1|M0)" [^[[LOOP:bb[0-9]+]], ^{{bb[0-9]+}}]
// GEN12-NEXT:   gen.mov "(W) (1|M0) [[B:vf[0-9]+]].0<1>:uw 0x0:uw"
// GEN12-NEXT:   gen.mov "(W&[[Q]]) (1|M0) [[B]].0<1>:uw 0xFFFF:uw"
// GEN12-NEXT:   gen.goto "([[B]]) (16|M0)" [^[[LOOP:bb[0-9]+]], ^{{bb[0-9]+}}]
// CHECK:        gen.add {{.*}} 0x3:d"
// The loop head needs no join (on TGLLP the goto above parks channels there).
// CHECK:      ^[[LOOP]]:
// GEN9-NEXT:    gen.add {{.*}} 0x4:d"
// GEN11-NEXT:   gen.add {{.*}} 0x4:d"
// GEN12-NEXT:   gen.join "(16|M0)"
// GEN12-NEXT:   gen.add {{.*}} 0x4:d"
// A backward goto takes the channels whose predicate holds on every
// product; those that do not loop wait at the join after it.
// CHECK-NEXT:   gen.goto "([[P]]) (16|M0)" [^[[LOOP]], ^[[AFTER:bb[0-9]+]]]
// CHECK-NEXT: ^[[AFTER]]:
// CHECK-NEXT:   gen.join "(16|M0)"
// The divergent ret goes to the kernel's exit; the last ret falls into it.
// GEN9-NEXT:    gen.goto "(~[[Q]]) (16|M0)" [^[[EXIT:bb[0-9]+]], ^{{bb[0-9]+}}]
// GEN11-NEXT:   gen.goto "([[Q]]) (16|M0)" [^[[EXIT:bb[0-9]+]], ^{{bb[0-9]+}}]
// GEN12-NEXT:   gen.goto "([[Q]]) (16|M0)" [^[[EXIT:bb[0-9]+]], ^{{bb[0-9]+}}]
// CHECK:        gen.add {{.*}} 0x5:d"
// CHECK-NEXT:   gen.fallthrough ^[[EXIT]]
// CHECK-NEXT: ^[[EXIT]]:
// CHECK-NEXT:   gen.join "(16|M0)"
// CHECK-NEXT:   gen.mov "(W) (8|M0) [[EOT:v[0-9]+]].0<1>:ud
// CHECK-NEXT:   gen.send {{.*}} {EOT}"
// CHECK-NEXT:   gen.end
// CHECK-NOT:    gen.join
