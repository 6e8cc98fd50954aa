// A sampler gather4: not modelled.
(W)     mov (8|M0)               r2.0<1>:ud    0x0:ud
(W)     mov (8|M0)               r3.0<1>:ud    0x0:ud
(W)     send (8|M0)              r10:ud   r2      0x2            0x04428000
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT}
