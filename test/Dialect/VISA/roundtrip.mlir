// RUN: visa-opt %s | FileCheck %s
// RUN: visa-opt %s | visa-opt | FileCheck %s
// RUN: visa-opt %s --mlir-print-op-generic | visa-opt | FileCheck %s
//
// One kernel per instruction family: every op prints back exactly as written.

// CHECK-LABEL: visa.kernel @decls
// CHECK-NEXT: visa.decl @V0032 : d[16] align(hword)
// CHECK-NEXT: visa.decl @V0033 : ud[16] align(hword) alias(@V0032, 0)
// CHECK-NEXT: visa.decl @V0034 : d[8] align(hword) alias(%r0, 0)
// CHECK-NEXT: visa.decl @V0035 : uq[1] align(word32) scope(1) attrs (Input, Size = 4 : i32) name "odd name"
// CHECK-NEXT: visa.addr @A0[1]
// CHECK-NEXT: visa.pred @P1[16]
// CHECK-NEXT: visa.label_decl @_main : subroutine
// CHECK-NEXT: visa.label_decl @BB1 : block attrs (Align = 1 : i8)
// CHECK-NEXT: visa.sampler @S0[1]
// CHECK-NEXT: visa.surface @T6[1]
// CHECK-NEXT: visa.vme @VME0[1]
// CHECK-NEXT: visa.input @V0032 offset(32) size(64)
// CHECK-NEXT: visa.input @T6 offset(96) size(4) kind(2)
// CHECK-NEXT: }
visa.kernel @decls attrs (OutputAsmPath = "k.asm", Target = 1 : i8, SimdSize = 16 : i8) {
  visa.decl @V0032 : d[16] align(hword)
  visa.decl @V0033 : ud[16] align(hword) alias(@V0032, 0)
  visa.decl @V0034 : d[8] align(hword) alias(%r0, 0)
  visa.decl @V0035 : uq[1] align(word32) scope(1) attrs (Input, Size = 4 : i32) name "odd name"
  visa.addr @A0[1]
  visa.pred @P1[16]
  visa.label_decl @_main : subroutine
  visa.label_decl @BB1 : block attrs (Align = 1 : i8)
  visa.sampler @S0[1]
  visa.surface @T6[1]
  visa.vme @VME0[1]
  visa.input @V0032 offset(32) size(64)
  visa.input @T6 offset(96) size(4) kind(2)
}

// CHECK-LABEL: visa.kernel @arith
// CHECK: visa.add (M1, 16) sat @V0048(0, 0)<1>, -@V0047(0, 0)<0, 1, 0>, abs @V0048(0, 1)<8, 8, 1>
// CHECK-NEXT: visa.add (M5_NM, 8) (not @P1, any) @V0048(1, 0)<2>, -abs @V0047(0, 0)<16, 8, 2>, 0x4c0 : ud
// CHECK-NEXT: visa.mad (M1, 16) @V0048(0, 0)<1>, @V0047(0, 0)<1, 1, 0>, 0x3f800000 : f, 0x4000000000000000 : df
// CHECK-NEXT: visa.mov (M1_NM, 1) %cr0(0, 0)<1>, %sr0(0, 0)<0, 1, 0>
// CHECK-NEXT: visa.mov (M1, 8) r[@A0(0), -8]<1> : d, r[@A0(1), 4]<_, 4, 1> : w
// CHECK-NEXT: visa.cmp (M1, 16) lt, @P1, @V0047(0, 0)<1, 1, 0>, 0x0 : d
// CHECK-NEXT: visa.and (M1, 16) @P1, @P1, @P1 ctrl 8
// CHECK-NEXT: visa.not (M1, 16) @V0048(0, 0)<1>, not @V0047(0, 0)<1, 1, 0>
// CHECK-NEXT: visa.sel (M1, 16) (@P1) @V0048(0, 0)<1>, 0x0 : ud, @V0047(0, 0)<1, 1, 0>
// CHECK-NEXT: visa.setp (M1_NM, 32) @P1, 0xffffffff : ud
visa.kernel @arith {
  visa.decl @V0047 : d[16] align(hword)
  visa.decl @V0048 : d[32] align(hword)
  visa.addr @A0[2]
  visa.pred @P1[16]
  visa.add (M1, 16) sat @V0048(0, 0)<1>, -@V0047(0, 0)<0, 1, 0>, abs @V0048(0, 1)<8, 8, 1>
  visa.add (M5_NM, 8) (not @P1, any) @V0048(1, 0)<2>, -abs @V0047(0, 0)<16, 8, 2>, 0x4c0 : ud
  visa.mad (M1, 16) @V0048(0, 0)<1>, @V0047(0, 0)<1, 1, 0>, 0x3f800000 : f, 0x4000000000000000 : df
  visa.mov (M1_NM, 1) %cr0(0, 0)<1>, %sr0(0, 0)<0, 1, 0>
  visa.mov (M1, 8) r[@A0(0), -8]<1> : d, r[@A0(1), 4]<_, 4, 1> : w
  visa.cmp (M1, 16) 4, @P1, @V0047(0, 0)<1, 1, 0>, 0x0 : d
  visa.and (M1, 16) @P1, @P1, @P1 ctrl 8
  visa.not (M1, 16) @V0048(0, 0)<1>, not @V0047(0, 0)<1, 1, 0>
  visa.sel (M1, 16) (@P1) @V0048(0, 0)<1>, 0x0 : ud, @V0047(0, 0)<1, 1, 0>
  visa.setp (M1_NM, 32) @P1, 0xffffffff : ud
}

// CHECK-LABEL: visa.kernel @flow
// CHECK: visa.func @_main
// CHECK-NEXT: visa.goto (M1, 16) (not @P1) @BB2
// CHECK-NEXT: visa.label @BB1
// CHECK-NEXT: visa.jmp (M1, 1) @BB2
// CHECK-NEXT: visa.call (M1, 8) @BB1
// CHECK-NEXT: visa.fcall (M1, 8) "callee", 3, 1
// CHECK-NEXT: visa.faddr "callee", @V0048(0, 0)<1>
// CHECK-NEXT: visa.label @BB2
// CHECK-NEXT: visa.ret (M1, 1)
visa.kernel @flow {
  visa.decl @V0048 : uq[1] align(qword)
  visa.pred @P1[16]
  visa.label_decl @_main : subroutine
  visa.label_decl @BB1 : block
  visa.label_decl @BB2 : block
  visa.func @_main
  visa.goto (M1, 16) (not @P1) @BB2
  visa.label @BB1
  visa.jmp (M1, 1) @BB2
  visa.call (M1, 8) @BB1
  visa.fcall (M1, 8) "callee", 3, 1
  visa.faddr "callee", @V0048(0, 0)<1>
  visa.label @BB2
  visa.ret (M1, 1)
}

// CHECK-LABEL: visa.kernel @memory
// CHECK: visa.movs (M1_NM, 1) surface @T6(0), 0x0 : ud
// CHECK-NEXT: visa.addr_add (M1_NM, 1) @A0(0)<1>, @V0050(0, 0)<_>, 0x40 : uw
// CHECK-NEXT: visa.gather4_scaled (M1, 16) R, 0, @T6, 0x0 : ud, @V0050[0], @V0051[0]
// CHECK-NEXT: visa.scatter4_scaled (M1, 16) R, 0, %slm, 0x0 : ud, @V0050[0], @V0051[64]
// CHECK-NEXT: visa.oword_ld owords.1, 0, %bss, @V0052(0, 0)<0, 1, 0>, @V0051[0]
// CHECK-NEXT: visa.media_ld nomod, @T6, 0, 32, 1, @V0052(0, 0)<0, 1, 0>, @V0052(0, 1)<0, 1, 0>, @V0051[0]
// CHECK-NEXT: visa.svm_scatter (M1, 8) blocksize.4, blocknum.1, @V0050[0], @V0051[0]
// CHECK-NEXT: visa.dword_atomic xchg (M1, 16) %slm, @V0050[0], @V0051[0], %null[0], @V0051[0]
// CHECK-NEXT: visa.sample_3d sample_lz (M1, 16) RG, 0x0 : uw, @S0, %bss, @V0051[0], 2, @V0050[0], @V0051[64]
// CHECK-NEXT: visa.load_3d load_lz (M1, 16) RGBA, 0x0 : uw, @T6, @V0051[0], 1, @V0050[0]
// CHECK-NEXT: visa.raw_send 0 (M1, 16) 8, 6, 7, 0xc784000 : ud, @V0050[0], @V0051[0]
// CHECK-NEXT: visa.fence global.EL1
visa.kernel @memory {
  visa.decl @V0050 : ud[16] align(hword)
  visa.decl @V0051 : ud[128] align(hword)
  visa.decl @V0052 : ud[8] align(dword)
  visa.addr @A0[1]
  visa.sampler @S0[1]
  visa.surface @T6[1]
  visa.movs (M1_NM, 1) surface @T6(0), 0x0 : ud
  visa.addr_add (M1_NM, 1) @A0(0)<1>, @V0050(0, 0)<_>, 0x40 : uw
  visa.gather4_scaled (M1, 16) R, 0, @T6, 0x0 : ud, @V0050[0], @V0051[0]
  visa.scatter4_scaled (M1, 16) 1, 0, %slm, 0x0 : ud, @V0050[0], @V0051[64]
  visa.oword_ld 0, 0, %bss, @V0052(0, 0)<0, 1, 0>, @V0051[0]
  visa.media_ld 0, @T6, 0, 32, 1, @V0052(0, 0)<0, 1, 0>, @V0052(0, 1)<0, 1, 0>, @V0051[0]
  visa.svm_scatter (M1, 8) 1, 0, @V0050[0], @V0051[0]
  visa.dword_atomic xchg (M1, 16) %slm, @V0050[0], @V0051[0], %null[0], @V0051[0]
  visa.sample_3d 24 (M1, 16) 3, 0x0 : uw, @S0, %bss, @V0051[0], 2, @V0050[0], @V0051[64]
  visa.load_3d 26 (M1, 16) 15, 0x0 : uw, @T6, @V0051[0], 1, @V0050[0]
  visa.raw_send 0 (M1, 16) 8, 6, 7, 0xc784000 : ud, @V0050[0], @V0051[0]
  visa.fence global.EL1
}

// CHECK-LABEL: visa.function @callee
// CHECK-SAME: attributes {input_size = 3 : i32, linkage = 2 : i32, return_size = 1 : i32}
// CHECK: visa.fret (M1, 8)
visa.function @callee attributes {linkage = 2 : i32, input_size = 3 : i32, return_size = 1 : i32} {
  visa.fret (M1, 8)
}
