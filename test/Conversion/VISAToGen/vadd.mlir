// visa-to-gen on a kernel written in the visa dialect: variables become
// virtual registers (inputs pinned at their offsets, %r0 at r0), ALU
// instructions keep their operands as regions on those registers, movs of
// an immediate surface index makes the message's descriptor use it, and ret
// sends r0's copy from r127 with EOT.
// RUN: visa-opt %s --visa-to-gen=product=SKL | FileCheck %s

module {
  visa.kernel @k attrs (SimdSize = 16 : i8) {
    visa.decl @A : d[16] align(hword)
    visa.decl @B : d[16] align(hword)
    visa.decl @C : ud[16] align(hword) alias(@B, 0)
    visa.decl @R : d[8] align(hword) alias(%r0, 0)
    visa.surface @T6[1]
    visa.input @A offset(32) size(64)
    visa.add (M1, 16) @B(0, 0)<1>, @A(0, 0)<8, 8, 1>, @R(0, 1)<0, 1, 0>
    visa.movs (M1_NM, 1) surface @T6(0), 0x3 : ud
    visa.gather4_scaled (M1, 16) R, 0, @T6, 0x0 : ud, @C[0], @A[0]
    visa.ret (M1, 1)
  }
}

// CHECK: gen.func @k kernel product "SKL" attributes {simd = 16 : i32}
// CHECK-DAG: gen.vreg [[A:[0-9]+]] : "grf"[64] align 1 at 32 "A"
// CHECK-DAG: gen.vreg [[B:[0-9]+]] : "grf"[64] align 32 "B"
// CHECK-DAG: gen.vreg [[R0:[0-9]+]] : "grf"[32] align 32 at 0 "%r0"
// CHECK-DAG: gen.vreg [[EOT:[0-9]+]] : "grf"[32] align 32 at 4064 "eot"
// CHECK: gen.add "(16|M0) v[[B]].0<1>:d v[[A]].0<8;8,1>:d v[[R0]].1<0;1,0>:d"
// CHECK: gen.send "(16|M0) v[[A]]:ud(2) v[[B]]:ud(2) null:ud(0) sfid=dc1 desc=0x4205E03 exdesc=0xC"
// CHECK: gen.mov "(W) (8|M0) v[[EOT]].0<1>:ud v[[R0]].0<8;8,1>:ud"
// CHECK: gen.send "(W) (8|M0) null:ud(0) v[[EOT]]:ud(1) null:ud(0) sfid=ts desc=0x2000010 exdesc=0x27 {EOT}"
// CHECK: gen.end
