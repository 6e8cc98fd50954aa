// RUN: visa-opt %s | FileCheck %s
// RUN: visa-translate --export-visaasm %s | visa-translate --import-visaasm | FileCheck %s
//
// rol/ror with a negated count: the specification allows no source modifier
// on them, but IGC 1.0.12504 writes one (rotate(x, 32 - n) becomes
// `rol ... (-)V`), so the verifier accepts what IGC dumps.

// CHECK: visa.rol (M1, 16) @V0032(0, 0)<1>, @V0032(0, 0)<1, 1, 0>, -@V0033(0, 0)<1, 1, 0>
// CHECK: visa.ror (M1, 16) @V0032(0, 0)<1>, @V0032(0, 0)<1, 1, 0>, -@V0033(0, 0)<1, 1, 0>
module attributes {visa.version = "4.1"} {
  visa.kernel @rotate attrs (Target = 1 : i8, SimdSize = 16 : i8) {
    visa.decl @V0032 : ud[16] align(hword)
    visa.decl @V0033 : d[16] align(hword)
    visa.rol (M1, 16) @V0032(0, 0)<1>, @V0032(0, 0)<1, 1, 0>, -@V0033(0, 0)<1, 1, 0>
    visa.ror (M1, 16) @V0032(0, 0)<1>, @V0032(0, 0)<1, 1, 0>, -@V0033(0, 0)<1, 1, 0>
    visa.ret (M1, 1)
  }
}
