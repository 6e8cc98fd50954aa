// RUN: visa-translate --export-isa %s -o %t.isa
// RUN: not visa-translate --import-isa %t.isa 2>&1 | FileCheck %s
//
// A string-pool operand held as a plain integer (an index the pool does not
// have: IGC's truncated legacy files decode uninitialized bytes this way, and
// the importer keeps them as integers there) is written back unchanged, with
// or without a recorded pool order. Exporting one used to crash. In a file
// that is not in the legacy form such an index is an error on import.
// (The corpus round trips cover the legacy files themselves.)

// CHECK: error: kernel 'pooled': instruction 0 (faddr), Func_id: string 46052 is out of range (31 declared)
module attributes {visa.version = "4.1"} {
  visa.kernel @pooled attrs (Target = 1 : i8) attributes {string_pool = ["pooled", "%null", "%thread_x", "%thread_y", "%group_id_x", "%group_id_y", "%group_id_z", "%tsc", "%r0", "%arg", "%retval", "%sp", "%fp", "%hw_id", "%sr0", "%cr0", "%ce0", "%dbg0", "%color", "%impl_arg_buf_ptr", "%local_id_buf_ptr", "%msg0", "%slm", "T1", "T2", "TSS", "%bss", "%scratch", "S31", "Target", "V0032"]} {
    visa.decl @V0032 : uq[1] align(qword)
    visa.faddr 46052, @V0032(0, 0)<1>
    visa.faddr "pooled", @V0032(0, 0)<1>
    visa.ret (M1, 1)
  }
  visa.kernel @canonical attrs (Target = 1 : i8) {
    visa.decl @V0032 : uq[1] align(qword)
    visa.faddr 7, @V0032(0, 0)<1>
    visa.ret (M1, 1)
  }
}
