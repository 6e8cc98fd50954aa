// A scratch block read of 2 hwords (descriptor bits 13:12 = 1) with a
// response length of 1.
(W)     mov (8|M0)               r1.0<1>:ud    0x0:ud
(W)     send (8|M0)              r10      r1      0xA             0x021C1000
(W)     send (8|M0)              null     r1      0x27            0x02000010           {EOT}
