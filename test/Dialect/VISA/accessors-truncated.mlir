// RUN: visa-opt %s --visa-test-accessors -o /dev/null | FileCheck %s
// RUN: not visa-opt %s --visa-test-accessors=read-truncated=1 -o /dev/null 2>&1 | FileCheck %s --check-prefix=READ
//
// Instructions IGC's writer truncated (a module marked
// visa.legacy_truncated_operands) lack trailing fields: visa::isTruncated
// says so, and reading a missing field is a fatal error that names the op,
// the field and the cause -- not a crash and not a made-up value.

// CHECK-LABEL: visa.kernel @legacy
// CHECK-NEXT:  visa.add truncated
// CHECK-NEXT:  visa.ret truncated
// CHECK-NEXT:  visa.label
// CHECK-NEXT:    Label: @BB0
// CHECK-NEXT:  visa.mov
// CHECK-NEXT:    Exec_size: 16 M1 channel-offset 0
// CHECK-NEXT:    Pred: none
// CHECK-NEXT:    Dst: general @V0032:d row 0 col 0 region <_;0,1>
// CHECK-NEXT:    Src0: immediate d bits 0x1 int 1

// READ: LLVM ERROR: visa.add at {{.*}}: field 'Src0' is missing: the instruction was truncated by IGC's writer (a module marked visa.legacy_truncated_operands); ask visa::isTruncated(op) before reading its fields
module attributes {visa.legacy_truncated_operands} {
  visa.kernel @legacy {
    visa.decl @V0032 : d[16] align(hword)
    visa.label_decl @BB0 : block
    visa.add (M1, 16) @V0032(0, 0)<1> ...
    visa.ret ...
    visa.label @BB0
    visa.mov (M1, 16) @V0032(0, 0)<1>, 0x1 : d
  }
}
