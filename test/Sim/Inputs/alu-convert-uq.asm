// uq sources convert as unsigned: to float, double, and saturated to
// narrower integers, for values with bit 63 set.
(W)     mov (1|M0)               r2.0<1>:uq    0xFFFFFFFFFFFFFFFF:uq
(W)     mov (1|M0)               r2.1<1>:uq    0x8000010000000001:uq
(W)     mov (2|M0)               r3.0<1>:f     r2.0<1;1,0>:uq
(W)     mov (2|M0)               r4.0<1>:df    r2.0<1;1,0>:uq
(W)     mov (2|M0)  (sat)        r5.0<1>:d     r2.0<1;1,0>:uq
(W)     mov (2|M0)  (sat)        r5.2<1>:ud    r2.0<1;1,0>:uq
(W)     mov (1|M0)  (sat)        r6.0<1>:q     r2.1<0;1,0>:uq
// toward +inf
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw
(W)     mov (2|M0)               r3.2<1>:f     r2.0<1;1,0>:uq
(W)     mov (8|M0)               r20.0<1>:ud   0x0:ud
(W)     send (8|M0)              null     r20    0x27            0x02000010           {EOT}
