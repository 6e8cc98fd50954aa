// Conversions and saturation from :uq values at or above 2^63 (narrower
// destinations strided by a qword, as the execution type requires).
(W)     mov (1|M0)               r2.0<1>:uq    0xFFFFFFFFFFFFFFFF:uq
(W)     mov (1|M0)               r2.1<1>:uq    0x8000000000000000:uq
(W)     mov (2|M0)               r3.0<2>:f     r2.0<1;1,0>:uq
(W)     mov (2|M0)               r4.0<1>:df    r2.0<1;1,0>:uq
(W)     mov (2|M0)   (sat)       r5.0<2>:ud    r2.0<1;1,0>:uq
(W)     mov (2|M0)   (sat)       r8.0<2>:d     r2.0<1;1,0>:uq
(W)     mov (2|M0)   (sat)       r7.0<4>:uw    r2.0<1;1,0>:uq
(W)     mov (2|M0)   (sat)       r6.0<1>:q     r2.0<1;1,0>:uq
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127   0x27            0x02000010           {EOT}
