// Align1 three-source rules (ICLLP, TGLLP): each instruction that breaks a
// rule is followed by its legal twin.
// 3src.imm-16bit: a 32-bit immediate type
mad (8|M0) r10.0<1>:d 0x1:d r12.0<8;1>:d r14.0<1>:d
mad (8|M0) r10.0<1>:d 0x1:w r12.0<8;1>:d r14.0<1>:d
// 3src.operand-files: a flag register as destination
mad (8|M0) f0.0<1>:w r12.0<8;1>:w r14.0<8;1>:w r16.0<1>:w
mad (8|M0) acc0.0<1>:w r12.0<8;1>:w r14.0<8;1>:w r16.0<1>:w
// region.byte-src1: bytes in src1 (src0 may hold them)
mad (8|M0) r10.0<1>:w r12.0<8;1>:w r14.0<8;1>:b r16.0<1>:w
mad (8|M0) r10.0<1>:w r14.0<8;1>:b r12.0<8;1>:w r16.0<1>:w
