// visa-to-gen on the IEEE single-precision division macro (MathMacro.cpp):
// operands copied to whole registers, math.invm writing the first
// approximation to mme0 and the early-out flag, then madm steps (skipped
// where invm settled the result) chaining their extra precision through
// mme1-6, all in the Align16 form the encoder takes; the result is
// copied to the destination. TGLLP has no math macros: an error.
// RUN: visa-opt %s --visa-to-gen=product=SKL | FileCheck %s
// RUN: not visa-opt %s --visa-to-gen=product=TGLLP 2>&1 | FileCheck %s --check-prefix=TGL

module {
  visa.kernel @k attrs (SimdSize = 8 : i8) {
    visa.decl @X : f[8] align(hword)
    visa.decl @Y : f[8] align(hword)
    visa.decl @Z : f[8] align(hword)
    visa.input @X offset(32) size(32)
    visa.input @Y offset(64) size(32)
    visa.divm (M1, 8) @Z(0, 0)<1>, @X(0, 0)<1, 1, 0>, @Y(0, 0)<1, 1, 0>
    visa.ret (M1, 1)
  }
}

// CHECK-DAG: gen.vreg [[X:[0-9]+]] : "grf"[32] align 1 at 32 "X"
// CHECK-DAG: gen.vreg [[Y:[0-9]+]] : "grf"[32] align 1 at 64 "Y"
// CHECK-DAG: gen.vreg [[Z:[0-9]+]] : "grf"[32] align 32 "Z"
// CHECK:      gen.mov "(8|M0) v[[A:[0-9]+]].0<1>:f v[[X]].0<1;1,0>:f"
// CHECK-NEXT: gen.mov "(8|M0) v[[B:[0-9]+]].0<1>:f v[[Y]].0<1;1,0>:f"
// CHECK-NEXT: gen.mov "(W) (8|M0) v[[ZERO:[0-9]+]].0<1>:f 0x0:f"
// CHECK-NEXT: gen.mov "(W) (8|M0) v[[ONE:[0-9]+]].0<1>:f 0x3F800000:f"
// CHECK-NEXT: gen.math ".invm (8|M0) (eo)vf[[F:[0-9]+]] v[[R:[0-9]+]].0.mme0:f v[[A]].0.nomme:f v[[B]].0.nomme:f {Align16}"
// q0 = a y0; e0 = 1 - b y0; y1 = y0 + e0 y0
// CHECK-NEXT: gen.madm "(~vf[[F]]) (8|M0) v[[Q0:[0-9]+]].0.mme1:f v[[ZERO]].0.nomme:f v[[A]].0.nomme:f v[[R]].0.mme0:f {Align16}"
// CHECK-NEXT: gen.madm "(~vf[[F]]) (8|M0) v[[E0:[0-9]+]].0.mme2:f v[[ONE]].0.nomme:f -v[[B]].0.nomme:f v[[R]].0.mme0:f {Align16}"
// CHECK-NEXT: gen.madm "(~vf[[F]]) (8|M0) v[[Y1:[0-9]+]].0.mme3:f v[[R]].0.mme0:f v[[E0]].0.mme2:f v[[R]].0.mme0:f {Align16}"
// r0 = a - b q0; q1 = q0 + r0 y1; r1 = a - b q1; q = q1 + r1 y1
// CHECK-NEXT: gen.madm "(~vf[[F]]) (8|M0) v[[R0:[0-9]+]].0.mme4:f v[[A]].0.nomme:f -v[[B]].0.nomme:f v[[Q0]].0.mme1:f {Align16}"
// CHECK-NEXT: gen.madm "(~vf[[F]]) (8|M0) v[[Q1:[0-9]+]].0.mme5:f v[[Q0]].0.mme1:f v[[R0]].0.mme4:f v[[Y1]].0.mme3:f {Align16}"
// CHECK-NEXT: gen.madm "(~vf[[F]]) (8|M0) v[[R1:[0-9]+]].0.mme6:f v[[A]].0.nomme:f -v[[B]].0.nomme:f v[[Q1]].0.mme5:f {Align16}"
// CHECK-NEXT: gen.madm "(~vf[[F]]) (8|M0) v[[R]].0.nomme:f v[[Q1]].0.mme5:f v[[R1]].0.mme6:f v[[Y1]].0.mme3:f {Align16}"
// CHECK-NEXT: gen.mov "(8|M0) v[[Z]].0<1>:f v[[R]].0<8;8,1>:f"
// TGL: error: visa-to-gen: IEEE divm needs the math macros, which TGLLP lacks
