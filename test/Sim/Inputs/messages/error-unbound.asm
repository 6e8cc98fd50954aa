// An untyped read of a binding-table index nothing is bound to.
(W)     mov (8|M0)               r2.0<1>:ud    0x0:ud
(W)     send (8|M0)              r10:ud   r2      0xC            0x02106E05
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT}
