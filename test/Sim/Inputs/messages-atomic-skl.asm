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
        sends (8|M0)             null:ud  r4      r5      0x4C            0x02026EFE
(W)     mov (8|M0)               r6.0<1>:ud    r4.0<8;8,1>:ud
        sends (8|M0)             r20:ud  r6      r7      0x4C            0x0210B1FE
        send (8|M0)              r21:ud  r4      0xC            0x02106EFE
// or
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        sends (8|M0)             null:ud  r4      r5      0x4C            0x02026EFE
(W)     mov (8|M0)               r6.0<1>:ud    r4.0<8;8,1>:ud
        sends (8|M0)             r22:ud  r6      r7      0x4C            0x0210B2FE
        send (8|M0)              r23:ud  r4      0xC            0x02106EFE
// xor
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        sends (8|M0)             null:ud  r4      r5      0x4C            0x02026EFE
(W)     mov (8|M0)               r6.0<1>:ud    r4.0<8;8,1>:ud
        sends (8|M0)             r24:ud  r6      r7      0x4C            0x0210B3FE
        send (8|M0)              r25:ud  r4      0xC            0x02106EFE
// mov
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        sends (8|M0)             null:ud  r4      r5      0x4C            0x02026EFE
(W)     mov (8|M0)               r6.0<1>:ud    r4.0<8;8,1>:ud
        sends (8|M0)             r26:ud  r6      r7      0x4C            0x0210B4FE
        send (8|M0)              r27:ud  r4      0xC            0x02106EFE
// inc
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        sends (8|M0)             null:ud  r4      r5      0x4C            0x02026EFE
        send (8|M0)              r28:ud  r4      0xC            0x0210B5FE
        send (8|M0)              r29:ud  r4      0xC            0x02106EFE
// dec
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        sends (8|M0)             null:ud  r4      r5      0x4C            0x02026EFE
        send (8|M0)              r30:ud  r4      0xC            0x0210B6FE
        send (8|M0)              r31:ud  r4      0xC            0x02106EFE
// add
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        sends (8|M0)             null:ud  r4      r5      0x4C            0x02026EFE
(W)     mov (8|M0)               r6.0<1>:ud    r4.0<8;8,1>:ud
        sends (8|M0)             r32:ud  r6      r7      0x4C            0x0210B7FE
        send (8|M0)              r33:ud  r4      0xC            0x02106EFE
// sub
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        sends (8|M0)             null:ud  r4      r5      0x4C            0x02026EFE
(W)     mov (8|M0)               r6.0<1>:ud    r4.0<8;8,1>:ud
        sends (8|M0)             r34:ud  r6      r7      0x4C            0x0210B8FE
        send (8|M0)              r35:ud  r4      0xC            0x02106EFE
// revsub
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        sends (8|M0)             null:ud  r4      r5      0x4C            0x02026EFE
(W)     mov (8|M0)               r6.0<1>:ud    r4.0<8;8,1>:ud
        sends (8|M0)             r36:ud  r6      r7      0x4C            0x0210B9FE
        send (8|M0)              r37:ud  r4      0xC            0x02106EFE
// imax
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        sends (8|M0)             null:ud  r4      r5      0x4C            0x02026EFE
(W)     mov (8|M0)               r6.0<1>:ud    r4.0<8;8,1>:ud
        sends (8|M0)             r38:ud  r6      r7      0x4C            0x0210BAFE
        send (8|M0)              r39:ud  r4      0xC            0x02106EFE
// imin
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        sends (8|M0)             null:ud  r4      r5      0x4C            0x02026EFE
(W)     mov (8|M0)               r6.0<1>:ud    r4.0<8;8,1>:ud
        sends (8|M0)             r40:ud  r6      r7      0x4C            0x0210BBFE
        send (8|M0)              r41:ud  r4      0xC            0x02106EFE
// umax
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        sends (8|M0)             null:ud  r4      r5      0x4C            0x02026EFE
(W)     mov (8|M0)               r6.0<1>:ud    r4.0<8;8,1>:ud
        sends (8|M0)             r42:ud  r6      r7      0x4C            0x0210BCFE
        send (8|M0)              r43:ud  r4      0xC            0x02106EFE
// umin
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        sends (8|M0)             null:ud  r4      r5      0x4C            0x02026EFE
(W)     mov (8|M0)               r6.0<1>:ud    r4.0<8;8,1>:ud
        sends (8|M0)             r44:ud  r6      r7      0x4C            0x0210BDFE
        send (8|M0)              r45:ud  r4      0xC            0x02106EFE
// cmpxchg
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        sends (8|M0)             null:ud  r4      r5      0x4C            0x02026EFE
(W)     mov (8|M0)               r11.0<1>:ud   r4.0<8;8,1>:ud
        sends (8|M0)             r46:ud  r11     r12     0x8C            0x0210BEFE
        send (8|M0)              r47:ud  r4      0xC            0x02106EFE
// predec
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    32:w
        sends (8|M0)             null:ud  r4      r5      0x4C            0x02026EFE
        send (8|M0)              r48:ud  r4      0xC            0x0210BFFE
        send (8|M0)              r49:ud  r4      0xC            0x02106EFE
// SIMD16 cmpxchg on BTI 1 (lane 15 out of bounds, lanes 1 and 3 off):
// dword i = 10*i; even lanes compare equal and store 7. Returns in r60-61,
// new contents in r62-63.
(W)     mov (8|M0)               r2.8<1>:uw    r2.0<8;8,1>:uw
(W)     add (8|M0)               r2.8<1>:uw    r2.8<8;8,1>:uw    8:w
(W)     mov (16|M0)              r80.0<1>:ud   r2.0<16;16,1>:uw
(W)     shl (16|M0)              r82.0<1>:ud   r80.0<8;8,1>:ud   2:w
(W)     mul (16|M0)              r84.0<1>:ud   r80.0<8;8,1>:ud   10:w
        sends (16|M0)            null:ud  r82     r84     0x8C            0x04025E01
(W)     mov (16|M0)              r86.0<1>:ud   r82.0<8;8,1>:ud
(W)     mov (16|M0)              r88.0<1>:ud   r84.0<8;8,1>:ud
(W)     mov (8|M0)               r88.1<2>:ud   999:w
(W)     mov (16|M0)              r90.0<1>:ud   7:w
(W)     mov (16|M0)              r60.0<1>:ud   0xEEEEEEEE:ud
(W)     mov (1|M0)               r87.7<1>:ud   0x1000:ud
(W)     mov (1|M0)               f0.0<1>:uw    0xFFF5:uw
(f0.0)  sends (16|M0)            r60:ud   r86     r88     0x10C           0x0420AE01
        send (16|M0)             r62:ud   r82     0xC            0x04205E01
// A64 atomics on 0x100000000: int32 add with return, every lane on the
// same dword (returns 0..7 in lane order) -> r64; int64 add, umax and
// cmpxchg on qwords 8*lane -> returns r66-67, r68-69, r70-71, final r72-73.
(W)     mov (8|M0)               r100.0<1>:uq   0x100000000:uq
(W)     mov (8|M0)               r102.0<1>:ud   0x1:ud
        sends (8|M0)             r64:ud   r100     r102     0x4C            0x0414A7FF
(W)     shl (8|M0)               r104.0<1>:ud   r3.0<8;8,1>:ud    3:w
(W)     add (8|M0)               r104.0<1>:ud   r104.0<8;8,1>:ud   8:w
(W)     mov (8|M0)               r100.0<1>:uq   0x100000000:uq
(W)     add (8|M0)               r100.0<1>:uq   r100.0<4;4,1>:uq   r104.0<8;8,1>:ud
(W)     mov (8|M0)               r102.0<1>:uq   0x100000000:uq
        sends (8|M0)             r66:ud   r100     r102     0x8C            0x0424B7FF
(W)     mov (8|M0)               r102.0<1>:uq   0x180000000:uq
(W)     add (8|M0)               r102.0<1>:uq   r102.0<4;4,1>:uq   r3.0<8;8,1>:ud
        sends (8|M0)             r68:ud   r100     r102     0x8C            0x0424BCFF
(W)     mov (8|M0)               r104.0<1>:uq   r100.0<4;4,1>:uq
(W)     mov (8|M0)               r106.0<1>:uq   r102.0<4;4,1>:uq
(W)     mov (8|M0)               r108.0<1>:uq   0xFFFFFFFF00000000:uq
(W)     mov (4|M0)               r106.0<2>:ud   0x0:ud
(W)     mov (4|M0)               r106.1<2>:ud   0x1:ud
        sends (8|M0)             r70:ud   r104    r106    0x10C           0x0424BEFF
        send (8|M0)              r72:ud   r100     0xC            0x042402FF
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT}
