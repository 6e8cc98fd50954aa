// RUN: visa-opt --symbol-dce %s | FileCheck %s
//
// Instructions use variables through symbol references inside their operand
// attributes (vec, raw, pred): symbol-dce keeps exactly the declarations in use.

// CHECK-NOT: @unused
// CHECK: visa.decl @raw_used
// CHECK: visa.decl @vec_used
// CHECK: visa.pred @P1
// CHECK-NOT: @unused
visa.kernel @k {
  visa.decl @used : d[8] align(hword)
  visa.decl @unused : d[8] align(hword) {sym_visibility = "private"}
  visa.decl @raw_used : d[8] align(hword) {sym_visibility = "private"}
  visa.decl @vec_used : d[8] align(hword) {sym_visibility = "private"}
  visa.pred @P1[8] {sym_visibility = "private"}
  visa.add (M1, 8) (@P1) @used(0, 0)<1>, @vec_used(0, 0)<1, 1, 0>, 0x1 : d
  visa.svm_block_st 1, @used(0, 0)<0, 1, 0>, @raw_used[0]
}
