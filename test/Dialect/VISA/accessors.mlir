// RUN: visa-opt %s --visa-test-accessors -o /dev/null | FileCheck %s
//
// The typed accessors of the instruction ops decode every operand class, the
// execution size and mask, predicates, immediates of every type, regions
// (including a multi-address indirect source's null vertical stride and a
// negative indirect offset), and the fields that follow a List or Switch.

// CHECK-LABEL: visa.kernel @classes
visa.kernel @classes {
  visa.decl @V0047 : d[16] align(hword)
  visa.decl @V0048 : d[32] align(hword)
  visa.addr @A0[2]
  visa.pred @P1[16]
  visa.sampler @S0[1]
  visa.surface @T6[1]

  // General operands, modifiers, an inverted predicate with `any`, a no-mask
  // execution mask with a channel offset.
  // CHECK:      visa.add
  // CHECK-NEXT:   Exec_size: 8 M5_NM nomask channel-offset 16
  // CHECK-NEXT:   Pred: not @P1 any
  // CHECK-NEXT:   Dst: general @V0048:d row 1 col 0 region <_;0,2> sat
  // CHECK-NEXT:   Src0: general @V0047:d row 0 col 3 region <16;8,2> negabs
  // CHECK-NEXT:   Src1: general @V0048:d row 0 col 1 region <0;1,0> abs
  visa.add (M5_NM, 8) (not @P1, any) sat @V0048(1, 0)<2>, -abs @V0047(0, 3)<16, 8, 2>, abs @V0048(0, 1)<0, 1, 0>
  // CHECK:      visa.sel
  // CHECK-NEXT:   Exec_size: 16 M8 channel-offset 28
  // CHECK-NEXT:   Pred: @P1 all
  // CHECK-NEXT:   Dst: general predefined(0):ud row 0 col 0 region <_;0,1>
  // CHECK-NEXT:   Src0: general @V0047:d row 0 col 0 region <1;1,0> neg
  visa.sel (M8, 16) (@P1, all) %null(0, 0)<1>, -@V0047(0, 0)<1, 1, 0>, @V0047(0, 0)<1, 1, 0>

  // A destination's region is its horizontal stride alone, whatever its
  // vertical stride and width nibbles hold.
  // CHECK:      visa.mov
  // CHECK-NEXT:   Exec_size: 8 M1 channel-offset 0
  // CHECK-NEXT:   Pred: none
  // CHECK-NEXT:   Dst: general @V0048:d row 0 col 0 region <_;0,2>
  // CHECK-NEXT:   Src0: general @V0047:d row 0 col 0 region <8;8,1>
  visa.mov (M1, 8) @V0048(0, 0)<8, 8, 2>, @V0047(0, 0)<8, 8, 1>

  // Indirect operands: a negative offset, a multi-address source (null
  // vertical stride), the type each carries.
  // CHECK:      visa.mov
  // CHECK-NEXT:   Exec_size: 8 M1 channel-offset 0
  // CHECK-NEXT:   Pred: none
  // CHECK-NEXT:   Dst: indirect @A0 element 0 offset -8 region <_;0,1> type d
  // CHECK-NEXT:   Src0: indirect @A0 element 1 offset -512 region <_;4,1> type w
  visa.mov (M1, 8) r[@A0(0), -8]<1> : d, r[@A0(1), -512]<_, 4, 1> : w
  // CHECK:      visa.mov
  // CHECK:        Src0: indirect @A0 element 0 offset 511 region <8;8,1> type ub neg
  visa.mov (M1, 8) @V0048(0, 0)<1>, -r[@A0(0), 511]<8, 8, 1> : ub

  // Address operands.
  // CHECK:      visa.addr_add
  // CHECK-NEXT:   Exec_size: 2 M1_NM nomask channel-offset 0
  // CHECK-NEXT:   Dst: address @A0 element 0 width 2
  // CHECK-NEXT:   Src0: address @A0 element 1 width 1
  // CHECK-NEXT:   Src1: immediate uw bits 0x40 int 64
  visa.addr_add (M1_NM, 2) @A0(0)<2>, @A0(1)<1>, 0x40 : uw

  // Predicate operands, with and without control bits.
  // CHECK:      visa.and
  // CHECK:        Dst: predicate @P1
  // CHECK-NEXT:   Src0: predicate @P1
  // CHECK-NEXT:   Src1: predicate not @P1
  visa.and (M1, 16) @P1, @P1, @P1 ctrl 8

  // State operands.
  // CHECK:      visa.movs
  // CHECK-NEXT:   Exec_size: 1 M1_NM nomask channel-offset 0
  // CHECK-NEXT:   Dst: surface @T6 offset 0
  // CHECK-NEXT:   Src0: immediate ud bits 0x6 int 6
  visa.movs (M1_NM, 1) surface @T6(0), 0x6 : ud
  // CHECK:      visa.movs
  // CHECK-NEXT:   Exec_size: 1 M1_NM nomask channel-offset 0
  // CHECK-NEXT:   Dst: general @V0048:d row 0 col 0 region <_;0,1>
  // CHECK-NEXT:   Src0: sampler @S0 offset 1
  visa.movs (M1_NM, 1) @V0048(0, 0)<1>, sampler @S0(1)

  // A comparison: Rel_op is a plain integer field, the destination a
  // predicate.
  // CHECK:      visa.cmp
  // CHECK-NEXT:   Exec_size: 16 M1 channel-offset 0
  // CHECK-NEXT:   Rel_op: 4
  // CHECK-NEXT:   Dst: predicate @P1
  visa.cmp (M1, 16) lt, @P1, @V0047(0, 0)<1, 1, 0>, 0x0 : d
}

// Immediates of every type: integers sign- or zero-extended by type, the
// floating-point types converted exactly (half and bfloat16 widen, a half
// subnormal too), the packed vectors kept as stored.
// CHECK-LABEL: visa.kernel @immediates
visa.kernel @immediates {
  visa.decl @VD : d[16] align(hword)
  visa.decl @VQ : q[8] align(hword)
  visa.decl @VF : f[16] align(hword)
  visa.decl @VDF : df[8] align(hword)
  visa.decl @VHF : hf[16] align(hword)
  visa.decl @VW : w[16] align(hword)
  visa.decl @VUW : uw[16] align(hword)
  // CHECK: Src0: immediate b bits 0xff int -1
  visa.mov (M1, 1) @VD(0, 0)<1>, 0xff : b
  // CHECK: Src0: immediate ub bits 0xff int 255
  visa.mov (M1, 1) @VD(0, 0)<1>, 0xff : ub
  // CHECK: Src0: immediate w bits 0x8000 int -32768
  visa.mov (M1, 1) @VD(0, 0)<1>, 0x8000 : w
  // CHECK: Src0: immediate uw bits 0xffff int 65535
  visa.mov (M1, 1) @VD(0, 0)<1>, 0xffff : uw
  // CHECK: Src0: immediate d bits 0xfffffff6 int -10
  visa.mov (M1, 1) @VD(0, 0)<1>, 0xfffffff6 : d
  // CHECK: Src0: immediate ud bits 0xfffffff6 int 4294967286
  visa.mov (M1, 1) @VD(0, 0)<1>, 0xfffffff6 : ud
  // CHECK: Src0: immediate q bits 0xfffffffffffffffe int -2
  visa.mov (M1, 1) @VQ(0, 0)<1>, 0xfffffffffffffffe : q
  // CHECK: Src0: immediate uq bits 0xffffffffffffffff int 18446744073709551615
  visa.mov (M1, 1) @VQ(0, 0)<1>, 0xffffffffffffffff : uq
  // CHECK: Src0: immediate f bits 0xbfc00000 float -1.5 double -1.5
  visa.mov (M1, 1) @VF(0, 0)<1>, 0xbfc00000 : f
  // CHECK: Src0: immediate df bits 0xc004000000000000 double -2.5
  visa.mov (M1, 1) @VDF(0, 0)<1>, 0xc004000000000000 : df
  // CHECK: Src0: immediate df bits 0x3fb999999999999a double 0.10000000000000001
  visa.mov (M1, 1) @VDF(0, 0)<1>, 0x3fb999999999999a : df
  // CHECK: Src0: immediate hf bits 0x7bff float 65504 double 65504
  visa.mov (M1, 1) @VHF(0, 0)<1>, 0x7bff : hf
  // CHECK: Src0: immediate hf bits 0xc500 float -5 double -5
  visa.mov (M1, 1) @VHF(0, 0)<1>, 0xc500 : hf
  // CHECK: Src0: immediate hf bits 0x1 float 5.96046e-08 double 5.96046e-08
  visa.mov (M1, 1) @VHF(0, 0)<1>, 0x1 : hf
  // CHECK: Src0: immediate hf bits 0xfc00 float -inf double -inf
  visa.mov (M1, 1) @VHF(0, 0)<1>, 0xfc00 : hf
  // CHECK: Src0: immediate f bits 0x7f800000 float inf double inf
  visa.mov (M1, 1) @VF(0, 0)<1>, 0x7f800000 : f
  // CHECK: Src0: immediate bf bits 0xc040 float -3 double -3
  visa.mov (M1, 1) @VF(0, 0)<1>, 0xc040 : bf
  // CHECK: Src0: immediate v bits 0x76543210 packed
  visa.mov (M1, 8) @VW(0, 0)<1>, 0x76543210 : v
  // CHECK: Src0: immediate uv bits 0xfedcba98 packed
  visa.mov (M1, 8) @VUW(0, 0)<1>, 0xfedcba98 : uv
  // CHECK: Src0: immediate vf bits 0x38302010 packed
  visa.mov (M1, 4) @VF(0, 0)<1>, 0x38302010 : vf
}

// Fields after a List or Switch are found by walking the format; fields in
// a Switch case or Present group are optional; a List is a range.
// CHECK-LABEL: visa.kernel @walked
visa.kernel @walked {
  visa.decl @V32 : d[64] align(hword)
  visa.decl @V33 : d[64] align(hword)
  visa.label_decl @L0 : block
  visa.label_decl @L1 : block
  visa.sampler @S0[1]
  visa.surface @T6[1]

  // resinfo (Op 10) has a LOD, sampleinfo (Op 11) none; Dst follows.
  // CHECK:      visa.info_3d
  // CHECK-NEXT:   Op: 10
  // CHECK-NEXT:   Exec_size: 8 M1 channel-offset 0
  // CHECK-NEXT:   Channels: 15
  // CHECK-NEXT:   Surface: @T6
  // CHECK-NEXT:   LOD: raw @V32:d offset 32
  // CHECK-NEXT:   Dst: raw @V33:d offset 64
  visa.info_3d 10 (M1, 8) 15, @T6, @V32[32], @V33[64]
  // CHECK:      visa.info_3d
  // CHECK-NEXT:   Op: 11
  // CHECK-NEXT:   Exec_size: 8 M1 channel-offset 0
  // CHECK-NEXT:   Channels: 15
  // CHECK-NEXT:   Surface: predefined(5)
  // CHECK-NEXT:   LOD: absent
  // CHECK-NEXT:   Dst: raw @V33:d offset 0
  visa.info_3d 11 (M1, 8) 15, %scratch, @V33[0]

  // Mode 0x804: SI (bit 11) and RTI (bit 2) present, the other optional
  // operands absent; R, G, B, A after them.
  // CHECK:      visa.rt_write_3d
  // CHECK-NEXT:   Exec_size: 8 M1 channel-offset 0
  // CHECK-NEXT:   Pred: none
  // CHECK-NEXT:   Mode: 2052
  // CHECK-NEXT:   Surface: @T6
  // CHECK-NEXT:   Header: raw @V32:d offset 0
  // CHECK-NEXT:   SI: general @V32:d row 0 col 0 region <0;1,0>
  // CHECK-NEXT:   CPS: absent
  // CHECK-NEXT:   RTI: immediate ud bits 0x3 int 3
  // CHECK-NEXT:   Source0Alpha: absent
  // CHECK-NEXT:   oMask: absent
  // CHECK-NEXT:   R: raw @V33:d offset 0
  // CHECK-NEXT:   G: raw @V33:d offset 32
  // CHECK-NEXT:   B: raw @V33:d offset 64
  // CHECK-NEXT:   A: raw @V33:d offset 96
  // CHECK-NEXT:   SourceDepth: absent
  // CHECK-NEXT:   Stencil: absent
  visa.rt_write_3d (M1, 8) 2052, @T6, @V32[0], @V32(0, 0)<0, 1, 0>, 0x3 : ud, @V33[0], @V33[32], @V33[64], @V33[96]

  // One accessor for the same-named fields of several cases (DataSize,
  // Surface); fields of the cases not taken are absent.
  // CHECK:      visa.lsc_untyped
  // CHECK-NEXT:   LscSubOp: 3
  // CHECK:        DataSize: 2
  // CHECK-NEXT:   DataOrder: 1
  // CHECK-NEXT:   Blocks: 1
  // CHECK-NEXT:   BlockWidth: 16
  // CHECK-NEXT:   BlockHeight: 8
  // CHECK-NEXT:   VNNI: 0
  // CHECK-NEXT:   DstData: raw @V33:d offset 0
  // CHECK-NEXT:   SurfaceBaseAddr: general @V32:d row 0 col 0 region <0;1,0>
  // CHECK:        Src1Data: raw predefined(0):ud offset 0
  // CHECK-NEXT:   AddrType: absent
  // CHECK:        Surface: absent
  visa.lsc_untyped 3 (M1, 1) 0, 0, 0, 2, 1, 1, 16, 8, 0, @V33[0], @V32(0, 0)<0, 1, 0>, @V32(0, 1)<0, 1, 0>, @V32(0, 2)<0, 1, 0>, @V32(0, 3)<0, 1, 0>, @V32(0, 4)<0, 1, 0>, @V32(0, 5)<0, 1, 0>, %null[0]
  // CHECK:      visa.lsc_untyped
  // CHECK-NEXT:   LscSubOp: 0
  // CHECK:        DataSize: 3
  // CHECK:        Blocks: absent
  // CHECK:        AddrType: 1
  // CHECK-NEXT:   AddrScale: 1
  // CHECK-NEXT:   AddrImmOffset: 64
  // CHECK:        Surface: immediate ud bits 0x0 int 0
  // CHECK:        Src0Addrs: raw @V32:d offset 0
  // CHECK-NEXT:   Src2Data: raw predefined(0):ud offset 0
  visa.lsc_untyped 0 (M1, 16) 0, 0, 0, 1, 1, 64, 2, 3, 1, 1, 0, 0x0 : ud, @V33[0], @V32[0], %null[0], %null[0]

  // Lists.
  // CHECK:      visa.switchjmp
  // CHECK-NEXT:   Exec_size: 1 M1 channel-offset 0
  // CHECK-NEXT:   Num_labels: 2
  // CHECK-NEXT:   Index: general @V32:d row 0 col 0 region <0;1,0>
  // CHECK-NEXT:   Labels: [@L0; @L1]
  visa.switchjmp (M1, 1) 2, @V32(0, 0)<0, 1, 0>, @L0, @L1
  // CHECK:      visa.sample_3d
  // CHECK:        Sampler: @S0
  // CHECK-NEXT:   Surface: @T6
  // CHECK-NEXT:   Dst: raw @V33:d offset 0
  // CHECK-NEXT:   NumParams: 0
  // CHECK-NEXT:   Params: []
  visa.sample_3d 24 (M1, 16) 3, 0x0 : uw, @S0, @T6, @V33[0], 0

  // Strings, and a field named like a method every op has.
  // CHECK:      visa.fcall
  // CHECK:        Func_id: "callee"
  // CHECK-NEXT:   Arg_size: 3
  visa.fcall (M1, 1) "callee", 3, 1
  // CHECK:      visa.svm_block_ld
  // CHECK-NEXT:   Properties: 2
  // CHECK-NEXT:   Address: general @V32:d row 0 col 0 region <0;1,0>
  visa.svm_block_ld 2, @V32(0, 0)<0, 1, 0>, @V33[0]
}
