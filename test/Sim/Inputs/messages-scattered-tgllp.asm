// Byte scattered (8/16/32-bit, A32 on BTI 1) and A64 byte/dword/qword
// scattered messages on a buffer mapped at 0x100000000.
(W)     mov (8|M0)               r2.0<1>:uw    0x76543210:v
(W)     mov (8|M0)               r3.0<1>:ud    r2.0<8;8,1>:uw
(W)     add (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:ud    0xA0:w
        send.dc0 (8|M0)      null     r3      r4      0x40             0x02030001  {$0}
(W)     shl (8|M0)               r5.0<1>:ud    r3.0<8;8,1>:ud    1:w
(W)     add (8|M0)               r5.0<1>:ud    r5.0<8;8,1>:ud    8:w
(W)     add (8|M0)               r6.0<1>:ud    r3.0<8;8,1>:ud    0xB000:uw
        send.dc0 (8|M0)      null     r5      r6      0x40             0x02030401  {$1}
(W)     shl (8|M0)               r7.0<1>:ud    r3.0<8;8,1>:ud    2:w
(W)     add (8|M0)               r7.0<1>:ud    r7.0<8;8,1>:ud    24:w
(W)     add (8|M0)               r8.0<1>:ud    r3.0<8;8,1>:ud    0xC0000000:ud
        send.dc0 (8|M0)      null     r7      r8      0x40             0x02030801  {$2}
(W)     mul (8|M0)               r9.0<1>:ud    r3.0<8;8,1>:ud    3:w
        send.dc0 (8|M0)      r10      r9      null    0x0             0x02110001  {$3}
        send.dc0 (8|M0)      r11      r5      null    0x0             0x02110401  {$4}
        send.dc0 (8|M0)      r12      r7      null    0x0             0x02110801  {$5}
// A64 dword scatter, 2 elements per address: addresses base + 8*lane
(W)     shl (8|M0)               r13.0<1>:ud   r3.0<8;8,1>:ud    3:w
(W)     mov (8|M0)               r20.0<1>:uq   0x100000000:uq
(W)     add (8|M0)               r20.0<1>:uq   r20.0<4;4,1>:uq   r13.0<8;8,1>:ud
(W)     add (8|M0)               r22.0<1>:ud   r3.0<8;8,1>:ud    0xD0:w
(W)     add (8|M0)               r23.0<1>:ud   r3.0<8;8,1>:ud    0xE0:w
        send.dc1 (8|M0)      null     r20     r22     0x80             0x040685FF  {$6}
// A64 qword gather of the same addresses
        send.dc1 (8|M0)      r14      r20     null    0x0             0x042402FF  {$7}
// A64 byte scatter at base + 0x80 + lane, byte gather 16b at base + 0x80 + 2*lane
(W)     mov (8|M0)               r24.0<1>:uq   0x100000080:uq
(W)     add (8|M0)               r24.0<1>:uq   r24.0<4;4,1>:uq   r3.0<8;8,1>:ud
(W)     add (8|M0)               r26.0<1>:ud   r3.0<8;8,1>:ud    0x50:w
        send.dc1 (8|M0)      null     r24     r26     0x40             0x040680FF  {$8}
(W)     mov (8|M0)               r24.0<1>:uq   0x100000080:uq
(W)     add (8|M0)               r24.0<1>:uq   r24.0<4;4,1>:uq   r5.0<8;8,1>:ud
(W)     add (8|M0)               r24.0<1>:uq   r24.0<4;4,1>:uq   -8:w
        send.dc1 (8|M0)      r16      r24     null    0x0             0x041404FF  {$9}
// A64 qword scatter at base + 0xC0 + 8*lane, read back as dwords x2
(W)     mov (8|M0)               r28.0<1>:uq   0x1000000C0:uq
(W)     add (8|M0)               r28.0<1>:uq   r28.0<4;4,1>:uq   r13.0<8;8,1>:ud
(W)     mov (8|M0)               r30.0<1>:uq   0x7700000000:uq
(W)     add (8|M0)               r30.0<1>:uq   r30.0<4;4,1>:uq   r3.0<8;8,1>:ud
        send.dc1 (8|M0)      null     r28     r30     0x80             0x040682FF  {$10}
        send.dc1 (8|M0)      r17      r28     null    0x0             0x042405FF  {$11}
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send.ts (8|M0)      null     r127    null    0x0             0x02000010           {EOT}
