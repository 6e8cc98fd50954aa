// DF arithmetic on the fast path (fast-alu-double.test): add, mul, mad,
// sel and cmp of DF regions, with source modifiers, a scalar source,
// conditional modifiers on flags, predication, NaN and denormals, while
// cr0 flushes double denormals (bit 6 clear, its reset value) and while it
// keeps them (bit 6 set).
// Channel c gets c in r2 (d); r4-r5: c - 4 as :df; r6-r7: the denormals
// c * 2^-1074 (bits c); r8-r9: (c - 4) * 0.375; r10-r11: r8 with a NaN in
// channel 1.
(W)     mov (8|M0)               r1.0<1>:uw    0x76543210:v
(W)     mov (8|M0)               r2.0<1>:d     r1.0<8;8,1>:uw
(W)     add (8|M0)               r3.0<1>:d     r2.0<8;8,1>:d     -4:d
(W)     mov (8|M0)               r4.0<1>:df    r3.0<8;8,1>:d
(W)     mov (8|M0)               r6.0<1>:q     r2.0<8;8,1>:d
(W)     mov (4|M0)               r12.0<1>:df   0.375:df
(W)     mul (8|M0)               r8.0<1>:df    r4.0<4;4,1>:df    r12.0<0;1,0>:df
(W)     mov (8|M0)               r10.0<1>:df   r8.0<4;4,1>:df
(W)     mov (1|M0)               r10.2<1>:ud   0x1:ud
(W)     mov (1|M0)               r10.3<1>:ud   0x7FF00000:ud
// flushing: denormal sources and results
        add (8|M0)               r14.0<1>:df   r6.0<4;4,1>:df    r4.0<4;4,1>:df
        mul (8|M0)               r16.0<1>:df   r6.0<4;4,1>:df    r12.0<0;1,0>:df
        mad (8|M0)               r18.0<1>:df   -r8.0<4;1>:df     r4.0<4;1>:df      (abs)r10.0<1>:df
        add (8|M0)    (gt)f0.0   r20.0<1>:df   r6.0<4;4,1>:df    -r6.0<4;4,1>:df
(W)     mov (1|M0)               r22.0<1>:ud   f0.0<0;1,0>:uw
        sel (8|M0)    (lt)f0.1   r24.0<1>:df   r10.0<4;4,1>:df   r4.0<4;4,1>:df
        sel (8|M0)    (ge)f0.1   r26.0<1>:df   r4.0<4;4,1>:df    r10.0<4;4,1>:df
        cmp (8|M0)    (le)f1.0   r28.0<1>:df   r8.0<4;4,1>:df    r4.0<4;4,1>:df
        cmp (8|M0)    (ne)f1.1   null<1>:df    r10.0<4;4,1>:df   r10.0<4;4,1>:df
(W)     mov (2|M0)               r22.1<1>:ud   f1.0<1;1,0>:uw
// predicated: channels 0, 2, 4, 6 (the others keep -1)
(W)     mov (1|M0)               f0.0<1>:uw    0x55:uw
(W)     mov (16|M0)              r30.0<1>:d    -1:d
(f0.0)  add (8|M0)               r30.0<1>:df   r8.0<4;4,1>:df    r4.0<4;4,1>:df
(f0.0)  sel (8|M0)               r32.0<1>:df   r8.0<4;4,1>:df    r4.0<4;4,1>:df
// denormals kept
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x40:uw
        add (8|M0)               r34.0<1>:df   r6.0<4;4,1>:df    r4.0<4;4,1>:df
        mul (8|M0)               r36.0<1>:df   r6.0<4;4,1>:df    r12.0<0;1,0>:df
        mad (8|M0)               r38.0<1>:df   r6.0<4;1>:df      r6.0<4;1>:df      r12.0<0>:df
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127   0x27            0x02000010           {EOT}
