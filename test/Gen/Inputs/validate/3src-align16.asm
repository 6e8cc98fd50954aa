// Align16 three-source rules (BDW, SKL, BXT): validate-3src.test sets the
// fields IGA syntax has no words for (Align1 mode at offset 0, replicate
// control on a DF source at offset 0x20).
mad (8|M0) r10.0<1>:f r12.0<8;1>:f r14.0<8;1>:f r16.0<1>:f
mad (8|M0) r10.0<1>:f r12.0<8;1>:f r14.0<8;1>:f r16.0<1>:f
mad (4|M0) r10.0<1>:df r12.0<4;1>:df r14.0<4;1>:df r16.0<1>:df
mad (4|M0) r10.0<1>:df r12.0<4;1>:df r14.0<4;1>:df r16.0<1>:df
