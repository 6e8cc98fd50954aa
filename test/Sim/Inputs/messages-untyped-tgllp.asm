// Untyped surface write (SIMD16, xyzw) and reads (SIMD16 xw, SIMD8 x) on
// BTI 1 (256 bytes): lanes 1 and 3 predicated off in the write and the
// SIMD16 read (their registers keep 0xeeeeeeee), lane 15 out of bounds.
(W)     mov (8|M0)               r2.0<1>:uw    0x76543210:v
(W)     add (8|M0)               r2.8<1>:uw    r2.0<8;8,1>:uw    8:w
(W)     mov (16|M0)              r6.0<1>:ud    r2.0<16;16,1>:uw
(W)     shl (16|M0)              r4.0<1>:ud    r6.0<8;8,1>:ud    4:w
(W)     mov (1|M0)               r5.7<1>:ud    0x10000:ud
(W)     add (16|M0)              r8.0<1>:ud    r6.0<8;8,1>:ud    0x100:w
(W)     add (16|M0)              r10.0<1>:ud   r6.0<8;8,1>:ud    0x200:w
(W)     add (16|M0)              r12.0<1>:ud   r6.0<8;8,1>:ud    0x300:w
(W)     mov (1|M0)               f0.0<1>:uw    0xFFF5:uw
(f0.0)  send.dc1 (16|M0)     null     r4      r6      0x200             0x04025001  {$0}
(W)     mov (16|M0)              r20.0<1>:ud   0xEEEEEEEE:ud
(W)     mov (16|M0)              r22.0<1>:ud   0xEEEEEEEE:ud
(f0.0)  send.dc1 (16|M0)     r20      r4      null    0x0             0x04405601  {$1}
(W)     shl (8|M0)               r3.0<1>:ud    r6.0<8;8,1>:ud    2:w
        send.dc1 (8|M0)      r24      r3      null    0x0             0x02106E01  {$2}
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send.ts (8|M0)      null     r127    null    0x0             0x02000010           {EOT}
