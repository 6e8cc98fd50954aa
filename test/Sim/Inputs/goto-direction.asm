// goto predicate sense: channel c holds c in r2 (SIMD8).
(W)     mov (8|M0)               r1.0<1>:uw    0x76543210:v
(W)     mov (8|M0)               r2.0<1>:d     r1.0<8;8,1>:uw
(W)     mov (8|M0)               r3.0<1>:d     0:w
(W)     mov (8|M0)               r4.0<1>:d     0:w
// forward: f0.0 is set for c < 4
        cmp (8|M0)    (lt)f0.0   null<1>:d     r2.0<8;8,1>:d     4:w
(f0.0)  goto (8|M0)                          JOIN0         JOIN0
        mov (8|M0)               r3.0<1>:d     1:w
JOIN0:
        join (8|M0)                          LOOP
// backward: channel c loops while r4 < c, so r4 ends as max(c, 1)
LOOP:
        add (8|M0)               r4.0<1>:d     r4.0<8;8,1>:d     1:w
        cmp (8|M0)    (lt)f0.0   null<1>:d     r4.0<8;8,1>:d     r2.0<8;8,1>:d
(f0.0)  goto (8|M0)                          LOOP          LOOP
        join (8|M0)                          EXIT
EXIT:
(W)     mov (8|M0)               r20.0<1>:ud   0x0:ud
(W)     send (8|M0)              null     r20    0x27            0x02000010           {EOT}
