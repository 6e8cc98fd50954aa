// visa-to-gen on integer arithmetic that needs sequences (IntArith.cpp,
// Math.cpp, Alu.cpp): a DWord mul is one Gen mul where the product has a
// DWord multiplier and mul-to-acc0 of the low words then mach where it has
// not (ICLLP); mulh and addc run a register of channels at a time through
// the accumulator; integer div/mod are math.iqot/irem; rol is native from
// Gen11 and shl/shr/or with the count modulo 32 before; bfi is bfi1 (the
// mask) then bfi2 on the unshifted insert value.
// RUN: visa-opt %s --visa-to-gen=product=SKL | FileCheck %s --check-prefixes=CHECK,SKL
// RUN: visa-opt %s --visa-to-gen=product=ICLLP | FileCheck %s --check-prefixes=CHECK,ICL

module {
  visa.kernel @k attrs (SimdSize = 16 : i8) {
    visa.decl @A : d[16] align(hword)
    visa.decl @B : d[16] align(hword)
    visa.decl @AU : ud[16] align(hword) alias(@A, 0)
    visa.decl @BU : ud[16] align(hword) alias(@B, 0)
    visa.decl @D : d[16] align(hword)
    visa.decl @C : ud[16] align(hword)
    visa.decl @DU : ud[16] align(hword) alias(@D, 0)
    visa.input @A offset(64) size(64)
    visa.input @B offset(128) size(64)
    visa.mul (M1, 16) @D(0, 0)<1>, @A(0, 0)<1, 1, 0>, @B(0, 0)<1, 1, 0>
    visa.mulh (M1, 16) @D(0, 0)<1>, @A(0, 0)<1, 1, 0>, 0x92492493 : d
    visa.div (M1, 16) @D(0, 0)<1>, @A(0, 0)<1, 1, 0>, @B(0, 0)<1, 1, 0>
    visa.mod (M1, 16) @D(0, 0)<1>, @A(0, 0)<1, 1, 0>, @B(0, 0)<1, 1, 0>
    visa.addc (M1, 16) @DU(0, 0)<1>, @C(0, 0)<1>, @AU(0, 0)<1, 1, 0>, @BU(0, 0)<1, 1, 0>
    visa.rol (M1, 16) @DU(0, 0)<1>, @AU(0, 0)<1, 1, 0>, @BU(0, 0)<1, 1, 0>
    visa.bfi (M1, 16) @DU(0, 0)<1>, @BU(0, 0)<1, 1, 0>, @BU(0, 0)<1, 1, 0>, @AU(0, 0)<1, 1, 0>, @AU(0, 0)<1, 1, 0>
    visa.ret (M1, 1)
  }
}

// CHECK-DAG: gen.vreg [[A:[0-9]+]] : "grf"[64] align 1 at 64 "A"
// CHECK-DAG: gen.vreg [[B:[0-9]+]] : "grf"[64] align 1 at 128 "B"
// CHECK-DAG: gen.vreg [[D:[0-9]+]] : "grf"[64] align 32 "D"
// CHECK-DAG: gen.vreg [[C:[0-9]+]] : "grf"[64] align 32 "C"
// mul
// SKL:      gen.mul "(16|M0) v[[D]].0<1>:d v[[A]].0<1;1,0>:d v[[B]].0<1;1,0>:d"
// ICL:      gen.mul "(W) (8|M0) acc0.0<1>:d v[[A]].0<1;1,0>:d v[[B]].0<2;1,0>:uw"
// ICL-NEXT: gen.mach "(8|M0) v[[D]].0<1>:d v[[A]].0<1;1,0>:d v[[B]].0<1;1,0>:d"
// ICL-NEXT: gen.mul "(W) (8|M8) acc0.0<1>:d v[[A]].8<1;1,0>:d v[[B]].16<2;1,0>:uw"
// ICL-NEXT: gen.mach "(8|M8) v[[D]].8<1>:d v[[A]].8<1;1,0>:d v[[B]].8<1;1,0>:d"
// mulh
// CHECK-NEXT: gen.mul "(W) (8|M0) acc0.0<1>:d v[[A]].0<1;1,0>:d 0x2493:uw"
// CHECK-NEXT: gen.mach "(8|M0) v[[D]].0<1>:d v[[A]].0<1;1,0>:d 0x92492493:d {AccWrEn}"
// CHECK-NEXT: gen.mul "(W) (8|M8) acc0.0<1>:d v[[A]].8<1;1,0>:d 0x2493:uw"
// CHECK-NEXT: gen.mach "(8|M8) v[[D]].8<1>:d v[[A]].8<1;1,0>:d 0x92492493:d {AccWrEn}"
// div, mod
// CHECK-NEXT: gen.math ".iqot (16|M0) v[[D]].0<1>:d v[[A]].0<1;1,0>:d v[[B]].0<1;1,0>:d"
// CHECK-NEXT: gen.math ".irem (16|M0) v[[D]].0<1>:d v[[A]].0<1;1,0>:d v[[B]].0<1;1,0>:d"
// addc: the carry is read back from acc0 after each group
// CHECK-NEXT: gen.addc "(8|M0) v[[D]].0<1>:ud v[[A]].0<1;1,0>:ud v[[B]].0<1;1,0>:ud {AccWrEn}"
// CHECK-NEXT: gen.mov "(8|M0) v[[C]].0<1>:ud acc0.0<8;8,1>:ud"
// CHECK-NEXT: gen.addc "(8|M8) v[[D]].8<1>:ud v[[A]].8<1;1,0>:ud v[[B]].8<1;1,0>:ud {AccWrEn}"
// CHECK-NEXT: gen.mov "(8|M8) v[[C]].8<1>:ud acc0.0<8;8,1>:ud"
// rol
// SKL-NEXT: gen.and "(16|M0) v[[N:[0-9]+]].0<1>:ud v[[B]].0<1;1,0>:ud 0x1F:ud"
// SKL-NEXT: gen.add "(16|M0) v[[REST:[0-9]+]].0<1>:d -v[[N]].0<16;16,1>:d 0x20:d"
// SKL-NEXT: gen.shl "(16|M0) v[[HI:[0-9]+]].0<1>:ud v[[A]].0<1;1,0>:ud v[[N]].0<16;16,1>:ud"
// SKL-NEXT: gen.shr "(16|M0) v[[LO:[0-9]+]].0<1>:ud v[[A]].0<1;1,0>:ud v[[REST]].0<16;16,1>:d"
// SKL-NEXT: gen.or "(16|M0) v[[D]].0<1>:ud v[[HI]].0<16;16,1>:ud v[[LO]].0<16;16,1>:ud"
// ICL-NEXT: gen.rol "(16|M0) v[[D]].0<1>:ud v[[A]].0<1;1,0>:ud v[[B]].0<1;1,0>:ud"
// bfi
// CHECK-NEXT: gen.bfi1 "(16|M0) v[[MASK:[0-9]+]].0<1>:ud v[[B]].0<1;1,0>:ud v[[B]].0<1;1,0>:ud"
// CHECK-NEXT: gen.bfi2 "(16|M0) v[[D]].0<1>:ud v[[MASK]].0<16;16,1>:ud v[[A]].0<1;1,0>:ud v[[A]].0<1;1,0>:ud"
