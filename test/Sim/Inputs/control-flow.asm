// SIMD16 control flow with per-channel masks. Channel c starts with c in r2.
(W)     mov (8|M0)               r1.0<1>:uw    0x76543210:v
(W)     add (8|M0)               r1.8<1>:uw    r1.0<8;8,1>:uw    8:uw
(W)     mov (16|M0)              r2.0<1>:d     r1.0<16;16,1>:uw
(W)     mov (16|M0)              r4.0<1>:d     0:w
(W)     mov (16|M0)              r6.0<1>:d     0:w
(W)     mov (16|M0)              r8.0<1>:d     0:w
// if (c < 8) { if (c odd) r4 = 1 else r4 = 2 } else r4 = 3
        cmp (16|M0)   (lt)f0.0   null<1>:d     r2.0<8;8,1>:d     8:w
(f0.0)  if (16|M0)                           ELSE0         ENDIF0
        and (16|M0)   (ne)f1.0   null<1>:d     r2.0<8;8,1>:d     1:w
(f1.0)  if (16|M0)                           ELSE1         ENDIF1
        mov (16|M0)              r4.0<1>:d     1:w
        else (16|M0)                         ENDIF1        ENDIF1
ELSE1:
        mov (16|M0)              r4.0<1>:d     2:w
ENDIF1:
        endif (16|M0)                        ENDIF0B
ENDIF0B:
        else (16|M0)                         ENDIF0        ENDIF0
ELSE0:
        mov (16|M0)              r4.0<1>:d     3:w
ENDIF0:
        endif (16|M0)                        LOOP
// loop: r6 counts iterations; channel c breaks when r6 == c % 4
LOOP:
        and (16|M0)              r10.0<1>:d    r2.0<8;8,1>:d     3:w
        cmp (16|M0)   (eq)f0.0   null<1>:d     r6.0<8;8,1>:d     r10.0<8;8,1>:d
(f0.0)  break (16|M0)                        WHILE         WHILE
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     1:w
WHILE:
        while (16|M0)                        LOOP
// goto over a block for even channels (on SKL, goto jumps the channels
// whose predicate is false: f0.0 holds for odd channels)
        and (16|M0)   (ne)f0.0   null<1>:d     r2.0<8;8,1>:d     1:w
(f0.0)  goto (16|M0)                         JOIN          JOIN
        add (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     5:w
JOIN:
        join (16|M0)                         DONE
DONE:
// call a subroutine that doubles r8 for all channels
        call (16|M0)             r12.0:ud      FUNC
(W)     jmpi                                 EXIT
FUNC:
        add (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     r8.0<8;8,1>:d
        ret (16|M0)                          r12.0:ud
EXIT:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127   0x27            0x02000010           {EOT}
