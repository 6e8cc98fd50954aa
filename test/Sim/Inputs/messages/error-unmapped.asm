// An A64 dword gather from an address nothing is mapped at.
(W)     mov (8|M0)               r2.0<1>:uq    0x200000000:uq
(W)     send (8|M0)              r10:ud   r2      0xC            0x041401FF
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT}
