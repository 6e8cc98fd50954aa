// Packed-vector immediates read by channels of word and dword destinations.
(W)     mov (4|M0)               r2.0<1>:ud    0xC080400:uv
(W)     mov (2|M0)               r3.0<1>:ud    0x400:uv
(W)     mov (1|M0)               r4.0<1>:uw    0x8:uw
(W)     add (2|M0)               r4.4<1>:ud    r4.0<0;1,0>:uw    0x400:uv
(W)     mov (8|M0)               r5.0<1>:uw    0x76543210:uv
(W)     mov (4|M0)               r6.0<2>:uw    0x0C0B0A09:v
(W)     mov (4|M0)               r7.0<1>:d     0x0F0E0D0C:v
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127   0x27            0x02000010           {EOT}
