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
        send.dc1 (8|M0)      null     r4      r5      0x40             0x02026EFE  {$0}
(W)     mov (8|M0)               r6.0<1>:ud    r4.0<8;8,1>:ud
        send.dc1 (8|M0)      r20      r6      r7      0x40             0x0216F1FE  {$1}
        send.dc1 (8|M0)      r21      r4      null    0x0             0x02106EFE  {$2}
// fmin
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        send.dc1 (8|M0)      null     r4      r5      0x40             0x02026EFE  {$3}
(W)     mov (8|M0)               r6.0<1>:ud    r4.0<8;8,1>:ud
        send.dc1 (8|M0)      r22      r6      r7      0x40             0x0216F2FE  {$4}
        send.dc1 (8|M0)      r23      r4      null    0x0             0x02106EFE  {$5}
// fcmpwr
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        send.dc1 (8|M0)      null     r4      r5      0x40             0x02026EFE  {$6}
(W)     mov (8|M0)               r11.0<1>:ud   r4.0<8;8,1>:ud
        send.dc1 (8|M0)      r24      r11     r12     0x80             0x0216F3FE  {$7}
        send.dc1 (8|M0)      r25      r4      null    0x0             0x02106EFE  {$8}
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send.ts (8|M0)      null     r127    null    0x0             0x02000010           {EOT}
