// A scratch block write of 4 hwords (descriptor bits 13:12 = 2) carrying
// 2 data registers after the header.
(W)     mov (8|M0)               r1.0<1>:ud    0x0:ud
(W)     send (8|M0)              null     r1      0xA             0x060F2000
(W)     send (8|M0)              null     r1      0x27            0x02000010           {EOT}
