// bfi1 makes the mask from width r2 and offset r3; bfi2 inserts r5 (not
// shifted) into base r6 under it.
(W)     mov (8|M0)               r2.0<1>:ud    0x8:ud
(W)     mov (8|M0)               r8.0<1>:uw    0x76543210:uv
(W)     mov (8|M0)               r3.0<1>:ud    r8.0<8;8,1>:uw
(W)     mov (8|M0)               r5.0<1>:ud    0x12345:ud
(W)     mov (8|M0)               r6.0<1>:ud    0xF0000000:ud
(W)     bfi1 (8|M0)              r4.0<1>:ud    r2.0<8;8,1>:ud    r3.0<8;8,1>:ud
(W)     bfi2 (8|M0)              r7.0<1>:ud    r4.0<2;1>:ud      r5.0<2;1>:ud      r6.0<1>:ud
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127   0x27            0x02000010           {EOT}
