// Unsigned 64-bit comparisons: values at or above 2^63 are large, not
// negative.
(W)     mov (4|M0)               r2.0<1>:uq    0x8000000000000000:uq
(W)     mov (1|M0)               r2.1<1>:uq    0x10:uq
(W)     mov (1|M0)               r3.0<1>:uq    0x100000000:uq
(W)     cmp (4|M0)   (lt)f0.0    null<1>:q     r2.0<4;4,1>:uq    r3.0<0;1,0>:uq
(W)     mov (1|M0)               r4.0<1>:uw    f0.0<0;1,0>:uw
(W)     sel (4|M0)   (lt)f0.0    r5.0<1>:uq    r2.0<4;4,1>:uq    r3.0<0;1,0>:uq
(W)     add (4|M0)   (gt)f0.0    r6.0<1>:uq    r2.0<4;4,1>:uq    0x1:uw
(W)     mov (1|M0)               r4.1<1>:uw    f0.0<0;1,0>:uw
(W)     cmp (4|M0)   (lt)f0.0    null<1>:q     r2.0<4;4,1>:q     r3.0<0;1,0>:q
(W)     mov (1|M0)               r4.2<1>:uw    f0.0<0;1,0>:uw
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127   0x27            0x02000010           {EOT}
