// Gen8/9 scalar three-source ops: Align16 has no SIMD1, so IGA (and IGC)
// encode `(W) mad (1|M0) r10.1` as a SIMD4 at r10.0 with only the .y
// channel enable; the other components of r10.0-3 must stay untouched.
(W)     mov (8|M0)               r10.0<1>:f    -1.0:f
(W)     mov (8|M0)               r11.0<1>:f    -2.0:f
(W)     mov (8|M0)               r12.0<1>:df   -3.0:df
(W)     mov (8|M0)               r16.0<1>:f    0x40400000:f
(W)     mov (8|M0)               r17.0<1>:f    0x40000000:f
(W)     mov (8|M0)               r18.0<1>:df   0x4014000000000000:df
// 3*3 + 2 = 11 into r10.1 only; 2*2 + 3 = 7 into r11.6 only (.z of the
// second 16-byte group)
(W)     mad (1|M0)               r10.1<1>:f    r17.0<0;0>:f      r16.0<0;0>:f      r16.0<0>:f
(W)     mad (1|M0)               r11.6<1>:f    r16.0<0;0>:f      r17.0<0;0>:f      r17.0<0>:f
// double: 5*5 + 5 = 30 into r12.1 only (SIMD2 with .zw)
(W)     mad (1|M0)               r12.1<1>:df   r18.0<0;0>:df     r18.0<0;0>:df     r18.0<0>:df
(W)     mov (8|M0)               r20.0<1>:ud   0x0:ud
(W)     send (8|M0)              null     r20    0x27            0x02000010           {EOT}
