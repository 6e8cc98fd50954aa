// Same-type movs copy bits: half NaNs keep their payloads, also through a
// strided region (IGC copies shorts as :hf this way).
(W)     mov (1|M0)               r2.0<1>:ud    0x7C01FFFF:ud
(W)     mov (1|M0)               r2.1<1>:ud    0x3C00FE00:ud
(W)     mov (1|M0)               r2.2<1>:ud    0xFC0F7E01:ud
(W)     mov (1|M0)               r2.3<1>:ud    0x80010001:ud
(W)     mov (8|M0)               r3.0<1>:hf    r2.0<1;1,0>:hf
(W)     mov (4|M0)               r4.0<1>:hf    r2.0<2;1,0>:hf
(W)     mov (2|M0)               r5.0<1>:hf    0x7D01:hf
(W)     mov (8|M0)               r20.0<1>:ud   0x0:ud
(W)     send (8|M0)              null     r20    0x27            0x02000010           {EOT}
