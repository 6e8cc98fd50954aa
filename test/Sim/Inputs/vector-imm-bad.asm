// Eight dword channels span 256 bits: past what a vector immediate covers.
(W)     mov (8|M0)               r2.0<1>:ud    0x76543210:v
(W)     mov (8|M0)               r20.0<1>:ud   0x0:ud
(W)     send (8|M0)              null     r20    0x27            0x02000010           {EOT}
