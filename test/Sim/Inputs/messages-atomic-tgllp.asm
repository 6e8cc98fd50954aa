// Untyped atomics. SLM (BTI 254), SIMD8, every integer operation: area k
// (32 bytes at 32*k) starts as lane-4, operand src0 = 1 (cmpxchg: compares
// with -2, stores 0x55); r(20+2k) gets the old values, r(21+2k) the new.
(W)     mov (8|M0)               r2.0<1>:uw    0x76543210:v
(W)     mov (8|M0)               r3.0<1>:ud    r2.0<8;8,1>:uw
(W)     shl (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:ud    2:w
(W)     add (8|M0)               r5.0<1>:d     r3.0<8;8,1>:d     -4:w
(W)     mov (8|M0)               r7.0<1>:ud    0x1:ud
(W)     mov (8|M0)               r8.0<1>:ud    0x55:ud
(W)     mov (8|M0)               r12.0<1>:d    -2:w
(W)     mov (8|M0)               r13.0<1>:ud   0x55:ud
// and
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    0:w
        send.dc1 (8|M0)      null     r4      r5      0x40             0x02026EFE  {$0}
(W)     mov (8|M0)               r6.0<1>:ud    r4.0<8;8,1>:ud
        send.dc1 (8|M0)      r20      r6      r7      0x40             0x0210B1FE  {$1}
        send.dc1 (8|M0)      r21      r4      null    0x0             0x02106EFE  {$2}
// or
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        send.dc1 (8|M0)      null     r4      r5      0x40             0x02026EFE  {$3}
(W)     mov (8|M0)               r6.0<1>:ud    r4.0<8;8,1>:ud
        send.dc1 (8|M0)      r22      r6      r7      0x40             0x0210B2FE  {$4}
        send.dc1 (8|M0)      r23      r4      null    0x0             0x02106EFE  {$5}
// xor
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        send.dc1 (8|M0)      null     r4      r5      0x40             0x02026EFE  {$6}
(W)     mov (8|M0)               r6.0<1>:ud    r4.0<8;8,1>:ud
        send.dc1 (8|M0)      r24      r6      r7      0x40             0x0210B3FE  {$7}
        send.dc1 (8|M0)      r25      r4      null    0x0             0x02106EFE  {$8}
// mov
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        send.dc1 (8|M0)      null     r4      r5      0x40             0x02026EFE  {$9}
(W)     mov (8|M0)               r6.0<1>:ud    r4.0<8;8,1>:ud
        send.dc1 (8|M0)      r26      r6      r7      0x40             0x0210B4FE  {$10}
        send.dc1 (8|M0)      r27      r4      null    0x0             0x02106EFE  {$11}
// inc
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        send.dc1 (8|M0)      null     r4      r5      0x40             0x02026EFE  {$12}
        send.dc1 (8|M0)      r28      r4      null    0x0             0x0210B5FE  {$13}
        send.dc1 (8|M0)      r29      r4      null    0x0             0x02106EFE  {$14}
// dec
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        send.dc1 (8|M0)      null     r4      r5      0x40             0x02026EFE  {$15}
        send.dc1 (8|M0)      r30      r4      null    0x0             0x0210B6FE  {$0}
        send.dc1 (8|M0)      r31      r4      null    0x0             0x02106EFE  {$1}
// add
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        send.dc1 (8|M0)      null     r4      r5      0x40             0x02026EFE  {$2}
(W)     mov (8|M0)               r6.0<1>:ud    r4.0<8;8,1>:ud
        send.dc1 (8|M0)      r32      r6      r7      0x40             0x0210B7FE  {$3}
        send.dc1 (8|M0)      r33      r4      null    0x0             0x02106EFE  {$4}
// sub
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        send.dc1 (8|M0)      null     r4      r5      0x40             0x02026EFE  {$5}
(W)     mov (8|M0)               r6.0<1>:ud    r4.0<8;8,1>:ud
        send.dc1 (8|M0)      r34      r6      r7      0x40             0x0210B8FE  {$6}
        send.dc1 (8|M0)      r35      r4      null    0x0             0x02106EFE  {$7}
// revsub
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        send.dc1 (8|M0)      null     r4      r5      0x40             0x02026EFE  {$8}
(W)     mov (8|M0)               r6.0<1>:ud    r4.0<8;8,1>:ud
        send.dc1 (8|M0)      r36      r6      r7      0x40             0x0210B9FE  {$9}
        send.dc1 (8|M0)      r37      r4      null    0x0             0x02106EFE  {$10}
// imax
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        send.dc1 (8|M0)      null     r4      r5      0x40             0x02026EFE  {$11}
(W)     mov (8|M0)               r6.0<1>:ud    r4.0<8;8,1>:ud
        send.dc1 (8|M0)      r38      r6      r7      0x40             0x0210BAFE  {$12}
        send.dc1 (8|M0)      r39      r4      null    0x0             0x02106EFE  {$13}
// imin
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        send.dc1 (8|M0)      null     r4      r5      0x40             0x02026EFE  {$14}
(W)     mov (8|M0)               r6.0<1>:ud    r4.0<8;8,1>:ud
        send.dc1 (8|M0)      r40      r6      r7      0x40             0x0210BBFE  {$15}
        send.dc1 (8|M0)      r41      r4      null    0x0             0x02106EFE  {$0}
// umax
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        send.dc1 (8|M0)      null     r4      r5      0x40             0x02026EFE  {$1}
(W)     mov (8|M0)               r6.0<1>:ud    r4.0<8;8,1>:ud
        send.dc1 (8|M0)      r42      r6      r7      0x40             0x0210BCFE  {$2}
        send.dc1 (8|M0)      r43      r4      null    0x0             0x02106EFE  {$3}
// umin
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        send.dc1 (8|M0)      null     r4      r5      0x40             0x02026EFE  {$4}
(W)     mov (8|M0)               r6.0<1>:ud    r4.0<8;8,1>:ud
        send.dc1 (8|M0)      r44      r6      r7      0x40             0x0210BDFE  {$5}
        send.dc1 (8|M0)      r45      r4      null    0x0             0x02106EFE  {$6}
// cmpxchg
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        send.dc1 (8|M0)      null     r4      r5      0x40             0x02026EFE  {$7}
(W)     mov (8|M0)               r11.0<1>:ud   r4.0<8;8,1>:ud
        send.dc1 (8|M0)      r46      r11     r12     0x80             0x0210BEFE  {$8}
        send.dc1 (8|M0)      r47      r4      null    0x0             0x02106EFE  {$9}
// predec
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        send.dc1 (8|M0)      null     r4      r5      0x40             0x02026EFE  {$10}
        send.dc1 (8|M0)      r48      r4      null    0x0             0x0210BFFE  {$11}
        send.dc1 (8|M0)      r49      r4      null    0x0             0x02106EFE  {$12}
// SIMD16 cmpxchg on BTI 1 (lane 15 out of bounds, lanes 1 and 3 off):
// dword i = 10*i; even lanes compare equal and store 7. Returns in r60-61,
// new contents in r62-63.
(W)     mov (8|M0)               r2.8<1>:uw    r2.0<8;8,1>:uw
(W)     add (8|M0)               r2.8<1>:uw    r2.8<8;8,1>:uw    8:w
(W)     mov (16|M0)              r80.0<1>:ud   r2.0<16;16,1>:uw
(W)     shl (16|M0)              r82.0<1>:ud   r80.0<8;8,1>:ud   2:w
(W)     mul (16|M0)              r84.0<1>:ud   r80.0<8;8,1>:ud   10:w
        send.dc1 (16|M0)     null     r82     r84     0x80             0x04025E01  {$13}
(W)     mov (16|M0)              r86.0<1>:ud   r82.0<8;8,1>:ud
(W)     mov (16|M0)              r88.0<1>:ud   r84.0<8;8,1>:ud
(W)     mov (8|M0)               r88.1<2>:ud   999:w
(W)     mov (16|M0)              r90.0<1>:ud   7:w
(W)     mov (16|M0)              r60.0<1>:ud   0xEEEEEEEE:ud
(W)     mov (1|M0)               r87.7<1>:ud   0x1000:ud
(W)     mov (1|M0)               f0.0<1>:uw    0xFFF5:uw
(f0.0)  send.dc1 (16|M0)     r60      r86     r88     0x100             0x0420AE01  {$14}
        send.dc1 (16|M0)     r62      r82     null    0x0             0x04205E01  {$15}
// A64 atomics on 0x100000000: int32 add with return, every lane on the
// same dword (returns 0..7 in lane order) -> r64; int64 add, umax and
// cmpxchg on qwords 8*lane -> returns r66-67, r68-69, r70-71, final r72-73.
(W)     mov (8|M0)               r100.0<1>:uq   0x100000000:uq
(W)     mov (8|M0)               r102.0<1>:ud   0x1:ud
        send.dc1 (8|M0)      r64      r100    r102    0x40             0x0414A7FF  {$0}
(W)     shl (8|M0)               r104.0<1>:ud   r3.0<8;8,1>:ud    3:w
(W)     add (8|M0)               r104.0<1>:ud   r104.0<8;8,1>:ud   8:w
(W)     mov (8|M0)               r100.0<1>:uq   0x100000000:uq
(W)     add (8|M0)               r100.0<1>:uq   r100.0<4;4,1>:uq   r104.0<8;8,1>:ud
(W)     mov (8|M0)               r102.0<1>:uq   0x100000000:uq
        send.dc1 (8|M0)      r66      r100    r102    0x80             0x0424B7FF  {$1}
(W)     mov (8|M0)               r102.0<1>:uq   0x180000000:uq
(W)     add (8|M0)               r102.0<1>:uq   r102.0<4;4,1>:uq   r3.0<8;8,1>:ud
        send.dc1 (8|M0)      r68      r100    r102    0x80             0x0424BCFF  {$2}
(W)     mov (8|M0)               r104.0<1>:uq   r100.0<4;4,1>:uq
(W)     mov (8|M0)               r106.0<1>:uq   r102.0<4;4,1>:uq
(W)     mov (8|M0)               r108.0<1>:uq   0xFFFFFFFF00000000:uq
(W)     mov (4|M0)               r106.0<2>:ud   0x0:ud
(W)     mov (4|M0)               r106.1<2>:ud   0x1:ud
        send.dc1 (8|M0)      r70      r104    r106    0x100             0x0424BEFF  {$3}
        send.dc1 (8|M0)      r72      r100    null    0x0             0x042402FF  {$4}
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send.ts (8|M0)      null     r127    null    0x0             0x02000010           {EOT}
