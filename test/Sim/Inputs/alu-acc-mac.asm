// Integer mac reads the accumulator element of its channel, whatever wrote
// it.
(W)     mov (8|M0)               r1.0<1>:uw    0x76543210:v
(W)     mov (8|M0)               r2.0<1>:d     r1.0<8;8,1>:uw
// acc0 from a converting mov (w immediate to d)
(W)     mov (8|M0)               acc0.0<1>:d   100:w
(W)     mac (8|M0)               r3.0<1>:d     r2.0<8;8,1>:d     r2.0<8;8,1>:d
// acc0 from a raw mov
(W)     mov (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d
(W)     mac (8|M0)               r4.0<1>:d     r2.0<8;8,1>:d     2:w
// acc0 from a mul, read by a mac on channels 8-15 (acc0.0-7 again)
(W)     mul (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     0x3:uw
(W)     mac (8|M8)               r5.0<1>:d     r2.0<8;8,1>:d     r2.0<8;8,1>:d
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127   0x27            0x02000010           {EOT}
