// Integer-to-float conversions under each cr0 rounding mode.
(W)     mov (1|M0)               r2.0<1>:d     16777217:d
(W)     mov (1|M0)               r2.1<1>:d     -16777217:d
(W)     mov (1|M0)               r2.2<1>:d     16777219:d
(W)     mov (1|M0)               r2.3<1>:ud    0xFFFFFFFF:ud
// round to nearest even (cr0 rounding mode 00)
(W)     mov (2|M0)               r3.0<1>:f     r2.0<2;2,1>:d
(W)     mov (1|M0)               r3.2<1>:f     r2.2<0;1,0>:d
(W)     mov (1|M0)               r3.3<1>:f     r2.3<0;1,0>:ud
// toward +inf (01)
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw
(W)     mov (2|M0)               r4.0<1>:f     r2.0<2;2,1>:d
(W)     mov (1|M0)               r4.2<1>:f     r2.2<0;1,0>:d
(W)     mov (1|M0)               r4.3<1>:f     r2.3<0;1,0>:ud
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw
// toward -inf (10)
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw
(W)     mov (2|M0)               r5.0<1>:f     r2.0<2;2,1>:d
(W)     mov (1|M0)               r5.2<1>:f     r2.2<0;1,0>:d
(W)     mov (1|M0)               r5.3<1>:f     r2.3<0;1,0>:ud
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw
// toward zero (11)
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw
(W)     mov (2|M0)               r6.0<1>:f     r2.0<2;2,1>:d
(W)     mov (1|M0)               r6.2<1>:f     r2.2<0;1,0>:d
(W)     mov (1|M0)               r6.3<1>:f     r2.3<0;1,0>:ud
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127   0x27            0x02000010           {EOT}
