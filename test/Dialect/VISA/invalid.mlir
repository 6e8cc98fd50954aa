// RUN: visa-opt %s -split-input-file -verify-diagnostics
//
// The table-driven verifier names the field at fault.

visa.kernel @k {
  visa.decl @V0048 : d[16] align(hword)
  // expected-error @+1 {{'visa.add' op Dst: horizontal stride must not be 0}}
  visa.add (M1, 16) @V0048(0, 0)<0>, @V0048(0, 0)<1, 1, 0>, @V0048(0, 0)<1, 1, 0>
}

// -----

visa.kernel @k {
  visa.decl @V0048 : d[16] align(hword)
  // expected-error @+1 {{'visa.add' op Dst: an immediate operand is not allowed here}}
  visa.add (M1, 16) 0x1 : d, @V0048(0, 0)<1, 1, 0>, @V0048(0, 0)<1, 1, 0>
}

// -----

visa.kernel @k {
  visa.decl @V0048 : d[16] align(hword)
  // expected-error @+1 {{'visa.mov' op Exec_size: execution size code 6 is not one of 1, 2, 4, 8, 16, 32}}
  visa.mov (0x6) @V0048(0, 0)<1>, @V0048(0, 0)<1, 1, 0>
}

// -----

visa.kernel @k {
  visa.decl @V0048 : d[16] align(hword)
  // expected-error @+1 {{'visa.and' op Src0: source modifier '-' is not allowed here}}
  visa.and (M1, 16) @V0048(0, 0)<1>, -@V0048(0, 0)<1, 1, 0>, @V0048(0, 0)<1, 1, 0>
}

// -----

visa.kernel @k {
  visa.decl @V0048 : d[16] align(hword)
  // expected-error @+1 {{'visa.and' op Dst: the instruction does not allow saturation}}
  visa.and (M1, 16) sat @V0048(0, 0)<1>, @V0048(0, 0)<1, 1, 0>, @V0048(0, 0)<1, 1, 0>
}

// -----

visa.kernel @k {
  visa.decl @V0048 : d[16] align(hword)
  // expected-error @+1 {{'visa.add' op Src1: saturation applies only to a destination}}
  visa.add (M1, 16) @V0048(0, 0)<1>, @V0048(0, 0)<1, 1, 0>, sat @V0048(0, 0)<1, 1, 0>
}

// -----

visa.kernel @k {
  visa.decl @V0048 : d[16] align(hword)
  // expected-error @+1 {{'visa.add' op Src0: width 16 is larger than the execution size 8}}
  visa.add (M1, 8) @V0048(0, 0)<1>, @V0048(0, 0)<16, 16, 1>, @V0048(0, 0)<1, 1, 0>
}

// -----

visa.kernel @k {
  visa.decl @V0048 : d[16] align(hword)
  // expected-error @+1 {{'visa.add' op Src0: horizontal stride 8 is not one of 0, 1, 2, 4}}
  visa.add (M1, 8) @V0048(0, 0)<1>, @V0048(0, 0)<8, 1, 8>, @V0048(0, 0)<1, 1, 0>
}

// -----

visa.kernel @k {
  visa.addr @A0[1]
  // expected-error @+1 {{'visa.add' op Dst: an address operand is not allowed here}}
  visa.add (M1, 1) @A0(0)<1>, 0x1 : d, 0x2 : d
}

// -----

visa.kernel @k {
  visa.decl @V0048 : d[16] align(hword)
  // expected-error @+1 {{'visa.add' op Src0: '@V0049' is not declared in this visa.kernel}}
  visa.add (M1, 16) @V0048(0, 0)<1>, @V0049(0, 0)<1, 1, 0>, @V0048(0, 0)<1, 1, 0>
}

// -----

visa.kernel @k {
  visa.decl @V0048 : d[16] align(hword)
  visa.pred @P1[16]
  // expected-error @+1 {{'visa.add' op Pred: '@V0048' is a general variable, not a predicate variable}}
  visa.add (M1, 16) (@V0048) @V0048(0, 0)<1>, @V0048(0, 0)<1, 1, 0>, @V0048(0, 0)<1, 1, 0>
}

// -----

visa.kernel @k {
  visa.label_decl @BB1 : block
  // expected-error @+1 {{'visa.jmp' op Label: '@V0048' is not declared in this visa.kernel}}
  visa.jmp (M1, 1) @V0048
}

// -----

visa.kernel @k {
  visa.decl @V0048 : d[16] align(hword)
  // expected-error @+1 {{'visa.add' op has 3 fields; its format needs more (only a module marked visa.legacy_truncated_operands may omit trailing fields)}}
  visa.add (M1, 16) (0x0) @V0048(0, 0)<1> ...
}

// -----

visa.kernel @k {
  visa.decl @V0048 : d[16] align(hword)
  // expected-error @+1 {{stride or width 3 has no encoding (0, 1, 2, 4, 8, 16 or 32)}}
  visa.add (M1, 16) @V0048(0, 0)<1>, @V0048(0, 0)<3, 1, 0>, @V0048(0, 0)<1, 1, 0>
}

// -----

visa.kernel @k {
  // expected-error @+1 {{'%r1' is not a reserved general variable name}}
  visa.mov (M1, 1) %r1(0, 0)<1>, %r0(0, 0)<0, 1, 0>
}

// -----

visa.kernel @k {
  // expected-error @+1 {{execution size must be 1, 2, 4, 8, 16 or 32}}
  visa.mov (M1, 3) %r0(0, 0)<1>, %r0(0, 0)<0, 1, 0>
}

// -----

// Operand types are checked against the instruction's supported types.
visa.kernel @k {
  visa.decl @F : f[16] align(hword)
  visa.decl @D : d[16] align(hword)
  // expected-error @+1 {{'visa.shl' op Dst: variable type 'f' is not supported by shl (supported: ud, d, uw, w, ub, b, uq, q)}}
  visa.shl (M1, 16) @F(0, 0)<1>, @D(0, 0)<1, 1, 0>, 0x1 : d
}

// -----

visa.kernel @k {
  visa.decl @D : d[16] align(hword)
  // expected-error @+1 {{'visa.and' op Src1: immediate type 'f' is not supported by and}}
  visa.and (M1, 16) @D(0, 0)<1>, @D(0, 0)<1, 1, 0>, 0x3f800000 : f
}

// -----

visa.kernel @k {
  visa.decl @F : f[16] align(hword)
  visa.addr @A0[1]
  // expected-error @+1 {{'visa.frc' op Src0: indirect operand type 'd' is not supported by frc (supported: f)}}
  visa.frc (M1, 8) @F(0, 0)<1>, r[@A0(0), 0]<1, 1, 0> : d
}

// -----

// Pre-defined variables have their own types (%r0 is ud).
visa.kernel @k {
  visa.decl @F : f[8] align(hword)
  // expected-error @+1 {{'visa.sin' op Src0: variable type 'ud' is not supported by sin (supported: f, hf)}}
  visa.sin (M1, 8) @F(0, 0)<1>, %r0(0, 0)<8, 8, 1>
}

// -----

// A packed vector immediate goes with its elements' kind: V with signed
// integer types only.
visa.kernel @k {
  visa.decl @UD : ud[8] align(hword)
  // expected-error @+1 {{'visa.addc' op Src1: immediate type 'v' is not supported by addc (supported: ud)}}
  visa.addc (M1, 8) @UD(0, 0)<1>, @UD(0, 0)<1>, @UD(0, 0)<8, 8, 1>, 0x76543210 : v
}

// -----

visa.kernel @k {
  visa.decl @D : d[8] align(hword)
  visa.addr @A0[1]
  // expected-error @+1 {{'visa.mov' op Src0: an indirect operand cannot have type v}}
  visa.mov (M1, 8) @D(0, 0)<1>, r[@A0(0), 0]<1, 1, 0> : v
}

// -----

// Enumerated fields take the .visaasm names.
visa.kernel @k {
  visa.pred @P1[16]
  visa.decl @D : d[16] align(hword)
  // expected-error @+1 {{Rel_op: 'lq' names no value of this field}}
  visa.cmp (M1, 16) lq, @P1, @D(0, 0)<1, 1, 0>, 0x0 : d
}
