// RUN: visa-opt %s | FileCheck %s
// RUN: visa-opt %s | visa-opt | FileCheck %s
//
// Operand types the verifier accepts: those of the instruction's supported
// types, packed vector immediates where a type of their elements' kind is
// (V: signed integers, UV: unsigned, VF: float), and anything in a legacy
// truncated module, which is checked for its format only. Enumerated fields
// print as their .visaasm names and parse from them or from numbers.

// CHECK-LABEL: visa.kernel @packed
// CHECK: visa.mov (M1, 8) @D(0, 0)<1>, 0x76543210 : v
// CHECK-NEXT: visa.add (M1, 8) @UW(0, 0)<1>, @UW(0, 0)<8, 8, 1>, 0x76543210 : uv
// CHECK-NEXT: visa.mul (M1, 4) @F(0, 0)<1>, @F(0, 0)<4, 4, 1>, 0x38302820 : vf
visa.kernel @packed {
  visa.decl @D : d[8] align(hword)
  visa.decl @UW : uw[8] align(hword)
  visa.decl @F : f[8] align(hword)
  visa.mov (M1, 8) @D(0, 0)<1>, 0x76543210 : v
  visa.add (M1, 8) @UW(0, 0)<1>, @UW(0, 0)<8, 8, 1>, 0x76543210 : uv
  visa.mul (M1, 4) @F(0, 0)<1>, @F(0, 0)<4, 4, 1>, 0x38302820 : vf
}

// CHECK-LABEL: visa.kernel @spelled
// CHECK: visa.cmp (M1, 16) ge.n, @P1, @D(0, 0)<1, 1, 0>, 0x0 : d
// CHECK-NEXT: visa.cmp (M1, 16) ge.n, @P1, @D(0, 0)<1, 1, 0>, 0x0 : d
// CHECK-NEXT: visa.typed_atomic cmpxchg.16 (M1, 8) @T6, @D[0], @D[0], @D[0], @D[0], @D[0], @D[0], @D[0]
// CHECK-NEXT: visa.svm_block_ld owords.8.unaligned, @D(0, 0)<0, 1, 0>, @D[0]
// CHECK-NEXT: visa.fence sw_local.E
// CHECK-NEXT: visa.sbarrier signal
// CHECK-NEXT: visa.fminmax (M1, 16) max, @D(0, 0)<1>, @D(0, 0)<1, 1, 0>, 0x0 : d
// Values with bits no name covers stay numbers.
// CHECK-NEXT: visa.cmp (M1, 16) 6, @P1, @D(0, 0)<1, 1, 0>, 0x0 : d
visa.kernel @spelled {
  visa.decl @D : d[16] align(hword)
  visa.pred @P1[16]
  visa.surface @T6[1]
  visa.cmp (M1, 16) ge.n, @P1, @D(0, 0)<1, 1, 0>, 0x0 : d
  visa.cmp (M1, 16) 131, @P1, @D(0, 0)<1, 1, 0>, 0x0 : d
  visa.typed_atomic cmpxchg.16 (M1, 8) @T6, @D[0], @D[0], @D[0], @D[0], @D[0], @D[0], @D[0]
  visa.svm_block_ld owords.8.unaligned, @D(0, 0)<0, 1, 0>, @D[0]
  visa.fence sw_local.E
  visa.sbarrier signal
  visa.fminmax (M1, 16) max, @D(0, 0)<1>, @D(0, 0)<1, 1, 0>, 0x0 : d
  visa.cmp (M1, 16) 6, @P1, @D(0, 0)<1, 1, 0>, 0x0 : d
}

// CHECK-LABEL: visa.kernel @legacy
// CHECK: visa.shl (M1, 16) @F(0, 0)<1>, @F(0, 0)<1, 1, 0>, 0x1 : f
module attributes {visa.legacy_truncated_operands} {
  visa.kernel @legacy {
    visa.decl @F : f[16] align(hword)
    visa.shl (M1, 16) @F(0, 0)<1>, @F(0, 0)<1, 1, 0>, 0x1 : f
  }
}
