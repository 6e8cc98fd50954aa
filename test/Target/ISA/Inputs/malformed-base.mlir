// A small valid kernel whose .isa the tests in ../malformed.test damage
// byte by byte. Each instruction's bytes hold a pattern found only once.
visa.kernel @k {
  visa.decl @V : d[256] align(grf)
  visa.label_decl @L0 : block
  visa.surface @T6[1]
  visa.label @L0
  visa.mov (M1, 1) @V(7, 9)<1>, @V(0, 0)<0, 1, 0>
  visa.oword_ld owords.1, 0, @T6, 0x0 : ud, @V[0]
  visa.jmp (M1, 1) @L0
  visa.ret (M1, 1)
}
