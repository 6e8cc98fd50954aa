// goto polarity: channel c holds c in r2. A forward goto predicated on the
// odd channels, then a backward goto looping while r5 < c.
(W)     mov (8|M0)               r2.0<1>:ud    0x76543210:v
(W)     mov (8|M0)               r4.0<1>:d     0:w
(W)     mov (8|M0)               r5.0<1>:d     0:w
        and (8|M0)    (ne)f0.0   null<1>:d     r2.0<8;8,1>:d     1:w
(f0.0)  goto (8|M0)                          JOIN          JOIN
        add (8|M0)               r4.0<1>:d     r4.0<8;8,1>:d     1:w
JOIN:
        join (8|M0)                          LOOP
LOOP:
        add (8|M0)               r5.0<1>:d     r5.0<8;8,1>:d     1:w
        cmp (8|M0)    (lt)f1.0   null<1>:d     r5.0<8;8,1>:d     r2.0<8;8,1>:d
(f1.0)  goto (8|M0)                          LOOP          LOOP
(W)     mov (8|M0)               r20.0<1>:ud   0x0:ud
(W)     send (8|M0)              null     r20    0x27            0x02000010           {EOT}
