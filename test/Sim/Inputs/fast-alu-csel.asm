// csel (ICLLP): src0 or src1 by comparing src2 with zero, integer and float.
(W)     mov (8|M0)               r1.0<1>:uw    0x76543210:v
(W)     mov (8|M0)               r2.0<1>:d     r1.0<8;8,1>:uw
(W)     add (8|M0)               r3.0<1>:d     r2.0<8;8,1>:d     -4:w
(W)     mov (8|M0)               r4.0<1>:f     r3.0<8;8,1>:d
(W)     mov (8|M0)               r5.0<1>:w     r3.0<16;8,2>:w
(W)     csel (8|M0)   (lt)f0.0   r6.0<1>:d     r2.0<8;1>:d       r3.0<8;1>:d       r3.0<1>:d
(W)     csel (8|M0)   (ge)f0.0   r7.0<1>:f     r4.0<8;1>:f       -r4.0<8;1>:f      r4.0<1>:f
(W)     csel (8|M0)   (eq)f0.0   r8.0<1>:w     r5.0<8;1>:w       r1.0<8;1>:w       r5.0<1>:w
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127   0x27            0x02000010           {EOT}
