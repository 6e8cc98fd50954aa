// SIMD16 subroutines under divergence, laid out as IGC does: the
// subroutines follow the kernel's EOT, at higher offsets than the join
// points where the caller's other channels wait. Channel c starts with c in
// r2-r3. Link registers: r10.0-1 (outer call), r10.2-3 (nested call),
// r11.0-1 (predicated call).
(W)     mov (8|M0)               r1.0<1>:uw    0x76543210:v
(W)     add (8|M0)               r1.8<1>:uw    r1.0<8;8,1>:uw    8:uw
(W)     mov (16|M0)              r2.0<1>:d     r1.0<16;16,1>:uw
(W)     mov (16|M0)              r4.0<1>:d     0:w
(W)     mov (16|M0)              r6.0<1>:d     0:w
(W)     mov (16|M0)              r8.0<1>:d     0:w
// if (c < 8) { r4 = OUTER(c); r4 += 100 }   with OUTER(c) = 2 * c
        cmp (16|M0)   (lt)f0.0   null<1>:d     r2.0<8;8,1>:d     8:w
(f0.0)  if (16|M0)                           ENDIF         ENDIF
        call (16|M0)             r10.0:ud      OUTER
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     100:w
ENDIF:
        endif (16|M0)                        NEXT
NEXT:
// every channel, once
        add (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     1:w
// odd channels call PRED; all then add 1000 to r6
        and (16|M0)   (ne)f1.0   null<1>:d     r2.0<8;8,1>:d     1:w
(f1.0)  call (16|M0)             r11.0:ud      PRED
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     1000:w
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127   0x27            0x02000010           {EOT}
OUTER:
        mov (16|M0)              r4.0<1>:d     r2.0<8;8,1>:d
        call (16|M0)             r10.2:ud      INNER
        ret (16|M0)                          r10.0:ud
INNER:
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r4.0<8;8,1>:d
        ret (16|M0)                          r10.2:ud
// PRED: r6 = c + 50; channels c < 4 return early, the others add 7 first
PRED:
        add (16|M0)              r6.0<1>:d     r2.0<8;8,1>:d     50:w
// the call's predicate now holds everywhere: the even channels, which did
// not call, must not run the call again after the return
(W)     mov (1|M0)               f1.0<1>:uw    0xffff:uw
        cmp (16|M0)   (lt)f0.1   null<1>:d     r2.0<8;8,1>:d     4:w
(f0.1)  ret (16|M0)                          r11.0:ud
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     7:w
        ret (16|M0)                          r11.0:ud
