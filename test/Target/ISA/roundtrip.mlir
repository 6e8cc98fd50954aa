// RUN: visa-translate --export-isa %s -o %t.isa
// RUN: visa-translate --import-isa %t.isa | FileCheck %s
// RUN: visa-translate --import-isa %t.isa | visa-translate --export-isa - -o %t2.isa
// RUN: cmp %t.isa %t2.isa
// RUN: visa-translate --export-visaasm %s -o %t.visaasm
// RUN: visa-translate --import-visaasm %t.visaasm | FileCheck %s
//
// A hand-written module through .isa and .visaasm and back.

// CHECK: module attributes {visa.version = "4.1"}
// CHECK-LABEL: visa.kernel @copy attrs (Target = 1 : i8, SimdSize = 8 : i8) {
// CHECK-NEXT: visa.decl @V0032 : d[8] align(hword)
// CHECK-NEXT: visa.decl @V0033 : ud[8] align(hword) alias(@V0032, 0)
// CHECK-NEXT: visa.decl @V0034 : uq[1] align(qword)
// CHECK-NEXT: visa.pred @P1[8]
// CHECK-NEXT: visa.label_decl @copy_label : subroutine
// CHECK-NEXT: visa.label_decl @BB1 : block
// CHECK-NEXT: visa.surface @T006[1]
// CHECK-NEXT: visa.input @V0034 offset(32) size(8)
// CHECK-NEXT: visa.func @copy_label
// CHECK-NEXT: visa.mov (M1, 8) @V0032(0, 0)<1>, %r0(0, 2)<0, 1, 0>
// CHECK-NEXT: visa.add (M1, 8) sat @V0032(0, 0)<1>, -@V0032(0, 0)<1, 1, 0>, 0x10 : d
// CHECK-NEXT: visa.cmp (M1, 8) lt, @P1, @V0032(0, 0)<1, 1, 0>, 0x0 : d
// CHECK-NEXT: visa.jmp (M1, 1) (not @P1) @BB1
// CHECK-NEXT: visa.svm_block_st owords.2, @V0034(0, 0)<0, 1, 0>, @V0033[0]
// CHECK-NEXT: visa.label @BB1
// CHECK-NEXT: visa.ret (M1, 1)
// CHECK-NEXT: }
module attributes {visa.version = "4.1"} {
  visa.kernel @copy attrs (Target = 1 : i8, SimdSize = 8 : i8) {
    visa.decl @V0032 : d[8] align(hword)
    visa.decl @V0033 : ud[8] align(hword) alias(@V0032, 0)
    visa.decl @V0034 : uq[1] align(qword)
    visa.pred @P1[8]
    visa.label_decl @copy_label : subroutine
    visa.label_decl @BB1 : block
    visa.surface @T006[1]
    visa.input @V0034 offset(32) size(8)
    visa.func @copy_label
    visa.mov (M1, 8) @V0032(0, 0)<1>, %r0(0, 2)<0, 1, 0>
    visa.add (M1, 8) sat @V0032(0, 0)<1>, -@V0032(0, 0)<1, 1, 0>, 0x10 : d
    visa.cmp (M1, 8) 4, @P1, @V0032(0, 0)<1, 1, 0>, 0x0 : d
    visa.jmp (M1, 1) (not @P1) @BB1
    visa.svm_block_st 1, @V0034(0, 0)<0, 1, 0>, @V0033[0]
    visa.label @BB1
    visa.ret (M1, 1)
  }
}
