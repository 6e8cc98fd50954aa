// Scratch block writes in DWord channel mode (Gen8/9; also run on Gen11): a first spill of
// r2-r3 (100 + lane) with every channel, a second (200 + lane) with
// channels 4-11 only, then a fill of both registers.
(W)     mov (8|M0)               r1.0<1>:ud    r0.0<8;8,1>:ud
(W)     mov (8|M0)               r4.0<1>:uw    0x76543210:v
(W)     add (8|M0)               r4.8<1>:uw    r4.0<8;8,1>:uw    8:w
(W)     mov (16|M0)              r2.0<1>:ud    r4.0<16;16,1>:uw
(W)     add (16|M0)              r2.0<1>:ud    r2.0<8;8,1>:ud    100:w
        send (16|M0)          null     r1      0xA             0x060F1002
(W)     add (16|M0)              r2.0<1>:ud    r2.0<8;8,1>:ud    100:w
(W)     mov (1|M0)               f0.0<1>:uw    0x0FF0:uw
(f0.0)  send (16|M0)          null     r1      0xA             0x060F1002
(W)     send (16|M0)          r10      r1      0xA             0x022C1002
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)           null     r127    0x27             0x02000010           {EOT}
