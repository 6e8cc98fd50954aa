// Indirect addressing through a0.
(W)     mov (8|M0)               r1.0<1>:uw    0x76543210:v
(W)     add (8|M0)               r10.0<1>:d    r1.0<8;8,1>:uw    100:w
(W)     mov (8|M0)               r2.0<1>:w     0x01234567:v
(W)     mov (8|M0)               r11.0<1>:d    r2.0<8;8,1>:w
// a0.i = byte address of r10 + 4 * (7 - i)
(W)     shl (8|M0)               a0.0<1>:uw    r11.0<16;8,2>:uw  2:w
(W)     add (8|M0)               a0.0<1>:uw    a0.0<8;8,1>:uw    0x140:uw
(W)     mov (8|M0)               r4.0<1>:d     r[a0.0]<1,0>:d
(W)     mov (1|M0)               a0.0<1>:uw    0x140:uw
(W)     mov (8|M0)               r5.0<1>:d     r[a0.0,8]<0;1,0>:d
(W)     mov (1|M0)               a0.0<1>:uw    0xC0:uw
(W)     mov (8|M0)               r[a0.0]<1>:d  r11.0<8;8,1>:d
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127   0x27            0x02000010           {EOT}
