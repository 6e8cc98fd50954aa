// visa-to-gen on float math (Math.cpp): inv and sqrt are one `math` each;
// pow is math.pow where the product has POW and exp(log(x) * y) where it
// has not (TGLLP); a float div is math.fdiv where the product has FDIV and
// inv then mul where it has not (TGLLP).
// RUN: visa-opt %s --visa-to-gen=product=SKL | FileCheck %s --check-prefixes=CHECK,SKL
// RUN: visa-opt %s --visa-to-gen=product=TGLLP | FileCheck %s --check-prefixes=CHECK,TGL

module {
  visa.kernel @k attrs (SimdSize = 8 : i8) {
    visa.decl @X : f[8] align(hword)
    visa.decl @Y : f[8] align(hword)
    visa.decl @Z : f[8] align(hword)
    visa.input @X offset(32) size(32)
    visa.input @Y offset(64) size(32)
    visa.inv (M1, 8) @Z(0, 0)<1>, @X(0, 0)<1, 1, 0>
    visa.sqrt (M1, 8) @Z(0, 0)<1>, @X(0, 0)<1, 1, 0>
    visa.pow (M1, 8) @Z(0, 0)<1>, @X(0, 0)<1, 1, 0>, @Y(0, 0)<1, 1, 0>
    visa.div (M1, 8) @Z(0, 0)<1>, @X(0, 0)<1, 1, 0>, @Y(0, 0)<1, 1, 0>
    visa.ret (M1, 1)
  }
}

// CHECK-DAG: gen.vreg [[X:[0-9]+]] : "grf"[32] align 1 at 32 "X"
// CHECK-DAG: gen.vreg [[Y:[0-9]+]] : "grf"[32] align 1 at 64 "Y"
// CHECK-DAG: gen.vreg [[Z:[0-9]+]] : "grf"[32] align 32 "Z"
// CHECK:      gen.math ".inv (8|M0) v[[Z]].0<1>:f v[[X]].0<1;1,0>:f"
// CHECK-NEXT: gen.math ".sqt (8|M0) v[[Z]].0<1>:f v[[X]].0<1;1,0>:f"
// SKL-NEXT:   gen.math ".pow (8|M0) v[[Z]].0<1>:f v[[X]].0<1;1,0>:f v[[Y]].0<1;1,0>:f"
// TGL-NEXT:   gen.math ".log (8|M0) v[[LOG:[0-9]+]].0<1>:f v[[X]].0<1;1,0>:f"
// TGL-NEXT:   gen.mul "(8|M0) v[[LOG]].0<1>:f v[[LOG]].0<8;8,1>:f v[[Y]].0<1;1,0>:f"
// TGL-NEXT:   gen.math ".exp (8|M0) v[[Z]].0<1>:f v[[LOG]].0<8;8,1>:f"
// SKL-NEXT:   gen.math ".fdiv (8|M0) v[[Z]].0<1>:f v[[X]].0<1;1,0>:f v[[Y]].0<1;1,0>:f"
// TGL-NEXT:   gen.math ".inv (8|M0) v[[INV:[0-9]+]].0<1>:f v[[Y]].0<1;1,0>:f"
// TGL-NEXT:   gen.mul "(8|M0) v[[Z]].0<1>:f v[[X]].0<1;1,0>:f v[[INV]].0<8;8,1>:f"
