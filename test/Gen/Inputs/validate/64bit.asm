// 64-bit type rules: each instruction that breaks one is followed by its
// legal twin. validate-64bit.test assembles it for every platform. The
// region rules use shifts, the only Q instructions of ICLLP and TGLLP.
// 64bit.df-unsupported (ICLLP, TGLLP)
mov (4|M0) r10.0<1>:df r12.0<4;4,1>:df
mov (8|M0) r10.0<1>:d r12.0<8;8,1>:d
// 64bit.q-alu-unsupported (ICLLP, TGLLP): shifts of Q values remain
add (4|M0) r10.0<1>:q r12.0<4;4,1>:q r14.0<4;4,1>:q
shl (4|M0) r10.0<1>:q r12.0<4;4,1>:q 1:w
// 64bit.no-byte-conversion (a scalar source: no stride rule applies)
mov (4|M0) r10.0<1>:q r12.0<0;1,0>:b
mov (4|M0) r10.0<1>:q r12.0<0;1,0>:w
// 64bit.no-hf-conversion (and hf.int-conversion-dst: Q is an integer)
mov (4|M0) r10.0<4>:hf r12.0<4;4,1>:q
mov (4|M0) r10.0<4>:w r12.0<4;4,1>:q
// 64bit.stride-qword (BXT, ICLLP, TGLLP)
shl (4|M0) r10.0<1>:q r12.0<4;4,1>:d 0:w
shl (4|M0) r10.0<1>:q r12.0<8;4,2>:d 0:w
// 64bit.vstride (BXT, ICLLP, TGLLP)
shl (4|M0) r10.0<1>:q r12.0<4;2,1>:q 0:w
shl (4|M0) r10.0<1>:q r12.0<2;2,1>:q 0:w
// 64bit.same-offset (BXT, ICLLP, TGLLP)
shl (2|M0) r10.0<1>:q r12.1<2;2,1>:q 0:w
shl (2|M0) r10.1<1>:q r12.1<2;2,1>:q 0:w
// 64bit.no-indirect (BXT, ICLLP, TGLLP)
shl (4|M0) r10.0<1>:q r[a0.0]<4;4,1>:q 0:w
shl (4|M0) r10.0<1>:q r12.0<4;4,1>:q 0:w
// 64bit.no-arf (BXT, ICLLP, TGLLP)
shl (4|M0) r10.0<1>:q r12.0<4;4,1>:q 0:w {AccWrEn}
shl (4|M0) r10.0<1>:q r12.0<4;4,1>:q 0:w
// An integer DWord multiply follows the 64-bit rules (64bit.stride-qword)
mul (8|M0) r10.0<1>:d r12.0<8;8,1>:d r14.0<8;8,1>:d
mul (8|M0) r10.0<1>:d r12.0<8;8,1>:d r14.0<16;8,2>:w
