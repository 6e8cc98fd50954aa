// Float atomics on SLM (SIMD8, with return): max, min and compare-exchange.
// Area k (32 bytes at 32*k) starts as lane - 3.5; the operand is 0.0 (for
// compare-exchange: compare with 0.5, store 8.0). r(20+2k) gets the old
// values, r(21+2k) the memory read back.
(W)     mov (8|M0)               r2.0<1>:uw    0x76543210:v
(W)     mov (8|M0)               r3.0<1>:ud    r2.0<8;8,1>:uw
(W)     mov (8|M0)               r5.0<1>:f     r3.0<8;8,1>:ud
(W)     add (8|M0)               r5.0<1>:f     r5.0<8;8,1>:f     -3.5:f
(W)     shl (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:ud    2:w
(W)     mov (8|M0)               r7.0<1>:f     0.0:f
(W)     mov (8|M0)               r12.0<1>:f    0.5:f
(W)     mov (8|M0)               r13.0<1>:f    8.0:f
// fmax
        sends (8|M0)             null:ud  r4      r5      0x4C            0x02026EFE
(W)     mov (8|M0)               r6.0<1>:ud    r4.0<8;8,1>:ud
        sends (8|M0)             r20:ud   r6      r7      0x4C            0x0216F1FE
        send (8|M0)              r21:ud   r4      0xC            0x02106EFE
// fmin
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        sends (8|M0)             null:ud  r4      r5      0x4C            0x02026EFE
(W)     mov (8|M0)               r6.0<1>:ud    r4.0<8;8,1>:ud
        sends (8|M0)             r22:ud   r6      r7      0x4C            0x0216F2FE
        send (8|M0)              r23:ud   r4      0xC            0x02106EFE
// fcmpwr
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        sends (8|M0)             null:ud  r4      r5      0x4C            0x02026EFE
(W)     mov (8|M0)               r11.0<1>:ud   r4.0<8;8,1>:ud
        sends (8|M0)             r24:ud   r11     r12     0x8C            0x0216F3FE
        send (8|M0)              r25:ud   r4      0xC            0x02106EFE
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT}
