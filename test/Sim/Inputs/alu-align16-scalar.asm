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
// Double scalars as sources: IGA writes r6.1<0;0>:df for the replicated
// second element of a 16-byte group (r6.0 with swizzle .zwzw).
// r6 = {2, 3, 5, 7}, r7 = {10, 20, 30, 40}, r14 = -1 everywhere
(W)     mov (1|M0)               r6.0<1>:df    2.0:df
(W)     mov (1|M0)               r6.1<1>:df    3.0:df
(W)     mov (1|M0)               r6.2<1>:df    5.0:df
(W)     mov (1|M0)               r6.3<1>:df    7.0:df
(W)     mov (1|M0)               r7.0<1>:df    10.0:df
(W)     mov (1|M0)               r7.1<1>:df    20.0:df
(W)     mov (1|M0)               r7.2<1>:df    30.0:df
(W)     mov (1|M0)               r7.3<1>:df    40.0:df
(W)     mov (4|M0)               r14.0<1>:df   -1.0:df
// 2 + 3 * 40 = 122 into r14.0; 20 + 5 * 7 = 55 into r14.3
(W)     mad (1|M0)               r14.0<1>:df   r6.0<0;0>:df      r6.1<0;0>:df      r7.3<0>:df
(W)     mad (1|M0)               r14.3<1>:df   r7.1<0;0>:df      r6.2<0;0>:df      r6.3<0>:df
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127   0x27            0x02000010           {EOT}
