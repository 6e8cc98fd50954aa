// goto's predicate sense, which changed at Gen10: the same binary on BDW/SKL
// (the channels whose predicate is false jump) and on ICL (those whose
// predicate is true jump). Channel c starts with c in r2-r3.
(W)     mov (8|M0)               r1.0<1>:uw    0x76543210:v
(W)     add (8|M0)               r1.8<1>:uw    r1.0<8;8,1>:uw    8:uw
(W)     mov (16|M0)              r2.0<1>:d     r1.0<16;16,1>:uw
(W)     mov (16|M0)              r4.0<1>:d     0:w
(W)     mov (16|M0)              r6.0<1>:d     0:w
// predicate true on odd channels; the channels that do not jump add 5
        and (16|M0)   (ne)f0.0   null<1>:d     r2.0<8;8,1>:d     1:w
(f0.0)  goto (16|M0)                         JOIN0         JOIN0
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     5:w
JOIN0:
        join (16|M0)                         NEXT
NEXT:
// no predicate: the channels that do not jump add 7
        goto (16|M0)                         JOIN1         JOIN1
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     7:w
JOIN1:
        join (16|M0)                         DONE
DONE:
// every channel is back: r4 += 0x100
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     256:w
// backward goto (true channels jump on every platform): r8 counts the
// iterations of a loop each channel repeats while r8 < c % 4
(W)     mov (16|M0)              r8.0<1>:d     0:w
        and (16|M0)              r10.0<1>:d    r2.0<8;8,1>:d     3:w
LOOP:
        add (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     1:w
        cmp (16|M0)   (lt)f0.0   null<1>:d     r8.0<8;8,1>:d     r10.0<8;8,1>:d
(f0.0)  goto (16|M0)                         AFTER         LOOP
AFTER:
        join (16|M0)                         END
END:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127   0x27            0x02000010           {EOT}
