// ALU semantics: regions, types, conversions, saturation, modifiers.
(W)     mov (8|M0)               r19.0<1>:uw   0x76543210:v
(W)     mov (8|M0)               r2.0<1>:ud    r19.0<8;8,1>:uw
(W)     mov (8|M0)               r3.0<1>:d     r2.0<8;8,1>:ud
(W)     add (8|M0)               r3.0<1>:d     r3.0<8;8,1>:d     -4:w
(W)     mov (8|M0)               r4.0<1>:f     r3.0<8;8,1>:d
(W)     mul (8|M0)               r5.0<1>:f     r4.0<8;8,1>:f     0x3F000000:f
(W)     mov (8|M0)               r6.0<1>:d     r5.0<8;8,1>:f
(W)     mov (8|M0)  (sat)        r7.0<4>:ub    r3.0<8;8,1>:d
(W)     mov (8|M0)               r8.0<1>:d     -r3.0<8;8,1>:d
(W)     mov (8|M0)               r9.0<1>:d     (abs)r3.0<8;8,1>:d
(W)     mov (4|M0)               r10.0<1>:d    r2.0<2;2,0>:ud
(W)     mov (8|M0)               r11.0<2>:w    r2.0<8;8,1>:ud
(W)     shl (8|M0)               r12.0<1>:d    r3.0<8;8,1>:d     3:w
(W)     asr (8|M0)               r13.0<1>:d    r3.0<8;8,1>:d     1:w
(W)     shr (8|M0)               r14.0<1>:ud   r3.0<8;8,1>:ud    28:w
(W)     mul (8|M0)               acc0.0<1>:d   r3.0<8;8,1>:d     0x7FFF:uw
(W)     mach (8|M0)              r15.0<1>:d    r3.0<8;8,1>:d     0x40000000:d  {AccWrEn}
(W)     mov (8|M0)               r16.0<1>:d    acc0.0<8;8,1>:d
(W)     mad (8|M0)               r17.0<1>:f    r4.0<4;1>:f     r4.0<4;1>:f     r5.0<1>:f
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127   0x27            0x02000010           {EOT}
