// A VME message of type 0 (IGC emits IME, type 2, to the VME): not modelled.
(W)     mov (8|M0)               r2.0<1>:ud    0x0:ud
(W)     send (8|M0)              r10:ud   r2      0x8            0x02100000
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT}
